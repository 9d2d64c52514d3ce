import { and, asc, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { UserCouponStatus } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import { userCoupons, voucherCodeFailures, voucherRedemptions, vouchers } from '../../db/schema/index.ts';
import { isUuid } from '../../platform/db-errors.ts';

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherInsert = typeof vouchers.$inferInsert;
export type RedemptionRow = typeof voucherRedemptions.$inferSelect;


const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

// The subqueries name `vouchers.id` literally: Drizzle leaves columns unqualified in a one-table
// select, and a bare "id" would bind to the subquery's own table.

/** Applied redemptions of the voucher of the current row (the limits count these). */
const usedCount = sql<number>`(select count(*)::int from voucher_redemptions r where r.voucher_id = vouchers.id and r.status = 'applied')`.mapWith(
  Number,
);

function myUsedCount(userId: string | null) {
  if (!userId) return sql<number>`0`.mapWith(Number);
  return sql<number>`(select count(*)::int from voucher_redemptions r
    where r.voucher_id = vouchers.id and r.user_id = ${userId}::uuid and r.status = 'applied')`.mapWith(Number);
}

/** Running now: active, inside its window. */
const runningAt = (now: Date) => and(eq(vouchers.active, true), lte(vouchers.validFrom, now), gt(vouchers.validTo, now));
const notUsedUp = sql`(${vouchers.totalLimit} is null or ${usedCount} < ${vouchers.totalLimit})`;

export async function findByCode(db: Db, code: string): Promise<VoucherRow | undefined> {
  const rows = await db.select().from(vouchers).where(eq(vouchers.code, code)).limit(1);
  return rows[0];
}

/** The voucher row locked until the transaction ends: redemptions of one voucher run one at a time. */
export async function lockByCode(tx: Db, code: string): Promise<VoucherRow | undefined> {
  const rows = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for('update');
  return rows[0];
}

export async function findById(db: Db, id: string): Promise<VoucherRow | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.select().from(vouchers).where(eq(vouchers.id, id)).limit(1);
  return rows[0];
}

/** Applied uses in total and by one customer. */
export async function usage(db: Db, voucherId: string, userId: string): Promise<{ used: number; mine: number }> {
  const rows = await db
    .select({
      used: sql<number>`count(*)::int`.mapWith(Number),
      mine: sql<number>`count(*) filter (where ${voucherRedemptions.userId} = ${userId}::uuid)::int`.mapWith(Number),
    })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.status, 'applied')));
  return rows[0] ?? { used: 0, mine: 0 };
}

export interface CatalogueRow {
  voucher: VoucherRow;
  used: number;
  mine: number;
  couponId: string | null;
}

/**
 * Vouchers running now and not used up: the public ones, plus (with `withSavedPrivate`) the
 * private ones the viewer saved. Ending soonest first.
 */
export async function listCatalogue(
  db: Db,
  options: { viewerId: string | null; withSavedPrivate: boolean; now: Date; page: number; size: number },
): Promise<{ rows: CatalogueRow[]; total: number }> {
  const { viewerId, now } = options;
  const savedJoin = viewerId ? and(eq(userCoupons.voucherId, vouchers.id), eq(userCoupons.userId, viewerId)) : sql`false`;
  const visible =
    viewerId && options.withSavedPrivate ? or(eq(vouchers.isPublic, true), sql`${userCoupons.id} is not null`) : eq(vouchers.isPublic, true);
  const where = and(runningAt(now), notUsedUp, visible);
  const [rows, totals] = await Promise.all([
    db
      .select({ voucher: vouchers, used: usedCount, mine: myUsedCount(viewerId), couponId: userCoupons.id })
      .from(vouchers)
      .leftJoin(userCoupons, savedJoin)
      .where(where)
      .orderBy(asc(vouchers.validTo), desc(vouchers.createdAt), asc(vouchers.id))
      .limit(options.size)
      .offset((options.page - 1) * options.size),
    db.select({ total: count() }).from(vouchers).leftJoin(userCoupons, savedJoin).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export interface UserCouponRow {
  id: string;
  savedAt: Date;
  voucher: VoucherRow;
  used: number;
  mine: number;
  status: UserCouponStatus;
}

function couponStatus(userId: string, now: Date) {
  return sql<UserCouponStatus>`case
    when not ${vouchers.active} or ${vouchers.validTo} <= ${at(now)} then 'expired'
    when ${vouchers.validFrom} > ${at(now)} then 'not_started'
    when ${myUsedCount(userId)} >= ${vouchers.perCustomerLimit}
      or (${vouchers.totalLimit} is not null and ${usedCount} >= ${vouchers.totalLimit}) then 'used_up'
    else 'usable' end`;
}

/** The customer's saved coupons with their status: usable first, then by end date. */
export async function listUserCoupons(
  db: Db,
  userId: string,
  options: { now: Date; status?: UserCouponStatus | undefined; couponId?: string; page: number; size: number },
): Promise<{ rows: UserCouponRow[]; total: number }> {
  const status = couponStatus(userId, options.now);
  const where = and(
    eq(userCoupons.userId, userId),
    options.couponId ? eq(userCoupons.id, options.couponId) : undefined,
    options.status ? sql`${status} = ${options.status}` : undefined,
  );
  const rank = sql`case ${status} when 'usable' then 0 when 'not_started' then 1 when 'used_up' then 2 else 3 end`;
  const [rows, totals] = await Promise.all([
    db
      .select({ id: userCoupons.id, savedAt: userCoupons.savedAt, voucher: vouchers, used: usedCount, mine: myUsedCount(userId), status })
      .from(userCoupons)
      .innerJoin(vouchers, eq(vouchers.id, userCoupons.voucherId))
      .where(where)
      .orderBy(rank, asc(vouchers.validTo), desc(userCoupons.savedAt), asc(userCoupons.id))
      .limit(options.size)
      .offset((options.page - 1) * options.size),
    db.select({ total: count() }).from(userCoupons).innerJoin(vouchers, eq(vouchers.id, userCoupons.voucherId)).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Saves a coupon; undefined when the customer had already saved it (also under concurrent saves). */
export async function insertUserCoupon(db: Db, userId: string, voucherId: string): Promise<{ id: string } | undefined> {
  const rows = await db.insert(userCoupons).values({ userId, voucherId }).onConflictDoNothing().returning({ id: userCoupons.id });
  return rows[0];
}

export async function deleteUserCoupon(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(userCoupons)
    .where(and(eq(userCoupons.id, id), eq(userCoupons.userId, userId)))
    .returning({ id: userCoupons.id });
  return rows.length > 0;
}

// Redemptions.

export interface OrderRef {
  type: string;
  id: string;
}

export async function findRedemption(db: Db, voucherId: string, ref: OrderRef): Promise<RedemptionRow | undefined> {
  const rows = await db
    .select()
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.orderRefType, ref.type), eq(voucherRedemptions.orderRefId, ref.id)))
    .limit(1);
  return rows[0];
}

export async function insertRedemption(db: Db, values: typeof voucherRedemptions.$inferInsert): Promise<RedemptionRow> {
  const rows = await db.insert(voucherRedemptions).values(values).returning();
  return rows[0]!;
}

/** A released redemption of the same order applied again (the order took the voucher back). */
export async function reapplyRedemption(db: Db, id: string, amounts: { orderTotalVnd: number; eligibleVnd: number; discountVnd: number }): Promise<RedemptionRow> {
  const rows = await db
    .update(voucherRedemptions)
    .set({ ...amounts, status: 'applied', releasedAt: null, updatedAt: sql`now()` })
    .where(eq(voucherRedemptions.id, id))
    .returning();
  return rows[0]!;
}

/** Releases every applied redemption of an order; returns what changed (nothing on a replay). */
export async function releaseByRef(db: Db, ref: OrderRef): Promise<RedemptionRow[]> {
  return db
    .update(voucherRedemptions)
    .set({ status: 'released', releasedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(voucherRedemptions.orderRefType, ref.type), eq(voucherRedemptions.orderRefId, ref.id), eq(voucherRedemptions.status, 'applied')))
    .returning();
}

// Staff.

export interface AdminRow {
  voucher: VoucherRow;
  used: number;
  released: number;
  saved: number;
}

const releasedCount = sql<number>`(select count(*)::int from voucher_redemptions r where r.voucher_id = vouchers.id and r.status = 'released')`.mapWith(
  Number,
);
const savedCount = sql<number>`(select count(*)::int from user_coupons c where c.voucher_id = vouchers.id)`.mapWith(Number);

export async function listAdmin(
  db: Db,
  filter: { q?: string | undefined; active?: boolean | undefined; id?: string; page: number; size: number },
): Promise<{ rows: AdminRow[]; total: number }> {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where: SQL | undefined = and(
    like ? or(ilike(vouchers.code, like), ilike(vouchers.name, like)) : undefined,
    filter.active !== undefined ? eq(vouchers.active, filter.active) : undefined,
    filter.id ? eq(vouchers.id, filter.id) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ voucher: vouchers, used: usedCount, released: releasedCount, saved: savedCount })
      .from(vouchers)
      .where(where)
      .orderBy(desc(vouchers.createdAt), asc(vouchers.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ total: count() }).from(vouchers).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function insertVoucher(db: Db, values: VoucherInsert): Promise<VoucherRow | undefined> {
  const rows = await db.insert(vouchers).values(values).onConflictDoNothing({ target: vouchers.code }).returning();
  return rows[0];
}

export async function updateVoucher(db: Db, id: string, patch: Partial<VoucherInsert>): Promise<VoucherRow | undefined> {
  const rows = await db
    .update(vouchers)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(vouchers.id, id))
    .returning();
  return rows[0];
}

export async function lockById(tx: Db, id: string): Promise<VoucherRow | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  return rows[0];
}

export async function hasRedemptions(db: Db, voucherId: string): Promise<boolean> {
  const rows = await db.select({ id: voucherRedemptions.id }).from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucherId)).limit(1);
  return rows.length > 0;
}

export async function insertVouchersIfAbsent(db: Db, values: VoucherInsert[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(vouchers).values(values).onConflictDoNothing({ target: vouchers.code });
}

// --- guessing: codes that match no voucher -------------------------------------------------------

/** Records a code that matched no voucher; drops records older than a day. */
export async function recordCodeFailure(db: Db, userId: string, address: string | null, code: string) {
  await db.insert(voucherCodeFailures).values({ userId, address, code: code.slice(0, 64) });
  await db.delete(voucherCodeFailures).where(sql`${voucherCodeFailures.createdAt} < now() - interval '1 day'`);
}

/**
 * When the `limit`-th newest failure of the customer (or the address) within the window leaves
 * it — the moment another try is allowed — or null when under the limit.
 */
export async function codeFailuresBlockedUntil(db: Db, who: { userId: string } | { address: string }, limit: number, windowSeconds: number): Promise<Date | null> {
  const owner = 'userId' in who ? eq(voucherCodeFailures.userId, who.userId) : eq(voucherCodeFailures.address, who.address);
  const rows = await db
    .select({ at: sql<Date>`${voucherCodeFailures.createdAt} + make_interval(secs => ${windowSeconds})`.mapWith(voucherCodeFailures.createdAt) })
    .from(voucherCodeFailures)
    .where(and(owner, sql`${voucherCodeFailures.createdAt} > now() - make_interval(secs => ${windowSeconds})`))
    .orderBy(desc(voucherCodeFailures.createdAt))
    .offset(limit - 1)
    .limit(1);
  return rows[0]?.at ?? null;
}
