import type { Address, addressInput } from '@kaimono/contracts';
import { MAX_ADDRESSES_PER_CUSTOMER, formatAddressLine } from '@kaimono/contracts';
import type { z } from 'zod';
import { errorMessages, type ErrorCode } from '@kaimono/i18n';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { isUuid } from '../../platform/db-errors.ts';
import { adminUnits } from './address.units.ts';
import * as repo from './address.repository.ts';

export type AddressInput = z.output<typeof addressInput>;

/** A 400 that names the field, so the form can show the message beside it. */
function fieldError(code: ErrorCode, field: string): AppError {
  return new AppError(400, code, undefined, { [field]: errorMessages[code] });
}

export function toAddress(row: repo.AddressRow): Address {
  return {
    id: row.id,
    receiver_name: row.receiverName,
    phone: row.phone,
    province_code: row.provinceCode,
    province_name: row.provinceName,
    ward_code: row.wardCode,
    ward_name: row.wardName,
    street: row.street,
    note: row.note,
    legacy_district: row.legacyDistrict,
    is_default: row.isDefault,
    full_address: formatAddressLine({ street: row.street, ward_name: row.wardName, province_name: row.provinceName }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Checks the province and ward against the official list and takes their names from it (the
 * names a client sends are ignored).
 */
export function resolveUnits(input: AddressInput): repo.AddressValues {
  const units = adminUnits();
  const province = units.province(input.province_code);
  if (!province) throw fieldError('PROVINCE_NOT_FOUND', 'province_code');
  const ward = units.ward(input.ward_code);
  if (!ward) throw fieldError('WARD_NOT_FOUND', 'ward_code');
  if (ward.province_code !== province.code) throw fieldError('WARD_NOT_IN_PROVINCE', 'ward_code');
  return {
    receiverName: input.receiver_name,
    phone: input.phone,
    provinceCode: province.code,
    provinceName: province.name,
    wardCode: ward.code,
    wardName: ward.name,
    street: input.street,
    note: input.note,
    legacyDistrict: input.legacy_district,
  };
}

export async function listPage(db: Db, userId: string, page: number, size: number) {
  const [rows, total] = await Promise.all([repo.listAddresses(db, userId, { offset: (page - 1) * size, limit: size }), repo.countAddresses(db, userId)]);
  return { results: rows.map(toAddress), pagination: { page, size, total } };
}

export async function addressBook(db: Db, userId: string) {
  const rows = await repo.listAddresses(db, userId);
  const results = rows.map(toAddress);
  return { default_address: results.find((a) => a.is_default) ?? null, results, limit: MAX_ADDRESSES_PER_CUSTOMER };
}

export async function getAddress(db: Db, userId: string, id: string): Promise<Address | null> {
  if (!isUuid(id)) return null;
  const row = await repo.findAddress(db, userId, id);
  return row ? toAddress(row) : null;
}

/**
 * Adds an address. The first one is the default whatever is asked; `is_default` moves the default
 * here. At most MAX_ADDRESSES_PER_CUSTOMER per customer.
 */
export async function addAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  const values = resolveUnits(input);
  return db.transaction(async (tx) => {
    if (!(await repo.lockCustomer(tx, userId))) throw new AppError(401, 'UNAUTHENTICATED');
    const existing = await repo.countAddresses(tx, userId);
    if (existing >= MAX_ADDRESSES_PER_CUSTOMER) throw new AppError(409, 'ADDRESS_LIMIT_REACHED');
    const makeDefault = existing === 0 || input.is_default === true;
    if (makeDefault) await repo.clearDefault(tx, userId);
    return toAddress(await repo.insertAddress(tx, userId, values, makeDefault));
  });
}

/**
 * Replaces an address of this customer (404 for anyone else's). `is_default: true` moves the
 * default here; the default cannot be switched off directly (another address must become the
 * default), so `is_default: false` on the default address leaves it the default.
 */
export async function editAddress(db: Db, userId: string, id: string, input: AddressInput): Promise<Address> {
  if (!isUuid(id)) throw new AppError(404, 'ADDRESS_NOT_FOUND');
  const values = resolveUnits(input);
  return db.transaction(async (tx) => {
    if (!(await repo.lockCustomer(tx, userId))) throw new AppError(401, 'UNAUTHENTICATED');
    const current = await repo.findAddress(tx, userId, id);
    if (!current) throw new AppError(404, 'ADDRESS_NOT_FOUND');
    const makeDefault = current.isDefault || input.is_default === true;
    if (makeDefault && !current.isDefault) await repo.clearDefault(tx, userId, id);
    const row = await repo.updateAddress(tx, userId, id, values, makeDefault);
    if (!row) throw new AppError(404, 'ADDRESS_NOT_FOUND');
    return toAddress(row);
  });
}

/** Deletes an address of this customer; when it was the default, the newest other one takes over. */
export async function removeAddress(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError(404, 'ADDRESS_NOT_FOUND');
  await db.transaction(async (tx) => {
    if (!(await repo.lockCustomer(tx, userId))) throw new AppError(401, 'UNAUTHENTICATED');
    const deleted = await repo.deleteAddress(tx, userId, id);
    if (!deleted) throw new AppError(404, 'ADDRESS_NOT_FOUND');
    if (deleted.isDefault) await repo.promoteNewest(tx, userId);
  });
}
