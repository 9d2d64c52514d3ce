/**
 * Delivery addresses in the 2025 units (province → ward). The order pages use AddressForm /
 * AddressEditor and useAddressBook to pick or add an address.
 */
export { AddressBook, AddressEditor, type AddressBookProps, type AddressEditorProps } from './components/address-book';
export { AddressForm, type AddressFormProps } from './components/address-form';
export { useAddressBook, useProvinces, useWards } from './hooks/use-addresses';
export { addressKeys } from './api/query-keys';
export type { AddressFormValues } from './lib/address-rules';
