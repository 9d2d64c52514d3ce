import type { AdminPricingDto, AdminPricingUpdateRequest, ServiceExtraChargeType, SiteCode } from '@kaimono/contracts';
import { pricingAdminText } from '@kaimono/i18n';

const e = pricingAdminText.errors;

/** The editor's tabs, one per table of the fee schedule (the order of the tabs). */
export const feeSections = ['tiers', 'taxes', 'sizes', 'extras', 'warehouses'] as const;
export type FeeSection = (typeof feeSections)[number];

/** The section's key in GET/PUT /api/admin/pricing. */
export const sectionApiKey = {
  tiers: 'service_fee_tiers',
  taxes: 'site_taxes',
  sizes: 'size_classes',
  extras: 'extras',
  warehouses: 'warehouses',
} as const satisfies Record<FeeSection, keyof AdminPricingDto>;

/** The contract's charge types (its value lives beside zod, so it is repeated here, checked by the type). */
export const chargeTypes = ['per_item', 'per_order', 'percent_goods', 'per_kg', 'per_parcel'] as const satisfies readonly ServiceExtraChargeType[];

interface Row {
  /** A stable React key (not sent). */
  key: string;
}
export interface TierRow extends Row {
  code: string;
  label: string;
  threshold_vnd: string;
  fee_percent: string;
  min_fee_vnd: string;
}
export interface TaxRow extends Row {
  site: SiteCode;
  tax_percent: string;
}
export interface SizeRow extends Row {
  code: string;
  label: string;
  max_sum_cm: string;
  max_weight_g: string;
  price_jpy: string;
}
export interface ExtraRow extends Row {
  code: string;
  name: string;
  description: string;
  charge_type: ServiceExtraChargeType;
  price_vnd: string;
  percent: string;
  min_vnd: string;
  payment_stage: 'first' | 'second';
  active: boolean;
}
export interface WarehouseRow extends Row {
  code: string;
  name: string;
  country: 'JP' | 'VN';
  address: string;
  phone: string;
  note: string;
  active: boolean;
  free_storage_days: string;
  storage_fee_per_kg_day_vnd: string;
}

export interface SectionRows {
  tiers: TierRow[];
  taxes: TaxRow[];
  sizes: SizeRow[];
  extras: ExtraRow[];
  warehouses: WarehouseRow[];
}

/** Messages by `<row index>.<field>`, `_` for the whole table (the server's `fields`, prefix removed, use the same keys). */
export type FeeFormErrors = Record<string, string>;

let keySeq = 0;
const nextKey = () => `fee-row-${++keySeq}`;

const grouping = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2, useGrouping: false });

/** A whole number with thousands separators: 3000000 → "3.000.000". */
export const grouped = (n: number) => grouping.format(n);
/** Basis points as the percent typed in a cell: 800 → "8", 250 → "2,5". */
export const percentText = (bps: number) => percentFormat.format(bps / 100);

/** A non-negative whole number typed with or without grouping ("250.000", "250000"); null when it is not one. */
export function parseWhole(text: string): number | null {
  const raw = text.trim().replace(/[\s.,]/g, '');
  return /^\d{1,13}$/.test(raw) ? Number(raw) : null;
}

/** A percentage with at most two decimals ("8", "2,5", "2.5") as basis points; null when it is not one or above 100%. */
export function parsePercent(text: string): number | null {
  const raw = text.trim().replace(',', '.').replace(/%$/, '').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(raw)) return null;
  const bps = Math.round(Number(raw) * 100);
  return bps <= 10_000 ? bps : null;
}

/** The tables of a loaded fee schedule as editable rows (numbers as the text of their cells). */
export function rowsOf(data: AdminPricingDto): SectionRows {
  return {
    tiers: data.service_fee_tiers.map((t) => ({
      key: nextKey(),
      code: t.code,
      label: t.label,
      threshold_vnd: grouped(t.threshold_vnd),
      fee_percent: percentText(t.fee_bps),
      min_fee_vnd: grouped(t.min_fee_vnd),
    })),
    taxes: data.site_taxes.map((t) => ({ key: nextKey(), site: t.site, tax_percent: percentText(t.tax_bps) })),
    sizes: data.size_classes.map((s) => ({
      key: nextKey(),
      code: s.code,
      label: s.label,
      max_sum_cm: String(s.max_sum_cm),
      max_weight_g: grouped(s.max_weight_g),
      price_jpy: grouped(s.price_jpy),
    })),
    extras: data.extras.map((x) => ({
      key: nextKey(),
      code: x.code,
      name: x.name,
      description: x.description,
      charge_type: x.charge_type,
      price_vnd: grouped(x.price_vnd),
      percent: x.percent_bps == null ? '' : percentText(x.percent_bps),
      min_vnd: grouped(x.min_vnd),
      payment_stage: x.payment_stage,
      active: x.active,
    })),
    warehouses: data.warehouses.map((w) => ({
      key: nextKey(),
      code: w.code,
      name: w.name,
      country: w.country,
      address: w.address,
      phone: w.phone,
      note: w.note,
      active: w.active,
      free_storage_days: String(w.free_storage_days),
      storage_fee_per_kg_day_vnd: grouped(w.storage_fee_per_kg_day_vnd),
    })),
  };
}

/** A blank row of a table staff can add rows to (taxes have one row per site, always). */
export function emptyRow(section: Exclude<FeeSection, 'taxes'>): SectionRows[typeof section][number] {
  switch (section) {
    case 'tiers':
      return { key: nextKey(), code: '', label: '', threshold_vnd: '', fee_percent: '', min_fee_vnd: '0' };
    case 'sizes':
      return { key: nextKey(), code: '', label: '', max_sum_cm: '', max_weight_g: '', price_jpy: '' };
    case 'extras':
      return { key: nextKey(), code: '', name: '', description: '', charge_type: 'per_item', price_vnd: '0', percent: '', min_vnd: '0', payment_stage: 'first', active: true };
    case 'warehouses':
      return { key: nextKey(), code: '', name: '', country: 'JP', address: '', phone: '', note: '', active: true, free_storage_days: '30', storage_fee_per_kg_day_vnd: '0' };
  }
}

const MAX_VND = 1_000_000_000_000;
const MAX_JPY = 1_000_000_000;
const LOWER_CODE_1 = /^[a-z0-9_-]{1,32}$/;
const LOWER_CODE_2 = /^[a-z0-9_-]{2,32}$/;
const UPPER_CODE_2 = /^[A-Z0-9_-]{2,32}$/;

type Built = { body: AdminPricingUpdateRequest; errors: null } | { body: null; errors: FeeFormErrors };

/** A checker that collects messages by `<index>.<field>` while reading a table's cells. */
function collector() {
  const errors: FeeFormErrors = {};
  const fail = (key: string, message: string) => {
    if (!(key in errors)) errors[key] = message;
  };
  const whole = (key: string, text: string, max: number, tooLarge: string) => {
    const n = parseWhole(text);
    if (n === null) fail(key, e.number);
    else if (n > max) fail(key, tooLarge);
    return n ?? 0;
  };
  const percent = (key: string, text: string) => {
    const bps = parsePercent(text);
    if (bps === null) fail(key, e.percent);
    return bps ?? 0;
  };
  const text = (key: string, value: string, max: number, tooLong: string, required?: string) => {
    const trimmed = value.trim();
    if (required && !trimmed) fail(key, required);
    else if (trimmed.length > max) fail(key, tooLong);
    return trimmed;
  };
  const unique = (values: string[], message: string) => {
    if (new Set(values).size !== values.length) fail('_', message);
  };
  return { errors, fail, whole, percent, text, unique };
}

/**
 * Checks one table with the rules of the server's schema (`adminPricingUpdateRequest`) and builds the
 * body of PUT /api/admin/pricing with that section alone. The schema itself is not used: a schema
 * value in a page pulls zod into the first page (docs/architecture.md "The first page").
 */
export function buildSection(section: FeeSection, all: SectionRows): Built {
  const c = collector();
  let body: AdminPricingUpdateRequest;
  switch (section) {
    case 'tiers': {
      const rows = all.tiers;
      const list = rows.map((row, i) => {
        const code = row.code.trim().toLowerCase();
        if (!LOWER_CODE_1.test(code)) c.fail(`${i}.code`, e.tierCode);
        return {
          code,
          label: c.text(`${i}.label`, row.label, 200, e.labelTooLong),
          threshold_vnd: c.whole(`${i}.threshold_vnd`, row.threshold_vnd, MAX_VND, e.moneyTooLarge),
          fee_bps: c.percent(`${i}.fee_percent`, row.fee_percent),
          min_fee_vnd: c.whole(`${i}.min_fee_vnd`, row.min_fee_vnd, MAX_VND, e.moneyTooLarge),
        };
      });
      if (list.length === 0) c.fail('_', e.tiersRequired);
      if (list.length > 20) c.fail('_', e.tiersMax);
      c.unique(
        list.map((t) => t.code),
        e.tierDuplicateCode,
      );
      const thresholdsRead = rows.every((_, i) => !c.errors[`${i}.threshold_vnd`]);
      if (list.length > 0 && thresholdsRead && !list.some((t) => t.threshold_vnd === 0)) c.fail('_', e.tierZero);
      if (thresholdsRead)
        c.unique(
          list.map((t) => String(t.threshold_vnd)),
          e.tierDuplicateThreshold,
        );
      body = { service_fee_tiers: list };
      break;
    }
    case 'taxes': {
      const list = all.taxes.map((row, i) => ({ site: row.site, tax_bps: c.percent(`${i}.tax_percent`, row.tax_percent) }));
      body = { site_taxes: list };
      break;
    }
    case 'sizes': {
      const list = all.sizes.map((row, i) => {
        const code = row.code.trim().toLowerCase();
        if (!LOWER_CODE_1.test(code)) c.fail(`${i}.code`, e.sizeCode);
        const maxSum = c.whole(`${i}.max_sum_cm`, row.max_sum_cm, 1_000, e.sumMax);
        if (!c.errors[`${i}.max_sum_cm`] && maxSum === 0) c.fail(`${i}.max_sum_cm`, e.sumPositive);
        const maxWeight = c.whole(`${i}.max_weight_g`, row.max_weight_g, 1_000_000, e.weightMax);
        if (!c.errors[`${i}.max_weight_g`] && maxWeight === 0) c.fail(`${i}.max_weight_g`, e.weightPositive);
        return {
          code,
          label: c.text(`${i}.label`, row.label, 200, e.labelTooLong),
          max_sum_cm: maxSum,
          max_weight_g: maxWeight,
          price_jpy: c.whole(`${i}.price_jpy`, row.price_jpy, MAX_JPY, e.priceTooLarge),
        };
      });
      if (list.length === 0) c.fail('_', e.sizesRequired);
      if (list.length > 20) c.fail('_', e.sizesMax);
      c.unique(
        list.map((s) => s.code),
        e.sizeDuplicate,
      );
      body = { size_classes: list };
      break;
    }
    case 'extras': {
      const list = all.extras.map((row, i) => {
        const code = row.code.trim().toLowerCase();
        if (!LOWER_CODE_2.test(code)) c.fail(`${i}.code`, e.serviceCode);
        let percentBps: number | null = null;
        if (row.charge_type === 'percent_goods') {
          if (!row.percent.trim()) c.fail(`${i}.percent`, e.extraPercent);
          else {
            percentBps = c.percent(`${i}.percent`, row.percent);
            if (!c.errors[`${i}.percent`] && percentBps < 1) c.fail(`${i}.percent`, e.percentPositive);
          }
        }
        if (row.charge_type === 'per_kg' && row.payment_stage !== 'second') c.fail(`${i}.payment_stage`, e.extraPerKgStage);
        if (row.charge_type === 'per_parcel' && row.payment_stage !== 'second') c.fail(`${i}.payment_stage`, e.extraPerParcelStage);
        return {
          code,
          name: c.text(`${i}.name`, row.name, 200, e.labelTooLong, e.extraName),
          description: c.text(`${i}.description`, row.description, 2000, e.descriptionTooLong),
          charge_type: row.charge_type,
          price_vnd: c.whole(`${i}.price_vnd`, row.price_vnd, MAX_VND, e.moneyTooLarge),
          percent_bps: percentBps,
          min_vnd: c.whole(`${i}.min_vnd`, row.min_vnd, MAX_VND, e.moneyTooLarge),
          payment_stage: row.payment_stage,
          active: row.active,
        };
      });
      if (list.length > 50) c.fail('_', e.extrasMax);
      c.unique(
        list.map((x) => x.code),
        e.extraDuplicate,
      );
      body = { extras: list };
      break;
    }
    case 'warehouses': {
      const list = all.warehouses.map((row, i) => {
        const code = row.code.trim().toUpperCase();
        if (!UPPER_CODE_2.test(code)) c.fail(`${i}.code`, e.warehouseCode);
        return {
          code,
          name: c.text(`${i}.name`, row.name, 200, e.labelTooLong, e.warehouseName),
          country: row.country,
          address: c.text(`${i}.address`, row.address, 500, e.addressTooLong, e.warehouseAddress),
          phone: c.text(`${i}.phone`, row.phone, 30, e.phoneTooLong),
          note: c.text(`${i}.note`, row.note, 1000, e.noteTooLong),
          active: row.active,
          free_storage_days: c.whole(`${i}.free_storage_days`, row.free_storage_days, 3650, e.freeDays),
          storage_fee_per_kg_day_vnd: c.whole(`${i}.storage_fee_per_kg_day_vnd`, row.storage_fee_per_kg_day_vnd, 10_000_000, e.storageFee),
        };
      });
      if (list.length > 50) c.fail('_', e.warehousesMax);
      c.unique(
        list.map((w) => w.code),
        e.warehouseDuplicate,
      );
      body = { warehouses: list };
      break;
    }
  }
  return Object.keys(c.errors).length > 0 ? { body: null, errors: c.errors } : { body, errors: null };
}

/** The field names of the API that the editor shows under another name. */
const cellOf: Partial<Record<FeeSection, Record<string, string>>> = {
  tiers: { fee_bps: 'fee_percent' },
  taxes: { tax_bps: 'tax_percent' },
  extras: { percent_bps: 'percent' },
};

/** The server's `fields` (e.g. `service_fee_tiers.1.fee_bps`, `service_fee_tiers`) as the editor's keys of one section. */
export function sectionErrorsFrom(section: FeeSection, fields: Record<string, string> | undefined): FeeFormErrors {
  const errors: FeeFormErrors = {};
  const prefix = sectionApiKey[section];
  for (const [path, message] of Object.entries(fields ?? {})) {
    if (path === prefix) errors._ ??= message;
    else if (path.startsWith(`${prefix}.`)) {
      const [index, field] = path.slice(prefix.length + 1).split('.');
      if (index !== undefined && field !== undefined) errors[`${index}.${cellOf[section]?.[field] ?? field}`] ??= message;
      else errors._ ??= message;
    }
  }
  return errors;
}
