import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import {
  MAX_ADDRESSES_PER_CUSTOMER,
  membershipLevels,
  type BatchRestrictionsResponse,
  type MembershipLevel,
  type RestrictionLimits,
  type SalesChangeRequest,
  type SalesStaff,
  type StaffRating,
} from '@kaimono/contracts';
import { membershipLevelNames } from '@kaimono/i18n';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { isUuid } from '../../platform/db-errors.ts';
import { vipLevelOf, vipPerksByLevel, vipPerksOf, type VipLevelPerks } from '../vip/index.ts';
import * as repo from './staff.repository.ts';

export function toStaff(row: repo.StaffRow): SalesStaff {
  return { id: row.id, code: row.code, full_name: row.fullName, phone: row.phone, zalo: row.zalo, email: row.email, avatar: row.avatar };
}

function toChangeRequest(row: repo.ChangeRequestRow): SalesChangeRequest {
  return { id: row.id, reason: row.reason, status: row.status, created_at: row.createdAt.toISOString() };
}

function toRating(row: repo.RatingRow): StaffRating {
  return { staff_id: row.staffId, rating: row.rating, comment: row.comment, updated_at: row.updatedAt.toISOString() };
}

/** The customer's sales staff; a customer without one gets the least busy active staff member. */
export async function staffOf(db: Db, userId: string): Promise<repo.StaffRow | undefined> {
  const assigned = await repo.assignedStaff(db, userId);
  if (assigned) return assigned;
  await repo.assignLeastLoaded(db, userId);
  return repo.assignedStaff(db, userId);
}

export async function mySalesStaff(db: Db, userId: string) {
  const staff = await staffOf(db, userId);
  const [open, rating] = await Promise.all([repo.openChangeRequest(db, userId), staff ? repo.findRating(db, userId, staff.id) : undefined]);
  return {
    staff: staff ? toStaff(staff) : null,
    open_change_request: open ? toChangeRequest(open) : null,
    my_rating: rating ? toRating(rating) : null,
  };
}

/** Records a request for another sales staff; one open request per customer. */
export async function requestChange(db: Db, userId: string, reason: string): Promise<SalesChangeRequest> {
  const staff = await staffOf(db, userId);
  const row = await repo.insertChangeRequest(db, userId, staff?.id ?? null, reason);
  if (!row) throw new AppError(409, 'SALES_CHANGE_REQUEST_OPEN');
  return toChangeRequest(row);
}

/** Rates the customer's own sales staff (rating again replaces the earlier rating). */
export async function rate(db: Db, userId: string, input: { staff_id?: string | undefined; rating: number; comment: string | null }): Promise<StaffRating> {
  const staff = await staffOf(db, userId);
  if (!staff) throw new AppError(404, 'STAFF_NOT_FOUND');
  if (input.staff_id !== undefined && input.staff_id !== staff.id) {
    if (!isUuid(input.staff_id) || !(await repo.findStaff(db, input.staff_id))) throw new AppError(404, 'STAFF_NOT_FOUND');
    throw new AppError(403, 'STAFF_NOT_ASSIGNED');
  }
  return toRating(await repo.upsertRating(db, userId, staff.id, input.rating, input.comment));
}

/** Admin: gives a customer this sales staff and closes the customer's open change request. */
export async function assign(db: Db, adminId: string, customerId: string, staffId: string, actor?: StaffActor) {
  const customer = isUuid(customerId) ? await repo.findCustomer(db, customerId) : undefined;
  if (!customer) throw new AppError(404, 'CUSTOMER_NOT_FOUND');
  const staff = isUuid(staffId) ? await repo.findStaff(db, staffId) : undefined;
  if (!staff || !staff.active) throw new AppError(404, 'STAFF_NOT_FOUND');
  const resolved = await db.transaction(async (tx) => {
    const before = await repo.assignedStaff(tx, customerId);
    await repo.setAssignment(tx, customerId, staffId, adminId);
    const closed = await repo.resolveOpenRequests(tx, customerId, adminId);
    await recordStaffAction(tx, {
      ...actor,
      actorId: adminId,
      action: 'sales_staff.assign',
      entityType: 'customer',
      entityId: customerId,
      customerId,
      before: { staff_code: before?.code ?? null },
      after: { staff_code: staff.code, resolved_requests: closed },
    });
    return closed;
  });
  return { customer_id: customerId, staff: toStaff(staff), resolved_requests: resolved };
}

export async function listStaff(db: Db) {
  const rows = await repo.listStaffWithStats(db);
  return rows.map((row) => ({
    ...toStaff(row.staff),
    active: row.staff.active,
    customers: Number(row.customers ?? 0),
    rating_average: row.ratingAverage === null ? null : Math.round(Number(row.ratingAverage) * 10) / 10,
    rating_count: Number(row.ratingCount ?? 0),
  }));
}

// ---------------------------------------------------------------------------------------------
// Batch restrictions
// ---------------------------------------------------------------------------------------------

/**
 * What a customer may do at once, by membership level. The numbers are ours (the spec leaves
 * them open). `max_open_bids` is not here: it is a perk of the VIP level (`vip_levels`, which
 * staff edit and the bidding module enforces), read from the vip module.
 */
const limitsByLevel: Record<MembershipLevel, Omit<RestrictionLimits, 'max_open_bids'>> = {
  standard: { max_items_per_order: 20, max_quantity_per_item: 10, max_bid_vnd: 20_000_000, max_cart_items: 100, max_addresses: MAX_ADDRESSES_PER_CUSTOMER },
  silver: { max_items_per_order: 30, max_quantity_per_item: 20, max_bid_vnd: 50_000_000, max_cart_items: 200, max_addresses: MAX_ADDRESSES_PER_CUSTOMER },
  gold: { max_items_per_order: 50, max_quantity_per_item: 50, max_bid_vnd: 150_000_000, max_cart_items: 300, max_addresses: MAX_ADDRESSES_PER_CUSTOMER },
  diamond: { max_items_per_order: 100, max_quantity_per_item: 100, max_bid_vnd: 500_000_000, max_cart_items: 500, max_addresses: MAX_ADDRESSES_PER_CUSTOMER },
};

/** A level's limits: ours, with the VIP level's `max_open_bids`. */
function limitsOf(perks: VipLevelPerks): RestrictionLimits {
  const own = limitsByLevel[perks.code];
  return {
    max_items_per_order: own.max_items_per_order,
    max_quantity_per_item: own.max_quantity_per_item,
    max_open_bids: perks.max_open_bids,
    max_bid_vnd: own.max_bid_vnd,
    max_cart_items: own.max_cart_items,
    max_addresses: own.max_addresses,
  };
}

/** The customer's membership level: that of their current VIP subscription, else `standard`. */
export async function membershipLevelOf(db: Db, userId: string): Promise<MembershipLevel> {
  return vipLevelOf(db, userId);
}

/** The limits of the customer's level now (the cart, orders and bidding modules may read them). */
export async function restrictionsFor(db: Db, userId: string): Promise<RestrictionLimits> {
  return limitsOf(await vipPerksOf(db, userId));
}

export async function batchRestrictions(db: Db, userId: string): Promise<BatchRestrictionsResponse['data']> {
  const [level, perks] = await Promise.all([membershipLevelOf(db, userId), vipPerksByLevel(db)]);
  return {
    level: { code: level, name: membershipLevelNames[level] },
    limits: limitsOf(perks[level]),
    levels: membershipLevels.map((code) => ({ code, name: membershipLevelNames[code], limits: limitsOf(perks[code]) })),
  };
}

// ---------------------------------------------------------------------------------------------
// Seed
// ---------------------------------------------------------------------------------------------

/** The two sales staff of a fresh installation (idempotent by code). */
export const SEED_SALES_STAFF: repo.NewStaff[] = [
  { code: 'NV01', fullName: 'Nguyễn Thị Mai', phone: '0909000101', zalo: '0909000101', email: 'mai.nguyen@kaimono.vn' },
  { code: 'NV02', fullName: 'Trần Minh Khoa', phone: '0938000202', zalo: '0938000202', email: 'khoa.tran@kaimono.vn' },
];

export async function seedSalesStaff(db: Db): Promise<void> {
  for (const staff of SEED_SALES_STAFF) await repo.insertStaffIfAbsent(db, staff);
}
