import type { VipLevelDto } from '@kaimono/contracts';
import { vipAdminText } from '@kaimono/i18n';
import type { VipLevelUpdate } from '../api/vip-api';

/** The staff level form: boxes as typed, checked with the contract's bounds (`vipLevelUpdateRequest`). */
const f = vipAdminText.form;

export interface VipLevelFormValues {
  name: string;
  price: string;
  feeDiscount: string;
  deposit: string;
  bids: string;
  hold: string;
  prioritySupport: boolean;
  /** One perk a line. */
  description: string;
}

export type VipLevelFormErrors = Partial<Record<keyof VipLevelFormValues, string>>;

/** 1000 bps → '10', 250 → '2,5'. */
const percentText = (bps: number) => String(bps / 100).replace('.', ',');

/** '10' → 1000, '2,5' → 250 basis points; null when not 0–100 with at most 2 decimals. */
export function percentToBps(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= 10_000 ? bps : null;
}

/** Whole dong: '1.250.000' → 1250000; null when empty or not digits. */
export function wholeVnd(text: string): number | null {
  const compact = text.trim().replace(/[.\s\u00a0]/g, '');
  return /^\d{1,13}$/.test(compact) ? Number(compact) : null;
}

export function vipLevelFormValues(level: VipLevelDto): VipLevelFormValues {
  return {
    name: level.name,
    price: String(level.price_vnd),
    feeDiscount: percentText(level.service_fee_discount_bps),
    deposit: percentText(level.deposit_share_bps),
    bids: String(level.max_open_bids),
    hold: String(level.max_hold_vnd),
    prioritySupport: level.priority_support,
    description: level.description.join('\n'),
  };
}

export function vipLevelBody(values: VipLevelFormValues): { body: Required<VipLevelUpdate> } | { errors: VipLevelFormErrors } {
  const errors: VipLevelFormErrors = {};
  const name = values.name.trim();
  if (!name || name.length > 60) errors.name = f.nameRequired;
  const price = wholeVnd(values.price);
  if (price === null || price > 1_000_000_000) errors.price = f.amountInvalid;
  const feeDiscount = percentToBps(values.feeDiscount);
  if (feeDiscount === null) errors.feeDiscount = f.percentInvalid;
  const deposit = percentToBps(values.deposit);
  if (deposit === null) errors.deposit = f.percentInvalid;
  const bids = /^\d{1,5}$/.test(values.bids.trim()) ? Number(values.bids.trim()) : null;
  if (bids === null || bids > 10_000) errors.bids = f.countInvalid;
  const hold = wholeVnd(values.hold);
  if (hold === null || hold > 1_000_000_000_000) errors.hold = f.amountInvalid;
  const description = values.description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (description.length > 20 || description.some((line) => line.length > 200)) errors.description = f.descriptionTooLong;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      name,
      price_vnd: price!,
      service_fee_discount_bps: feeDiscount!,
      deposit_share_bps: deposit!,
      max_open_bids: bids!,
      max_hold_vnd: hold!,
      priority_support: values.prioritySupport,
      description,
    },
  };
}
