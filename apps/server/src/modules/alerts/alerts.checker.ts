// The alerts checker (issue 18 §3). Each distinct query (`alert_queries`) and each distinct watched
// item (`watched_items`) is read once per check, however many customers saved or watch it, through
// the uncached adapters (every read draws from the site's shared request budget, ADR 0008). A
// site's interval is sized so its checks fit a share of its budget. A query or item is leased by
// one process while it runs (`lease_until`, taken with FOR UPDATE SKIP LOCKED), so two processes
// never run it at once. New listings are remembered in `alert_query_items` (the dedup set; the
// first run only seeds it) and told in ONE notification per saved search per round.

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alertsText, siteText } from '@kaimono/i18n';
import { formatJpy, formatVnd, jpy, jpyToVnd, vnd, type ExchangeRate } from '@kaimono/money';
import { UpstreamError, siteCodes, type Product, type ProductSummary, type SiteCode } from '@kaimono/marketplaces';
import { alertQueries, alertQueryItems, savedSearches, savedSearchTargets, watchedItems, watches } from '../../db/schema/index.ts';
import { itemPath } from '../catalog/index.ts';
import { notify } from '../notifications/index.ts';
import { currentRate } from '../rates/index.ts';
import type { AlertsContext } from './alerts.context.ts';
import { groupMatches, oneTapLinks, type FoundItem } from './alerts.grouping.ts';

type QueryRow = typeof alertQueries.$inferSelect;
type WatchedItemRow = typeof watchedItems.$inferSelect;

/** Sites whose "newest" sort is by listing time (Yahoo! Shopping sorts by score, Rakuten and Suruga-ya by last update). */
const LISTING_TIME_SORT: ReadonlySet<SiteCode> = new Set<SiteCode>(['mercari', 'auction', 'paypay']);
/** How often a listing a query still returns has its "last seen" moved (see runQuery). */
const SEEN_MARK_MS = 3_600_000;

export function vietnamese(ctx: Pick<AlertsContext, 'translator'>, title: string): string | null {
  const vi = ctx.translator.toVietnamese(title)?.trim();
  return vi && vi !== title.trim() ? vi : null;
}

/** The item's state as the checker compares it. */
export function itemState(product: Product) {
  const auction = product.auction;
  return {
    priceJpy: auction ? auction.currentPriceJpy : product.priceJpy,
    available: auction ? auction.status === 'open' : product.available,
    auctionStatus: auction ? auction.status : null,
    endTime: auction ? new Date(auction.endTime) : null,
  };
}

export interface QueryRunResult {
  /** Listings seen for the first time (none on the seeding run). */
  fresh: ProductSummary[];
  seeded: boolean;
}

/**
 * Reads a query's newest listings once and records those not seen before. The first run (or
 * `seedOnly`) records them as seeded: nothing to tell.
 */
export async function runQuery(ctx: AlertsContext, query: QueryRow, options: { seedOnly?: boolean } = {}): Promise<QueryRunResult> {
  const site = query.site as SiteCode;
  const page = await ctx.adapters[site].search({
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.categoryId ? { categoryId: query.categoryId } : {}),
    ...(query.sellerId ? { sellerId: query.sellerId } : {}),
    ...(query.priceMinJpy !== null ? { priceMinJpy: query.priceMinJpy } : {}),
    ...(query.priceMaxJpy !== null ? { priceMaxJpy: query.priceMaxJpy } : {}),
    ...(query.condition ? { condition: query.condition as 'new' | 'used' } : {}),
    ...(query.listingType ? { listingType: query.listingType as 'auction' | 'fixed' } : {}),
    sort: 'newest',
    page: 1,
    pageSize: ctx.settings.pageSize,
    onlyAvailable: true,
  });
  const seeding = options.seedOnly === true || query.seededAt === null;
  const items = page.items.filter((item, i, all) => all.findIndex((o) => o.code === item.code) === i);
  // This read's number: a listing still listed carries it (the pruner keeps what recent reads saw).
  const counted = await ctx.db
    .update(alertQueries)
    .set({ readCount: sql`${alertQueries.readCount} + 1` })
    .where(eq(alertQueries.id, query.id))
    .returning({ readCount: alertQueries.readCount });
  const readNo = counted[0]?.readCount ?? query.readCount + 1;
  let fresh: ProductSummary[] = [];
  // Most of a page was seen before: look those up (one index read) and write only the others.
  const codes = items.map((i) => i.code);
  const knownRows =
    items.length === 0
      ? []
      : await ctx.db
          .select({ code: alertQueryItems.code, lastSeenAt: alertQueryItems.lastSeenAt })
          .from(alertQueryItems)
          .where(and(eq(alertQueryItems.queryId, query.id), inArray(alertQueryItems.code, codes)));
  const known = new Set(knownRows.map((r) => r.code));
  // The known ones are marked as still listed, at most once an hour each (not 30 row writes per
  // read): the pruner's "absent for days" is exact to the hour, which is all it needs.
  const stale = knownRows.filter((r) => Date.now() - r.lastSeenAt.getTime() > SEEN_MARK_MS).map((r) => r.code);
  if (stale.length > 0) {
    await ctx.db
      .update(alertQueryItems)
      .set({ lastSeenAt: sql`now()`, lastSeenRead: readNo })
      .where(and(eq(alertQueryItems.queryId, query.id), inArray(alertQueryItems.code, stale)));
  }
  // On a site sorted by listing time, an unseen listing below one the query already knew is older
  // than it, so it was listed at the earlier read already: it came back onto the first page (a newer
  // one sold, or it was pruned from the seen set while off the page), it is not new. Remembered
  // silently. Sites without a listing-time sort cannot tell; the pruner's "absent for days and reads" rule covers them.
  const firstKnown = LISTING_TIME_SORT.has(site) ? items.findIndex((item) => known.has(item.code)) : -1;
  // On the others, the query's record of what the pruner dropped tells a returning listing.
  const pruned = new Set(query.prunedCodes ?? []);
  const isNew = (index: number) => !pruned.has(items[index]!.code) && (firstKnown === -1 || index < firstKnown);
  const unseen = items.map((item, index) => ({ item, index })).filter(({ item }) => !known.has(item.code));
  if (unseen.length > 0) {
    const inserted = await ctx.db
      .insert(alertQueryItems)
      .values(
        unseen.map(({ item, index }) => ({
          queryId: query.id,
          code: item.code,
          site: item.site,
          title: item.title,
          priceJpy: item.priceJpy,
          imageUrl: item.imageUrl,
          path: itemPath(item.site, item.code, item.isShopsProduct),
          isAuction: item.bidCount !== null || item.endTime !== null,
          seeded: seeding || !isNew(index),
          lastSeenRead: readNo,
        })),
      )
      .onConflictDoNothing()
      .returning({ code: alertQueryItems.code });
    const added = new Set(inserted.map((r) => r.code));
    fresh = seeding ? [] : unseen.filter(({ item, index }) => added.has(item.code) && isNew(index)).map(({ item }) => item);
  }
  if (seeding) await ctx.db.update(alertQueries).set({ seededAt: new Date() }).where(and(eq(alertQueries.id, query.id), isNull(alertQueries.seededAt)));
  return { fresh, seeded: seeding };
}

// ------------------------------------------------------------------------------------------------
// Scheduling: per-site intervals within the budget, leases
// ------------------------------------------------------------------------------------------------

/** Queries with someone to tell: a saved search that is not paused, or a seller watch. */
const ACTIVE_QUERY = sql`(exists (select 1 from saved_search_targets t join saved_searches s on s.id = t.saved_search_id where t.query_id = q.id and not s.paused)
  or exists (select 1 from watches w where w.query_id = q.id))`;
const ACTIVE_ITEM = sql`exists (select 1 from watches w where w.kind = 'item' and w.site = i.site and w.code = i.code)`;

export interface SiteLoad {
  site: SiteCode;
  queries: number;
  items: number;
  /** Requests per second the checker plans to spend on the site (its share of the budget). */
  plannedRatePerSecond: number;
  /** Seconds between two checks of one query or item. */
  intervalSeconds: number;
  /** What set it: the minimum, the site's budget, or what this process can check in time. */
  boundBy: 'minimum' | 'budget' | 'capacity';
}

/** Headroom over the measured cost of a pass: a pass must end well before the next is due. */
const CAPACITY_HEADROOM = 2;

/**
 * A query is read every READ_PERIOD × its site's interval, on a fixed slot (the next slot is
 * counted from the last one, not from when the check ended, so lag does not add up). A listing that
 * appears just after a read waits one period plus the lag of the round that finds it (claiming,
 * the read, the grouped notification at the round's end), so the period must be shorter than the
 * interval: with reads once per interval the delay p95 is 95 % of the interval before any lag.
 * The budget bound below is sized for reads at this period, so the reads still fit the share.
 */
export const READ_PERIOD = 0.75;

/**
 * Every site's interval: its active distinct queries and items, read once each per interval,
 * must fit `budgetShare` of the site's budget — interval = max(minimum, checks ÷ (rate × share)).
 * The cost grows with distinct queries, not with the customers who saved them.
 */
const loadCache = new WeakMap<AlertsContext, { at: number; loads: Promise<Record<SiteCode, SiteLoad>> }>();
/** How long a process reuses the counts behind the intervals (they change only with saves and deletes). */
const LOADS_TTL_MS = 10_000;

/** `siteLoads`, reused for a few seconds by the rounds of one process (ticks come every few seconds). */
export function cachedSiteLoads(ctx: AlertsContext): Promise<Record<SiteCode, SiteLoad>> {
  const hit = loadCache.get(ctx);
  if (hit && Date.now() - hit.at < LOADS_TTL_MS) return hit.loads;
  const loads = siteLoads(ctx);
  loadCache.set(ctx, { at: Date.now(), loads });
  loads.catch(() => loadCache.delete(ctx));
  return loads;
}

export async function siteLoads(ctx: AlertsContext): Promise<Record<SiteCode, SiteLoad>> {
  const { rows: q } = await ctx.database.executeSql(`SELECT q.site, count(*)::int AS n FROM alert_queries q WHERE ${sqlText(ACTIVE_QUERY)} GROUP BY q.site`);
  const { rows: i } = await ctx.database.executeSql(`SELECT i.site, count(*)::int AS n FROM watched_items i WHERE ${sqlText(ACTIVE_ITEM)} GROUP BY i.site`);
  const count = (rows: Record<string, unknown>[], site: string) => Number(rows.find((r) => r.site === site)?.n ?? 0);
  // Every site's checks go through this process's one event loop (and, on PGlite, one database
  // connection): a pass over all of them must fit in the interval too.
  const total = siteCodes.reduce((sum, site) => sum + count(q, site) + count(i, site), 0);
  const capacity = ctx.observed.msPerCheck === null ? 0 : Math.ceil((total * ctx.observed.msPerCheck * CAPACITY_HEADROOM) / 1000);
  const out = {} as Record<SiteCode, SiteLoad>;
  for (const site of siteCodes) {
    const queries = count(q, site);
    const items = count(i, site);
    const planned = ctx.budgetRates[site].ratePerSecond * ctx.settings.budgetShare;
    const budget = planned > 0 ? Math.ceil((queries + items) / (planned * READ_PERIOD)) : Number.POSITIVE_INFINITY;
    const intervalSeconds = Math.max(ctx.settings.minIntervalSeconds, budget, capacity);
    const boundBy = intervalSeconds === capacity && capacity > budget ? 'capacity' : intervalSeconds === budget ? 'budget' : 'minimum';
    out[site] = { site, queries, items, plannedRatePerSecond: planned, intervalSeconds, boundBy };
  }
  return out;
}

/** The SQL text of a `sql` fragment without parameters (the two above have none). */
function sqlText(fragment: ReturnType<typeof sql>): string {
  return fragment.queryChunks.map((chunk) => (chunk as { value?: string[] }).value?.join('') ?? '').join('');
}

/**
 * Takes up to `limit` due queries of a site for this process: due, not leased (or the lease ran
 * out), with someone to tell. `FOR UPDATE SKIP LOCKED` + the lease: another process running the
 * same claim at the same moment gets other rows.
 */
async function claimQueries(ctx: AlertsContext, site: SiteCode, roundStart: Date, force: boolean, limit: number): Promise<QueryRow[]> {
  const due = force ? `(q.last_checked_at IS NULL OR q.last_checked_at < $2)` : `q.next_check_at <= $2`;
  const { rows } = await ctx.database.executeSql(
    `UPDATE alert_queries SET lease_until = now() + make_interval(secs => $3::float8)
     WHERE id IN (
       SELECT q.id FROM alert_queries q
       WHERE q.site = $1 AND ${due} AND (q.lease_until IS NULL OR q.lease_until < now()) AND ${sqlText(ACTIVE_QUERY)}
       ORDER BY q.next_check_at, q.id LIMIT $4 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [site, roundStart.toISOString(), ctx.settings.leaseSeconds, limit],
  );
  const ids = rows.map((r) => String(r.id));
  return ids.length === 0 ? [] : ctx.db.select().from(alertQueries).where(inArray(alertQueries.id, ids));
}

async function claimItems(ctx: AlertsContext, site: SiteCode, roundStart: Date, force: boolean, limit: number): Promise<WatchedItemRow[]> {
  const due = force ? `(i.last_checked_at IS NULL OR i.last_checked_at < $2)` : `i.next_check_at <= $2`;
  const { rows } = await ctx.database.executeSql(
    `UPDATE watched_items w SET lease_until = now() + make_interval(secs => $3::float8)
     FROM (SELECT i.site, i.code FROM watched_items i
           WHERE i.site = $1 AND ${due} AND (i.lease_until IS NULL OR i.lease_until < now()) AND ${sqlText(ACTIVE_ITEM)}
           ORDER BY i.next_check_at, i.code LIMIT $4 FOR UPDATE SKIP LOCKED) d
     WHERE w.site = d.site AND w.code = d.code
     RETURNING w.code`,
    [site, roundStart.toISOString(), ctx.settings.leaseSeconds, limit],
  );
  const codes = rows.map((r) => String(r.code));
  return codes.length === 0 ? [] : ctx.db.select().from(watchedItems).where(and(eq(watchedItems.site, site), inArray(watchedItems.code, codes)));
}

// ------------------------------------------------------------------------------------------------
// A round
// ------------------------------------------------------------------------------------------------

export interface RoundSummary {
  startedAt: string;
  durationMs: number;
  /** Distinct queries and items read, per site. */
  queries: Partial<Record<SiteCode, number>>;
  items: Partial<Record<SiteCode, number>>;
  seeded: number;
  newListings: number;
  notifications: number;
  errors: number;
  intervals: Partial<Record<SiteCode, number>>;
  /** Seen-set rows the pruner dropped in this round (0 when it did not run). */
  pruned: number;
}

interface Pending {
  /** saved search id → new listings of its queries in this round (across sites). */
  searches: Map<string, { userId: string; label: string; items: FoundItem[] }>;
  /** seller watch id → new listings. */
  sellers: Map<string, { userId: string; name: string; items: FoundItem[]; path: string }>;
}

function found(ctx: AlertsContext, item: ProductSummary, rate: ExchangeRate): FoundItem {
  return {
    site: item.site,
    code: item.code,
    title: item.title,
    titleVi: vietnamese(ctx, item.title),
    priceJpy: item.priceJpy,
    priceVnd: item.priceJpy === null ? null : Number(jpyToVnd(jpy(item.priceJpy), rate)),
    imageUrl: item.imageUrl,
    path: itemPath(item.site, item.code, item.isShopsProduct),
    isAuction: item.bidCount !== null || item.endTime !== null,
    buyNow: item.buyNowPriceJpy !== null,
  };
}

function searchLabel(row: { keyword: string; site: string }): string {
  const site = row.site === 'all' ? alertsText.allSites : (siteText[row.site as SiteCode]?.name ?? row.site);
  return `${row.keyword} · ${site}`;
}

async function collectSubscribers(ctx: AlertsContext, query: QueryRow, fresh: FoundItem[], pending: Pending) {
  const subscribers = await ctx.db
    .select({ id: savedSearches.id, userId: savedSearches.userId, keyword: savedSearches.keyword, site: savedSearches.site })
    .from(savedSearchTargets)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchTargets.savedSearchId))
    .where(and(eq(savedSearchTargets.queryId, query.id), eq(savedSearches.paused, false)));
  for (const s of subscribers) {
    const entry = pending.searches.get(s.id) ?? { userId: s.userId, label: searchLabel(s), items: [] };
    entry.items.push(...fresh);
    pending.searches.set(s.id, entry);
  }
  const sellerWatches = await ctx.db.select().from(watches).where(eq(watches.queryId, query.id));
  for (const w of sellerWatches) {
    const entry = pending.sellers.get(w.id) ?? { userId: w.userId, name: w.title, items: [], path: w.path };
    entry.items.push(...fresh);
    pending.sellers.set(w.id, entry);
  }
}

const money = { jpy: (n: number) => formatJpy(jpy(n)), vnd: (n: number) => formatVnd(vnd(n)) };

function itemsData(items: FoundItem[]) {
  return items.map((item) => {
    const links = oneTapLinks(item);
    return {
      site: item.site,
      code: item.code,
      title: item.title,
      title_vi: item.titleVi,
      price_jpy: item.priceJpy,
      price_vnd: item.priceVnd,
      image: item.imageUrl,
      path: links.path,
      bid_path: links.bidPath,
      cart_path: links.cartPath,
    };
  });
}

async function flush(ctx: AlertsContext, pending: Pending): Promise<number> {
  let sent = 0;
  for (const [id, entry] of pending.searches) {
    const notice = groupMatches(entry.label, entry.items, money);
    if (notice.total === 0) continue;
    const only = notice.total === 1 ? notice.items[0] : undefined;
    await notify(
      ctx.db,
      {
        userId: entry.userId,
        category: 'saved_search',
        title: notice.title,
        body: notice.body,
        link: only ? only.path : `/account/saved-searches?open=${id}`,
        data: { saved_search_id: id, total: notice.total, items: itemsData(notice.items), ...(only ? { item_title: only.title } : {}) },
      },
      ctx.notify,
    );
    sent += 1;
  }
  for (const [id, entry] of pending.sellers) {
    const notice = groupMatches(entry.name, entry.items, money, alertsText.notices.sellerNewTitle);
    if (notice.total === 0) continue;
    const only = notice.total === 1 ? notice.items[0] : undefined;
    await notify(
      ctx.db,
      {
        userId: entry.userId,
        category: 'watch',
        title: notice.title,
        body: notice.body,
        link: only ? only.path : entry.path,
        data: { watch_id: id, total: notice.total, items: itemsData(notice.items) },
      },
      ctx.notify,
    );
    sent += 1;
  }
  return sent;
}

/** Checks one watched item and tells its watchers what changed; returns notifications sent. */
async function runItem(ctx: AlertsContext, row: WatchedItemRow, rate: ExchangeRate, now: Date): Promise<{ sent: number; nextAt: Date | null }> {
  const site = row.site as SiteCode;
  let product: Product | null;
  try {
    product = await ctx.adapters[site].item(row.code);
  } catch (error) {
    if (error instanceof UpstreamError && error.failure === 'rejected') product = null;
    else throw error;
  }
  const next = product ? itemState(product) : { priceJpy: row.priceJpy, available: false, auctionStatus: row.auctionStatus === 'open' ? 'closed' : row.auctionStatus, endTime: row.endTime };
  const watchers = await ctx.db.select().from(watches).where(and(eq(watches.kind, 'item'), eq(watches.site, site), eq(watches.code, row.code)));
  const title = (w: (typeof watchers)[number]) => vietnamese(ctx, product?.title ?? w.title) ?? product?.title ?? w.title;
  const priceText = (n: number | null) => (n === null ? '—' : formatJpy(jpy(n)));
  const priceDrop = row.priceJpy !== null && next.priceJpy !== null && next.priceJpy < row.priceJpy && next.available !== false && !(product?.auction);
  const backInStock = row.available === false && next.available === true;
  const sold = row.available === true && next.available === false;
  let sent = 0;
  let nextAt: Date | null = null;
  for (const w of watchers) {
    const events = w.events as string[];
    const notes: { title: string; body: string }[] = [];
    if (priceDrop && events.includes('price_drop')) {
      const vndText = next.priceJpy === null ? null : formatVnd(jpyToVnd(jpy(next.priceJpy), rate));
      notes.push({ title: alertsText.notices.priceDropTitle(title(w)), body: alertsText.notices.priceDropBody(priceText(row.priceJpy), priceText(next.priceJpy), vndText) });
    }
    if (backInStock && events.includes('back_in_stock')) notes.push({ title: alertsText.notices.backInStockTitle(title(w)), body: alertsText.notices.backInStockBody });
    if (sold && events.includes('sold')) notes.push({ title: alertsText.notices.soldTitle(title(w)), body: alertsText.notices.soldBody });
    let endingFor: Date | null = null;
    if (events.includes('ending') && next.auctionStatus === 'open' && next.endTime) {
      const lead = (w.endingMinutes ?? 10) * 60_000;
      const warnAt = new Date(next.endTime.getTime() - lead);
      const already = w.endingNotifiedFor !== null && w.endingNotifiedFor.getTime() === next.endTime.getTime();
      if (!already && warnAt <= now) {
        const minutes = Math.max(1, Math.round((next.endTime.getTime() - now.getTime()) / 60_000));
        notes.push({ title: alertsText.notices.endingTitle(title(w)), body: alertsText.notices.endingBody(minutes, priceText(next.priceJpy)) });
        endingFor = next.endTime;
      } else if (!already && (nextAt === null || warnAt < nextAt)) nextAt = warnAt;
    }
    if (notes.length === 0) continue;
    const links = oneTapLinks({ path: w.path, isAuction: next.auctionStatus !== null, buyNow: (product?.auction?.buyNowPriceJpy ?? null) !== null });
    await notify(
      ctx.db,
      {
        userId: w.userId,
        category: 'watch',
        title: notes[0]!.title,
        body: notes.map((n) => (n === notes[0] ? n.body : `${n.title}. ${n.body}`)).join('\n'),
        link: w.path,
        data: {
          watch_id: w.id,
          item_title: product?.title ?? w.title,
          items: [{ site, code: row.code, title: product?.title ?? w.title, title_vi: vietnamese(ctx, product?.title ?? w.title), price_jpy: next.priceJpy, path: links.path, bid_path: next.available ? links.bidPath : null, cart_path: next.available ? links.cartPath : null, image: w.imageUrl }],
        },
      },
      ctx.notify,
    );
    if (endingFor) await ctx.db.update(watches).set({ endingNotifiedFor: endingFor }).where(eq(watches.id, w.id));
    sent += 1;
  }
  await ctx.db
    .update(watchedItems)
    .set({ priceJpy: next.priceJpy, available: next.available, auctionStatus: next.auctionStatus, endTime: next.endTime })
    .where(and(eq(watchedItems.site, site), eq(watchedItems.code, row.code)));
  return { sent, nextAt };
}

export interface RoundOptions {
  /** Check every active query and item now, due or not (the sandbox's "run a round", tests, the benchmark). */
  force?: boolean;
  /** Only these sites. */
  sites?: readonly SiteCode[];
  /** How many queries of one site run at once (the budget paces them anyway). */
  concurrency?: number;
}

const CLAIM_BATCH = 25;

/** Moving average of a check's cost (a read and its bookkeeping) in this process. */
function noteCost(ctx: AlertsContext, ms: number): void {
  const previous = ctx.observed.msPerCheck;
  ctx.observed.msPerCheck = previous === null ? ms : (previous + ms) / 2;
}

let lastPrune = 0;
const lastSeenPrune = new WeakMap<object, number>();

/**
 * One round: for every site (in parallel; each has its own budget) take the due queries and items
 * batch by batch, read each once, then send one notification per saved search (and per seller
 * watch) with everything new it found in this round.
 */
export async function runRound(ctx: AlertsContext, options: RoundOptions = {}): Promise<RoundSummary> {
  const started = Date.now();
  // The database's clock decides what is due (all processes share it).
  const { rows } = await ctx.database.executeSql(`SELECT now() AS now`);
  const roundStart = new Date((rows[0] as { now: Date | string }).now);
  const loads = options.force ? await siteLoads(ctx) : await cachedSiteLoads(ctx);
  const { rate } = await currentRate(ctx.db);
  const pending: Pending = { searches: new Map(), sellers: new Map() };
  const summary: RoundSummary = { startedAt: roundStart.toISOString(), durationMs: 0, queries: {}, items: {}, seeded: 0, newListings: 0, notifications: 0, errors: 0, intervals: {}, pruned: 0 };
  const sites = options.sites ?? siteCodes;
  const concurrency = Math.max(1, options.concurrency ?? 4);

  await Promise.all(
    sites.map(async (site) => {
      const interval = loads[site].intervalSeconds;
      summary.intervals[site] = interval;
      // Spread the checks of a site over its interval so they do not bunch up. A regular check keeps
      // its slot: the next comes READ_PERIOD × interval after the slot it was due at (not after it
      // ended, so a busy round's lag is not added to every gap); one more than a period late gets a
      // random place within the period. A forced round keeps a query's place in the schedule, and one without a place (new, or
      // overdue) gets a random one within the period.
      const period = interval * READ_PERIOD;
      const nextCheck = () =>
        options.force === true
          ? sql`case when next_check_at > now() then next_check_at else now() + make_interval(secs => ${period}::float8 * random()) end`
          : sql`case when next_check_at + make_interval(secs => ${period}::float8) > now() then next_check_at + make_interval(secs => ${period}::float8) else now() + make_interval(secs => ${period}::float8 * random()) end`;
      for (;;) {
        const batch = await claimQueries(ctx, site, roundStart, options.force === true, CLAIM_BATCH);
        if (batch.length === 0) break;
        const queue = [...batch];
        await Promise.all(
          Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
            for (let query = queue.shift(); query; query = queue.shift()) {
              try {
                const result = await runQuery(ctx, query);
                summary.queries[site] = (summary.queries[site] ?? 0) + 1;
                if (result.seeded) summary.seeded += 1;
                if (result.fresh.length > 0) {
                  summary.newListings += result.fresh.length;
                  await collectSubscribers(ctx, query, result.fresh.map((item) => found(ctx, item, rate)), pending);
                }
                await ctx.db
                  .update(alertQueries)
                  .set({ lastCheckedAt: sql`now()`, nextCheckAt: nextCheck(), leaseUntil: null, lastError: null })
                  .where(eq(alertQueries.id, query.id));
              } catch (error) {
                summary.errors += 1;
                ctx.log.warn({ err: error, query: query.key }, 'alert query check failed');
                await ctx.db
                  .update(alertQueries)
                  .set({ lastCheckedAt: sql`now()`, nextCheckAt: nextCheck(), leaseUntil: null, lastError: String((error as Error)?.message ?? error).slice(0, 500) })
                  .where(eq(alertQueries.id, query.id));
              }
            }
          }),
        );
      }
      for (;;) {
        const batch = await claimItems(ctx, site, roundStart, options.force === true, CLAIM_BATCH);
        if (batch.length === 0) break;
        for (const row of batch) {
          let nextAt: Date | null = null;
          try {
            const result = await runItem(ctx, row, rate, new Date(ctx.now()));
            summary.items[site] = (summary.items[site] ?? 0) + 1;
            summary.notifications += result.sent;
            nextAt = result.nextAt;
          } catch (error) {
            summary.errors += 1;
            ctx.log.warn({ err: error, site, code: row.code }, 'watched item check failed');
          }
          // An auction whose "ending in N minutes" comes before the next regular check is checked then.
          await ctx.db
            .update(watchedItems)
            .set({
              lastCheckedAt: sql`now()`,
              leaseUntil: null,
              nextCheckAt: nextAt ? sql`least(${nextCheck()}, now() + make_interval(secs => ${Math.max(0, (nextAt.getTime() - ctx.now()) / 1000)}::float8))` : nextCheck(),
            })
            .where(and(eq(watchedItems.site, site), eq(watchedItems.code, row.code)));
        }
      }
    }),
  );
  summary.notifications += await flush(ctx, pending);
  if (options.force || Date.now() - lastPrune > 60_000) {
    lastPrune = Date.now();
    await pruneOrphans(ctx);
  }
  const lastSeen = lastSeenPrune.get(ctx.database) ?? 0;
  if (options.force || Date.now() - lastSeen > ctx.settings.pruneEverySeconds * 1000) {
    lastSeenPrune.set(ctx.database, Date.now());
    summary.pruned = await pruneSeen(ctx);
  }
  summary.durationMs = Date.now() - started;
  // A busy round tells what one check costs here (all sites share this process): rounds with a
  // handful of checks are mostly fixed overhead and are not counted.
  const checks = Object.values(summary.queries).reduce<number>((a, b) => a + (b ?? 0), 0) + Object.values(summary.items).reduce<number>((a, b) => a + (b ?? 0), 0);
  if (checks >= 20) noteCost(ctx, summary.durationMs / checks);
  return summary;
}

/** Queries nobody saves or watches any more, and items nobody watches, are forgotten. */
async function pruneOrphans(ctx: AlertsContext): Promise<void> {
  await ctx.database.executeSql(
    `DELETE FROM alert_queries q WHERE NOT EXISTS (SELECT 1 FROM saved_search_targets t WHERE t.query_id = q.id)
       AND NOT EXISTS (SELECT 1 FROM watches w WHERE w.query_id = q.id) AND q.created_at < now() - interval '1 hour'`,
  );
  await ctx.database.executeSql(
    `DELETE FROM watched_items i WHERE NOT EXISTS (SELECT 1 FROM watches w WHERE w.kind = 'item' AND w.site = i.site AND w.code = i.code)`,
  );
}

/**
 * Keeps the seen set bounded (ADR 0015 §7) without telling anything twice:
 * - a listing a query's reads still return keeps its row (every such read moves `last_seen_at` and
 *   `last_seen_read`), however old it is: a listing seen 30 days ago and still listed stays known;
 * - a row goes once its listing has been absent from the query's results for `seenKeepDays` days
 *   before the query's last read, AND for `seenKeepReads` reads (a paused search is not read, so
 *   nothing of it ages while it sleeps; "last seen" is moved at most hourly, which the days absorb);
 * - a query keeps at most `seenMaxPerQuery` rows, the most recently seen (never fewer than two
 *   pages, so the last read's listings always stay);
 * - queries nobody saves or watches go with their rows (pruneOrphans, cascade).
 * A dropped listing that comes back onto the first page later is not told again on the sites sorted
 * by listing time (runQuery: it comes below a listing the query knows).
 */
/** How many dropped codes a query remembers (ten bytes or so each: a few KB per query at most). */
const PRUNED_KEEP = 1000;

/**
 * On the sites whose "newest" sort is by score or update time (not LISTING_TIME_SORT), the codes a
 * prune dropped go to the query's `pruned_codes` (newest last, the last PRUNED_KEEP), so a listing
 * that returns to the first page after 14 days is remembered silently, not told again.
 */
async function rememberPruned(ctx: AlertsContext, rows: Record<string, unknown>[]): Promise<void> {
  const byQuery = new Map<string, string[]>();
  for (const row of rows) {
    if (LISTING_TIME_SORT.has(String(row.site) as SiteCode)) continue;
    const list = byQuery.get(String(row.query_id)) ?? [];
    list.push(String(row.code));
    byQuery.set(String(row.query_id), list);
  }
  for (const [queryId, codes] of byQuery) {
    await ctx.database.executeSql(
      `UPDATE alert_queries SET pruned_codes = (
         SELECT coalesce(array_agg(c ORDER BY o), '{}'::text[]) FROM (
           SELECT c, o FROM unnest(array_cat(pruned_codes, $2::text[])) WITH ORDINALITY AS t(c, o) ORDER BY o DESC LIMIT $3) kept)
       WHERE id = $1`,
      [queryId, codes, PRUNED_KEEP],
    );
  }
}

export async function pruneSeen(ctx: AlertsContext): Promise<number> {
  const { seenKeepDays, seenKeepReads } = ctx.settings;
  const max = Math.max(ctx.settings.seenMaxPerQuery, ctx.settings.pageSize * 2);
  const absent = await ctx.database.executeSql(
    `DELETE FROM alert_query_items i USING alert_queries q
     WHERE i.query_id = q.id AND i.last_seen_at < now() - make_interval(secs => $1::float8)
       AND i.last_seen_at < q.last_checked_at - make_interval(secs => $1::float8)
       AND q.read_count - i.last_seen_read >= $2
     RETURNING i.query_id, i.code, q.site`,
    [seenKeepDays * 86_400, seenKeepReads],
  );
  let dropped = absent.rows.length;
  await rememberPruned(ctx, absent.rows);
  const { rows: over } = await ctx.database.executeSql(`SELECT query_id FROM alert_query_items GROUP BY query_id HAVING count(*) > $1`, [max]);
  for (const row of over) {
    const capped = await ctx.database.executeSql(
      `DELETE FROM alert_query_items i WHERE i.query_id = $1 AND i.code IN (
         SELECT code FROM alert_query_items WHERE query_id = $1 ORDER BY last_seen_read DESC, last_seen_at DESC, code OFFSET $2)
       RETURNING i.query_id, i.code, i.site`,
      [row.query_id, max],
    );
    dropped += capped.rows.length;
    await rememberPruned(ctx, capped.rows);
  }
  return dropped;
}
