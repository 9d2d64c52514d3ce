import { parcelOrderStatuses } from '@kaimono/contracts';
import { ordersAdminText } from '@kaimono/i18n';
import type { AdminParcelRequest } from '../api/orders-admin-api';
import type { OrderStatus } from '../api/orders-api';

/** The server takes a parcel only in these states (one list, in the contracts). */
export function canRecordParcel(status: OrderStatus): boolean {
  return (parcelOrderStatuses as readonly OrderStatus[]).includes(status);
}

export interface ParcelFormValues {
  /** Grams. */
  weight: string;
  /** Centimetres, empty when not measured. */
  length: string;
  width: string;
  height: string;
  note: string;
  /** Yen the sellers actually charged for the shipping the quote estimated; empty: not known yet. */
  jpShipping: string;
}

/** A whole number typed with or without thousands separators ("1.800", "1 800"); null otherwise. */
export function wholeNumber(text: string): number | null {
  const digits = text.trim().replace(/[\s.,]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

const inRange = (value: number | null, max: number): value is number => value !== null && value >= 1 && value <= max;

/** The contract's limits (adminParcelRequest): 1–1,000,000 g; each side 1–1,000 cm or empty. */
export function parcelFormErrors(values: ParcelFormValues): Partial<Record<keyof ParcelFormValues, string>> {
  const t = ordersAdminText.parcel;
  const errors: Partial<Record<keyof ParcelFormValues, string>> = {};
  if (!inRange(wholeNumber(values.weight), 1_000_000)) errors.weight = t.weightInvalid;
  for (const key of ['length', 'width', 'height'] as const) {
    if (values[key].trim() && !inRange(wholeNumber(values[key]), 1_000)) errors[key] = t.sizeInvalid;
  }
  const yen = values.jpShipping.trim() ? wholeNumber(values.jpShipping) : 0;
  if (yen === null || yen > 10_000_000) errors.jpShipping = t.jpShippingInvalid;
  return errors;
}

/** The request body of checked values (empty sides left out). */
export function parcelRequestOf(values: ParcelFormValues): AdminParcelRequest {
  const size = (text: string) => (text.trim() ? wholeNumber(text) : null);
  const body: AdminParcelRequest = { weight_g: wholeNumber(values.weight) ?? 0 };
  const length = size(values.length);
  const width = size(values.width);
  const height = size(values.height);
  if (length) body.length_cm = length;
  if (width) body.width_cm = width;
  if (height) body.height_cm = height;
  if (values.note.trim()) body.note = values.note.trim();
  if (values.jpShipping.trim()) body.jp_shipping_actual_jpy = wholeNumber(values.jpShipping) ?? 0;
  return body;
}
