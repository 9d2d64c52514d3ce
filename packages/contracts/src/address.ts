import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { vietnamesePhone } from './auth.ts';
import { pagination } from './common.ts';

/**
 * Vietnamese addresses after the July 2025 reform (research/vietnam.md §4): two levels, 34
 * provinces and 3,321 commune-level units (xã, phường, đặc khu). No district. A legacy district
 * may be kept as free text.
 */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

export const provinceTypes = ['thanh_pho', 'tinh'] as const;
export const wardTypes = ['phuong', 'xa', 'dac_khu'] as const;
export type WardType = (typeof wardTypes)[number];

export const provinceCode = z.string({ error: errorMessages.PROVINCE_NOT_FOUND }).regex(/^\d{2}$/, { error: errorMessages.PROVINCE_NOT_FOUND });
export const wardCode = z.string({ error: errorMessages.WARD_NOT_FOUND }).regex(/^\d{5}$/, { error: errorMessages.WARD_NOT_FOUND });

export const province = z.object({
  /** GSO code, two digits (01 Hà Nội, 79 TP. Hồ Chí Minh ...). */
  code: z.string(),
  name: z.string(),
  type: z.enum(provinceTypes),
  ward_count: z.number().int(),
});
export type Province = z.infer<typeof province>;

export const ward = z.object({
  /** GSO code, five digits. */
  code: z.string(),
  name: z.string(),
  type: z.enum(wardTypes),
  province_code: z.string(),
});
export type Ward = z.infer<typeof ward>;

export const country = z.object({ code: z.string(), name: z.string(), phone_code: z.string(), has_provinces: z.boolean() });
export type Country = z.infer<typeof country>;

export const countriesResponse = z.object({ success: z.literal(true), results: z.array(country) });
export const provincesResponse = z.object({ success: z.literal(true), results: z.array(province) });
export const wardsResponse = z.object({ success: z.literal(true), province: z.optional(province), results: z.array(ward) });
export const districtsResponse = z.object({
  success: z.literal(true),
  results: z.array(z.never()),
  /** Why the list is empty: the district level no longer exists. */
  note: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Old (63 provinces / districts / wards) -> new (34 provinces / wards)
// ---------------------------------------------------------------------------------------------

export const addressConversionQuery = z
  .object({
    /** GSO code of the old ward (five digits); the most precise way to ask. */
    old_ward_code: z.string().trim().regex(/^\d{5}$/).optional(),
    /** Old names, with or without the "Tỉnh/Quận/Huyện/Phường/Xã" prefix and accents. */
    province: z.string().trim().min(1).max(120).optional(),
    district: z.string().trim().min(1).max(120).optional(),
    ward: z.string().trim().min(1).max(120).optional(),
  })
  .refine((q) => q.old_ward_code || q.ward, { error: errorMessages.VALIDATION_FAILED, path: ['ward'] });
export type AddressConversionQuery = z.input<typeof addressConversionQuery>;

export const addressConversion = z.object({
  old: z.object({ ward_code: z.string().nullable(), ward_name: z.string(), district_name: z.string(), province_name: z.string() }),
  province_code: z.string(),
  province_name: z.string(),
  ward_code: z.string(),
  ward_name: z.string(),
});
export type AddressConversion = z.infer<typeof addressConversion>;
export const addressConversionResponse = z.object({
  success: z.literal(true),
  /** One result when the old ward is known precisely; several when names alone are ambiguous. */
  results: z.array(addressConversion),
});

// ---------------------------------------------------------------------------------------------
// The customer's address book (spec §7 /api/user/address...).
// ---------------------------------------------------------------------------------------------

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const addressInput = z.object({
  receiver_name: z
    .string({ error: errorMessages.RECEIVER_NAME_REQUIRED })
    .trim()
    .min(1, { error: errorMessages.RECEIVER_NAME_REQUIRED })
    .max(120, { error: errorMessages.RECEIVER_NAME_REQUIRED }),
  phone: vietnamesePhone,
  province_code: provinceCode,
  ward_code: wardCode,
  /** Ignored on input: the names are taken from the official list by code. */
  province_name: z.string().max(120).optional(),
  ward_name: z.string().max(120).optional(),
  /** House number, street, building: everything below the ward. */
  street: z
    .string({ error: errorMessages.ADDRESS_DETAIL_REQUIRED })
    .trim()
    .min(1, { error: errorMessages.ADDRESS_DETAIL_REQUIRED })
    .max(255, { error: errorMessages.ADDRESS_DETAIL_REQUIRED }),
  note: optionalText(500),
  /** The former district (quận/huyện), kept as text for the courier; not validated. */
  legacy_district: optionalText(120),
  is_default: z.boolean().optional(),
});
export type AddressInput = z.input<typeof addressInput>;

export const address = z.object({
  id: z.string(),
  receiver_name: z.string(),
  phone: z.string(),
  province_code: z.string(),
  province_name: z.string(),
  ward_code: z.string(),
  ward_name: z.string(),
  street: z.string(),
  note: z.string().nullable(),
  legacy_district: z.string().nullable(),
  is_default: z.boolean(),
  /** "street, ward, province" for labels and shipping slips. */
  full_address: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof address>;

/** Any text: an id that is not one of the customer's addresses answers 404, whatever its form. */
export const addressIdParams = z.object({ id: z.string().max(100) });

/** GET /api/user/address: the paged list, default first. */
export const addressPageResponse = z.object({ success: z.literal(true), results: z.array(address), pagination });
/** GET /api/user/address/user: every address at once (at most 20) and the default one. */
export const addressBookResponse = z.object({
  success: z.literal(true),
  default_address: z.nullable(address),
  results: z.array(address),
  limit: z.number().int(),
});
export const addressSaveResponse = z.object({ success: z.literal(true), message: z.string(), data: address });
export const addressDeleteResponse = z.object({ success: z.literal(true), message: z.string(), id: z.string() });

/** "street, ward, province": the two-level form (the legacy district is only a hint, not part of it). */
export function formatAddressLine(a: { street: string; ward_name: string; province_name: string; legacy_district?: string | null }): string {
  return [a.street, a.ward_name, a.province_name].filter(Boolean).join(', ');
}
