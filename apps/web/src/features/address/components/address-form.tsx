import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { Address, AddressConversion, AddressInput } from '@kaimono/contracts';
import { addressText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/native-select';
import { useProvinces, useWards } from '../hooks/use-addresses';
import { emptyAddressValues, validateAddressForm, valuesFromAddress, type AddressErrors, type AddressField, type AddressFormValues } from '../lib/address-rules';
import { LegacyAddressFinder } from './legacy-address-finder';
import { WardPicker } from './ward-picker';
import './address.css';

export interface AddressFormProps {
  /** The address being edited; absent for a new one. */
  address?: Address;
  /** Prefills a new address (e.g. the customer's own name and phone). */
  defaults?: Partial<AddressFormValues>;
  /** Sends the valid body; a rejected ApiError with `fields` marks those fields. */
  onSubmit: (input: AddressInput) => Promise<unknown>;
  onCancel?: () => void;
  submitLabel?: string;
  /** Offer the "default address" checkbox (off when the caller decides). */
  showDefaultToggle?: boolean;
  /** The form's accessible name. */
  'aria-label'?: string;
}

/**
 * A Vietnamese delivery address in the units of July 2025: receiver, phone, province → ward (the
 * ward list is searchable), street; optional note and former district. Used by the address book
 * and by the order pages.
 */
export function AddressForm({ address, defaults, onSubmit, onCancel, submitLabel = addressText.save, showDefaultToggle = true, ...aria }: AddressFormProps) {
  const [values, setValues] = useState<AddressFormValues>(() => (address ? valuesFromAddress(address) : { ...emptyAddressValues, ...defaults }));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const provinces = useProvinces();
  const wards = useWards(values.province_code);

  const set = (name: AddressField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const chooseProvince = (code: string) => {
    setValues((current) => (current.province_code === code ? current : { ...current, province_code: code, ward_code: '' }));
    setErrors((current) => ({ ...current, province_code: undefined, ward_code: undefined }));
  };
  const chooseWard = (code: string) => {
    setValues((current) => ({ ...current, ward_code: code }));
    setErrors((current) => ({ ...current, ward_code: undefined }));
  };
  const applyConversion = (conversion: AddressConversion) => {
    setValues((current) => ({
      ...current,
      province_code: conversion.province_code,
      ward_code: conversion.ward_code,
      legacy_district: current.legacy_district || conversion.old.district_name,
    }));
    setErrors((current) => ({ ...current, province_code: undefined, ward_code: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateAddressForm(values);
    setErrors(result.errors);
    setFormError(null);
    if (!result.input) return;
    setSubmitting(true);
    try {
      await onSubmit(result.input);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const fromServer: AddressErrors = {};
        for (const [key, message] of Object.entries(error.fields)) {
          if (key in emptyAddressValues) fromServer[key as AddressField] = message;
        }
        setErrors(fromServer);
      }
      setFormError(errorText(error));
    } finally {
      setSubmitting(false);
    }
  };

  const provinceOptions = [
    { value: '', label: addressText.provincePlaceholder },
    ...(provinces.data ?? []).map((province) => ({ value: province.code, label: province.name })),
  ];

  return (
    <form className="address-form" onSubmit={submit} noValidate aria-label={aria['aria-label']}>
      {formError && (
        <div className="form-error" role="alert">
          <Icon name="alert" />
          <span>{formError}</span>
        </div>
      )}
      {provinces.isError && (
        <div className="form-error" role="alert">
          <Icon name="alert" />
          <span>{addressText.unitsLoadFailed}</span>
        </div>
      )}
      <div className="address-form__grid address-form__grid--2">
        <Field label={addressText.receiverName} error={errors.receiver_name} required>
          {(control) => <Input {...control} name="receiver_name" autoComplete="name" value={values.receiver_name} onChange={set('receiver_name')} maxLength={120} />}
        </Field>
        <Field label={addressText.phone} hint={addressText.phoneHint} error={errors.phone} required>
          {(control) => <Input {...control} name="phone" type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} maxLength={20} />}
        </Field>
      </div>
      <Field label={addressText.province} error={errors.province_code} required>
        {(control) => (
          <NativeSelect
            {...control}
            name="province_code"
            className="address-form__select"
            value={values.province_code}
            disabled={provinces.isPending}
            onChange={(event) => chooseProvince(event.target.value)}
            options={provinceOptions}
          />
        )}
      </Field>
      <WardPicker
        key={values.province_code}
        wards={wards.data}
        value={values.ward_code}
        onChange={chooseWard}
        provinceChosen={!!values.province_code}
        loading={wards.isFetching}
        error={errors.ward_code}
      />
      <Field label={addressText.street} hint={addressText.streetHint} error={errors.street} required>
        {(control) => <Input {...control} name="street" autoComplete="street-address" value={values.street} onChange={set('street')} maxLength={255} />}
      </Field>
      <div className="address-form__grid address-form__grid--2">
        <Field label={addressText.legacyDistrict} hint={addressText.legacyDistrictHint} error={errors.legacy_district} optional>
          {(control) => <Input {...control} name="legacy_district" value={values.legacy_district} onChange={set('legacy_district')} maxLength={120} />}
        </Field>
        <Field label={addressText.note} error={errors.note} optional>
          {(control) => <Input {...control} name="note" value={values.note} onChange={set('note')} maxLength={500} />}
        </Field>
      </div>
      <LegacyAddressFinder onUse={applyConversion} />
      {showDefaultToggle && !address?.is_default && (
        <label className="address-form__check">
          <input type="checkbox" name="is_default" checked={values.is_default} onChange={(event) => setValues((current) => ({ ...current, is_default: event.target.checked }))} />
          <span>{addressText.isDefault}</span>
        </label>
      )}
      <div className="address-form__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            {addressText.cancel}
          </Button>
        )}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
