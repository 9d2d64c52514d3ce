import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { bidEvents, bidNotificationSettings, bids, openBidStatuses, type BidStatus } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { canTransition, type BidActor } from './bidding.transitions.ts';

export type BidRow = typeof bids.$inferSelect;
export type NewBidRow = typeof bids.$inferInsert;
export type BidEventRow = typeof bidEvents.$inferSelect;

/**
 * Kinds of bid log events (the web renders each with its Vietnamese label):
 * created, hold, hold_resized, scheduled, rescheduled, sent, answer, queued, taken, staff_report,
 * raised, extended, outbid, leading, skipped, status, cancelled, released, captured, won, lost, failed,
 * last_minute, checked.
 */
export type BidEventKind = string;

export interface BidEventInput {
  bidId: string;
  kind: BidEventKind;
  detail?: Record<string, unknown> | null;
  latencyMs?: number | null;
  priceJpy?: number | null;
  fromStatus?: BidStatus | null;
  toStatus?: BidStatus | null;
  actor?: { kind: BidActor; id: string | null };
}

export async function recordBidEvent(db: Db, e: BidEventInput): Promise<void> {
  await db.insert(bidEvents).values({
    bidId: e.bidId,
    kind: e.kind,
    detail: e.detail ?? null,
    latencyMs: e.latencyMs === undefined || e.latencyMs === null ? null : Math.max(0, Math.round(e.latencyMs)),
    priceJpy: e.priceJpy ?? null,
    fromStatus: e.fromStatus ?? null,
    toStatus: e.toStatus ?? null,
    actorKind: e.actor?.kind ?? 'system',
    actorId: e.actor?.id ?? null,
  });
}

export interface TransitionInput {
  bidId: string;
  to: BidStatus;
  note?: string;
  /** Default system. */
  actor?: { kind: BidActor; id: string | null };
  /** Only when the bid is in one of these (a conditional claim); otherwise BID_STATE_CHANGED. */
  expectFrom?: readonly BidStatus[];
  /** Columns changed with the status (price seen, end time, failure code …). */
  patch?: Partial<Omit<NewBidRow, 'id' | 'userId' | 'status'>>;
  /** Extra facts for the log event. */
  detail?: Record<string, unknown>;
  priceJpy?: number | null;
  latencyMs?: number | null;
}

/**
 * Moves a bid through bidding.transitions.ts under a row lock, logged in bid_events. A move to the
 * status the bid already has only applies the patch (no event). Throws BID_STATE_CHANGED (409) when
 * the table does not allow it.
 */
export async function transitionBid(db: Db, t: TransitionInput): Promise<BidRow> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select().from(bids).where(eq(bids.id, t.bidId)).for('update');
    if (!row) throw new AppError(404, 'BID_NOT_FOUND');
    const actor = t.actor ?? { kind: 'system' as const, id: null };
    if (t.expectFrom && !t.expectFrom.includes(row.status)) throw new AppError(409, 'BID_STATE_CHANGED');
    const same = row.status === t.to;
    if (!same && !canTransition(row.status, t.to, actor.kind)) throw new AppError(409, 'BID_STATE_CHANGED');
    const [updated] = await tx
      .update(bids)
      .set({
        ...t.patch,
        status: t.to,
        ...(!same && (t.to === 'won' || t.to === 'lost' || t.to === 'cancelled' || t.to === 'failed') ? { closedAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(bids.id, t.bidId))
      .returning();
    if (!same) {
      await recordBidEvent(tx, {
        bidId: t.bidId,
        kind: 'status',
        fromStatus: row.status,
        toStatus: t.to,
        actor,
        priceJpy: t.priceJpy ?? null,
        latencyMs: t.latencyMs ?? null,
        detail: { ...(t.note ? { note: t.note } : {}), ...t.detail },
      });
    }
    return updated!;
  });
}

export async function findBid(db: Db, id: string): Promise<BidRow | undefined> {
  const [row] = await db.select().from(bids).where(eq(bids.id, id));
  return row;
}

/** The customer's own bid; undefined for another customer's id (the caller answers 404). */
export async function ownedBid(db: Db, userId: string, id: string): Promise<BidRow | undefined> {
  const [row] = await db.select().from(bids).where(and(eq(bids.id, id), eq(bids.userId, userId)));
  return row;
}

export async function bidByRequestKey(db: Db, userId: string, requestKey: string): Promise<BidRow | undefined> {
  const [row] = await db.select().from(bids).where(and(eq(bids.userId, userId), eq(bids.requestKey, requestKey)));
  return row;
}

export async function openBidOf(db: Db, userId: string, site: string, code: string): Promise<BidRow | undefined> {
  const [row] = await db
    .select()
    .from(bids)
    .where(and(eq(bids.userId, userId), eq(bids.site, site as BidRow['site']), eq(bids.code, code), inArray(bids.status, [...openBidStatuses])));
  return row;
}

/** Every open bid on one auction (all customers): the watcher follows these. */
export async function openBidsForAuction(db: Db, site: string, code: string): Promise<BidRow[]> {
  return db
    .select()
    .from(bids)
    .where(and(eq(bids.site, site as BidRow['site']), eq(bids.code, code), inArray(bids.status, [...openBidStatuses])))
    .orderBy(asc(bids.createdAt));
}

/** Open bids and their holds (VIP limits), optionally leaving one bid out (a raise). */
export async function openTotals(db: Db, userId: string, exceptBidId?: string): Promise<{ count: number; holdVnd: number }> {
  const conditions: SQL[] = [eq(bids.userId, userId), inArray(bids.status, [...openBidStatuses])];
  if (exceptBidId) conditions.push(sql`${bids.id} <> ${exceptBidId}`);
  const [row] = await db
    .select({ n: count(), hold: sql<string>`coalesce(sum(${bids.holdAmountVnd}), 0)` })
    .from(bids)
    .where(and(...conditions));
  return { count: Number(row?.n ?? 0), holdVnd: Number(row?.hold ?? 0) };
}

export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select id from users where id = ${userId} for update`);
}

export async function insertBid(db: Db, row: NewBidRow): Promise<BidRow> {
  const [created] = await db.insert(bids).values(row).returning();
  return created!;
}

export async function deleteBid(db: Db, id: string): Promise<void> {
  await db.delete(bids).where(eq(bids.id, id));
}

export async function updateBid(db: Db, id: string, patch: Partial<Omit<NewBidRow, 'id' | 'userId' | 'status'>>): Promise<BidRow> {
  const [row] = await db
    .update(bids)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(bids.id, id))
    .returning();
  return row!;
}

export type BidListFilter = 'active' | 'won' | 'lost' | 'cancelled' | 'all';

/** The bids of each tab of /account/bids (a cancelled bid was not lost: it has its own tab). */
export const filterStatuses: Record<Exclude<BidListFilter, 'all'>, BidStatus[]> = {
  active: [...openBidStatuses],
  won: ['won'],
  lost: ['lost', 'failed'],
  cancelled: ['cancelled'],
};

/**
 * The holds the wallet may still keep for the customer's bids: open bids, and won bids (a win waits
 * for its order, e.g. for the customer's address, with the money still held).
 */
export async function holdIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ holdId: bids.holdId })
    .from(bids)
    .where(and(eq(bids.userId, userId), inArray(bids.status, [...openBidStatuses, 'won']), sql`${bids.holdId} is not null`));
  return rows.map((r) => r.holdId!);
}

export async function listBids(
  db: Db,
  userId: string,
  q: { filter: BidListFilter; site?: 'auction' | 'mercari'; page: number; size: number },
): Promise<{ rows: BidRow[]; total: number }> {
  const conditions: SQL[] = [eq(bids.userId, userId)];
  if (q.filter !== 'all') conditions.push(inArray(bids.status, filterStatuses[q.filter]));
  if (q.site) conditions.push(eq(bids.site, q.site));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bids)
      .where(where)
      .orderBy(q.filter === 'active' ? asc(sql`coalesce(${bids.endTime}, ${bids.createdAt})`) : desc(bids.updatedAt))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(bids).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countsByStatus(db: Db, userId: string): Promise<Record<BidStatus, number>> {
  const rows = await db.select({ status: bids.status, n: count() }).from(bids).where(eq(bids.userId, userId)).groupBy(bids.status);
  const out = { scheduled: 0, placing: 0, leading: 0, outbid: 0, won: 0, lost: 0, cancelled: 0, failed: 0 } as Record<BidStatus, number>;
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

export async function eventsOf(db: Db, bidIds: string[]): Promise<BidEventRow[]> {
  if (bidIds.length === 0) return [];
  return db.select().from(bidEvents).where(inArray(bidEvents.bidId, bidIds)).orderBy(asc(bidEvents.seq));
}

export async function userBidsOnAuction(db: Db, userId: string, site: string, code: string): Promise<BidRow[]> {
  return db
    .select()
    .from(bids)
    .where(and(eq(bids.userId, userId), eq(bids.site, site as BidRow['site']), eq(bids.code, code)))
    .orderBy(desc(bids.createdAt));
}

/** The live placer's staff queue: bids waiting to be placed by hand, oldest end first. */
/** Live bids in these states (the staff queue: `placing`), the soonest end first. */
export async function staffQueue(db: Db, statuses: readonly BidStatus[] = ['placing']): Promise<BidRow[]> {
  return db
    .select()
    .from(bids)
    .where(and(eq(bids.placer, 'live'), inArray(bids.status, [...statuses])))
    .orderBy(asc(sql`coalesce(${bids.endTime}, ${bids.createdAt})`));
}

export async function takeQueued(db: Db, bidId: string, staffId: string): Promise<BidRow | undefined> {
  const [row] = await db
    .update(bids)
    .set({ staffId, staffTakenAt: new Date(), updatedAt: new Date() })
    .where(and(eq(bids.id, bidId), eq(bids.placer, 'live'), eq(bids.status, 'placing'), isNull(bids.staffTakenAt)))
    .returning();
  return row;
}

export async function lastMinuteSetting(db: Db, userId: string): Promise<{ enabled: boolean; minutes: number }> {
  const [row] = await db.select().from(bidNotificationSettings).where(eq(bidNotificationSettings.userId, userId));
  return { enabled: row?.lastMinute ?? false, minutes: row?.lastMinuteMinutes ?? 5 };
}

export async function setLastMinute(db: Db, userId: string, enabled: boolean): Promise<void> {
  await db
    .insert(bidNotificationSettings)
    .values({ userId, lastMinute: enabled })
    .onConflictDoUpdate({ target: bidNotificationSettings.userId, set: { lastMinute: enabled, updatedAt: new Date() } });
}
