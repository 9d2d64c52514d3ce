import { normalizeVietnamesePhone, type Address, type AddressInput } from '@kaimono/contracts';
import { addressText, errorMessages } from '@kaimono/i18n';

export interface AddressFormValues {
  receiver_name: string;
  phone: string;
  province_code: string;
  ward_code: string;
  street: string;
  note: string;
  legacy_district: string;
  is_default: boolean;
}
export type AddressField = keyof AddressFormValues;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const emptyAddressValues: AddressFormValues = {
  receiver_name: '',
  phone: '',
  province_code: '',
  ward_code: '',
  street: '',
  note: '',
  legacy_district: '',
  is_default: false,
};

export function valuesFromAddress(address: Address): AddressFormValues {
  return {
    receiver_name: address.receiver_name,
    phone: address.phone,
    province_code: address.province_code,
    ward_code: address.ward_code,
    street: address.street,
    note: address.note ?? '',
    legacy_district: address.legacy_district ?? '',
    is_default: address.is_default,
  };
}

/** The request body of an address as saved (add or edit). */
export function inputFromAddress(address: Address, overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    receiver_name: address.receiver_name,
    phone: address.phone,
    province_code: address.province_code,
    ward_code: address.ward_code,
    street: address.street,
    note: address.note,
    legacy_district: address.legacy_district,
    is_default: address.is_default,
    ...overrides,
  };
}

/**
 * The server's address rules (contracts' addressInput), checked before sending: a receiver, a
 * Vietnamese mobile number, a province and a ward (2025 units), the street; note and legacy district
 * optional. Returns the request body when everything is valid.
 */
export function validateAddressForm(values: AddressFormValues): { errors: AddressErrors; input?: AddressInput } {
  const errors: AddressErrors = {};
  const receiver = values.receiver_name.trim();
  if (!receiver || receiver.length > 120) errors.receiver_name = errorMessages.RECEIVER_NAME_REQUIRED;
  const phone = normalizeVietnamesePhone(values.phone);
  if (!phone) errors.phone = errorMessages.PHONE_INVALID;
  if (!/^\d{2}$/.test(values.province_code)) errors.province_code = addressText.fieldRequired;
  if (!/^\d{5}$/.test(values.ward_code)) errors.ward_code = addressText.fieldRequired;
  const street = values.street.trim();
  if (!street || street.length > 255) errors.street = errorMessages.ADDRESS_DETAIL_REQUIRED;
  const note = values.note.trim();
  if (note.length > 500) errors.note = errorMessages.VALIDATION_FAILED;
  const legacy = values.legacy_district.trim();
  if (legacy.length > 120) errors.legacy_district = errorMessages.VALIDATION_FAILED;
  if (Object.keys(errors).length > 0 || !phone) return { errors };
  return {
    errors,
    input: {
      receiver_name: receiver,
      phone,
      province_code: values.province_code,
      ward_code: values.ward_code,
      street,
      note: note || null,
      legacy_district: legacy || null,
      is_default: values.is_default,
    },
  };
}

/** Lower case without accents (đ → d): "Bến Thành" and "ben thanh" match. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/đ/g, 'd').replace(/\s+/g, ' ').trim();
}

/** Does the ward name contain the typed words (any order, accents optional)? */
export function matchesSearch(name: string, search: string): boolean {
  const words = foldText(search).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const folded = foldText(name);
  return words.every((word) => folded.includes(word));
}
