import type { AdminVoucherDto, SiteCode, VoucherService } from '@kaimono/contracts';
import { errorMessages, vouchersAdminText, vouchersText } from '@kaimono/i18n';

/**
 * The staff voucher form: text boxes as typed, checked here with the server's rules (the contract
 * `adminVoucherCreateRequest`) so mistakes show in Vietnamese before anything is sent.
 */
const f = vouchersAdminText.form;

/** The contract's code rule (VOUCHER_CODE_PATTERN), kept here: the web imports no schema values. */
const CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

export const voucherServiceCodes = Object.keys(vouchersText.services) as VoucherService[];

export interface VoucherFormValues {
  code: string;
  name: string;
  description: string;
  discount_type: 'fixed' | 'percent';
  amount: string;
  percent: string;
  max_discount: string;
  min_order: string;
  /** `YYYY-MM-DDTHH:mm` in Vietnam's time (a datetime-local box). */
  valid_from: string;
  valid_to: string;
  total_limit: string;
  per_customer_limit: string;
  sites: SiteCode[];
  services: VoucherService[];
  is_public: boolean;
  active: boolean;
}

export type VoucherFormErrors = Partial<Record<keyof VoucherFormValues, string>>;

/** The body both POST and PUT take (PUT leaves the code out once it is locked). */
export interface VoucherBody {
  code?: string;
  name: string;
  description: string;
  discount_type: 'fixed' | 'percent';
  amount_vnd: number | null;
  percent_bps: number | null;
  max_discount_vnd: number | null;
  min_order_vnd: number;
  valid_from: string;
  valid_to: string;
  total_limit: number | null;
  per_customer_limit: number;
  sites: SiteCode[];
  services: VoucherService[];
  is_public: boolean;
  active: boolean;
}

/** An instant as a datetime-local value in Vietnam's time: '2026-03-01T00:00:00Z' → '2026-03-01T07:00'. */
export function toVietnamLocal(iso: string | Date): string {
  const time = new Date(iso).getTime();
  return new Date(time + VIETNAM_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read in Vietnam's time, as the API's ISO time with offset; null when empty or broken. */
export function fromVietnamLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const iso = `${value}:00+07:00`;
  return Number.isNaN(new Date(iso).getTime()) ? null : iso;
}

/** Whole dong from a box: '1.250.000' or '1 250 000' → 1250000; '' → null; anything else → NaN. */
export function parseVnd(text: string): number | null {
  const compact = text.trim().replace(/[.\s\u00a0]/g, '');
  if (!compact) return null;
  return /^\d{1,13}$/.test(compact) ? Number(compact) : Number.NaN;
}

/** '10' → 1000, '2,5' → 250 basis points; '' → null; more than 2 decimals or text → NaN. */
export function parsePercentBps(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!value) return null;
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 250 → '2,5' (the box's text for a stored percentage). */
export const bpsToPercentText = (bps: number): string => String(bps / 100).replace('.', ',');

const positiveInt = (text: string): number | null => {
  const value = text.trim();
  if (!value) return null;
  return /^\d{1,8}$/.test(value) && Number(value) > 0 ? Number(value) : Number.NaN;
};

export function voucherFormValues(voucher: AdminVoucherDto | null, now = new Date()): VoucherFormValues {
  if (!voucher) {
    const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    return {
      code: '',
      name: '',
      description: '',
      discount_type: 'fixed',
      amount: '',
      percent: '',
      max_discount: '',
      min_order: '0',
      valid_from: toVietnamLocal(start),
      valid_to: toVietnamLocal(new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000)),
      total_limit: '',
      per_customer_limit: '1',
      sites: [],
      services: [],
      is_public: true,
      active: true,
    };
  }
  return {
    code: voucher.code,
    name: voucher.name,
    description: voucher.description,
    discount_type: voucher.discount_type,
    amount: voucher.amount_vnd === null ? '' : String(voucher.amount_vnd),
    percent: voucher.percent_bps === null ? '' : bpsToPercentText(voucher.percent_bps),
    max_discount: voucher.max_discount_vnd === null ? '' : String(voucher.max_discount_vnd),
    min_order: String(voucher.min_order_vnd),
    valid_from: toVietnamLocal(voucher.valid_from),
    valid_to: toVietnamLocal(voucher.valid_to),
    total_limit: voucher.total_limit === null ? '' : String(voucher.total_limit),
    per_customer_limit: String(voucher.per_customer_limit),
    sites: [...voucher.sites],
    services: [...voucher.services],
    is_public: voucher.is_public,
    active: voucher.active,
  };
}

/** The request body, or the Vietnamese message of each field that is wrong. */
export function voucherBody(values: VoucherFormValues, options: { codeLocked?: boolean } = {}): { body: VoucherBody } | { errors: VoucherFormErrors } {
  const errors: VoucherFormErrors = {};
  const code = values.code.trim().toUpperCase();
  if (!options.codeLocked && !CODE_PATTERN.test(code)) errors.code = errorMessages.VOUCHER_CODE_INVALID;
  const name = values.name.trim();
  if (!name) errors.name = f.nameRequired;

  let amount: number | null = null;
  let percent: number | null = null;
  let maxDiscount: number | null = null;
  if (values.discount_type === 'fixed') {
    amount = parseVnd(values.amount);
    if (amount === null || Number.isNaN(amount) || amount <= 0) errors.amount = f.amountRequired;
  } else {
    percent = parsePercentBps(values.percent);
    if (percent === null || Number.isNaN(percent) || percent < 1 || percent > 10_000) errors.percent = errorMessages.VOUCHER_DISCOUNT_INVALID;
    maxDiscount = parseVnd(values.max_discount);
    if (maxDiscount !== null && (Number.isNaN(maxDiscount) || maxDiscount <= 0)) errors.max_discount = errorMessages.VOUCHER_DISCOUNT_INVALID;
  }
  const minOrder = parseVnd(values.min_order) ?? 0;
  if (Number.isNaN(minOrder)) errors.min_order = errorMessages.VALIDATION_FAILED;

  const validFrom = fromVietnamLocal(values.valid_from);
  const validTo = fromVietnamLocal(values.valid_to);
  if (!validFrom) errors.valid_from = f.dateRequired;
  if (!validTo) errors.valid_to = f.dateRequired;
  else if (validFrom && new Date(validTo) <= new Date(validFrom)) errors.valid_to = errorMessages.VOUCHER_PERIOD_INVALID;

  const totalLimit = positiveInt(values.total_limit);
  if (Number.isNaN(totalLimit)) errors.total_limit = f.limitInvalid;
  const perCustomer = positiveInt(values.per_customer_limit);
  if (perCustomer === null || Number.isNaN(perCustomer) || perCustomer > 1000) errors.per_customer_limit = f.limitInvalid;

  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      ...(options.codeLocked ? {} : { code }),
      name,
      description: values.description.trim(),
      discount_type: values.discount_type,
      amount_vnd: amount,
      percent_bps: percent,
      max_discount_vnd: maxDiscount,
      min_order_vnd: minOrder,
      valid_from: validFrom!,
      valid_to: validTo!,
      total_limit: totalLimit,
      per_customer_limit: perCustomer!,
      sites: values.sites,
      services: values.services,
      is_public: values.is_public,
      active: values.active,
    },
  };
}
