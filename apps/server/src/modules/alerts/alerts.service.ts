import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { UpstreamError, isSiteCode, siteCodes, type Product, type SiteCode } from '@kaimono/marketplaces';
import { itemWatchEvents, type AlertItemDto, type SavedSearchDto, type SavedSearchInput, type SavedSearchUpdate, type WatchDto, type WatchEvent, type WatchInput } from '@kaimono/contracts';
import { jpy, jpyToVnd } from '@kaimono/money';
import { alertQueries, alertQueryItems, savedSearches, savedSearchTargets, watchedItems, watches } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { itemPath } from '../catalog/index.ts';
import { currentRate } from '../rates/index.ts';
import { vipPerksOf } from '../vip/index.ts';
import type { AlertsContext } from './alerts.context.ts';
import { oneTapLinks } from './alerts.grouping.ts';
import { KEYWORD_MAX, queryKey, queryKeyword, tidyKeyword, type AlertQuerySpec } from './alerts.keys.ts';
import { itemState, runQuery, vietnamese } from './alerts.checker.ts';

/** Watches a customer may keep (items and sellers together). */
export const MAX_WATCHES = 200;
export const DEFAULT_ENDING_MINUTES = 10;
const ID_PATTERN = /^[\w.:-]{1,64}$/;

type SavedSearchRow = typeof savedSearches.$inferSelect;
type WatchRow = typeof watches.$inferSelect;

interface CleanSearch {
  site: SiteCode | 'all';
  keyword: string;
  autoTranslate: 'on' | 'off' | 'auto';
  categoryId: string | null;
  priceMinJpy: number | null;
  priceMaxJpy: number | null;
  condition: 'new' | 'used' | null;
  listingType: 'auction' | 'fixed' | null;
}

// ------------------------------------------------------------------------------------------------
// Saved searches
// ------------------------------------------------------------------------------------------------

/** The rules of a saved search; each bad value has its own catalogue message (400, nothing saved). */
async function clean(ctx: AlertsContext, input: Required<Pick<SavedSearchInput, 'site' | 'keyword'>> & SavedSearchInput): Promise<CleanSearch> {
  const keyword = tidyKeyword(input.keyword);
  if (keyword === '') throw new AppError(400, 'SAVED_SEARCH_KEYWORD_EMPTY');
  if (keyword.length > KEYWORD_MAX) throw new AppError(400, 'SAVED_SEARCH_KEYWORD_TOO_LONG');
  const site = input.site === 'all' ? 'all' : isSiteCode(input.site) ? input.site : null;
  if (!site) throw new AppError(400, 'SAVED_SEARCH_SITE_UNKNOWN');
  const condition = input.condition ?? null;
  if (condition !== null && condition !== 'new' && condition !== 'used') throw new AppError(400, 'SAVED_SEARCH_FILTER_INVALID');
  const listingType = input.listing_type ?? null;
  if (listingType !== null && listingType !== 'auction' && listingType !== 'fixed') throw new AppError(400, 'SAVED_SEARCH_FILTER_INVALID');
  const priceMin = input.price_min ?? null;
  const priceMax = input.price_max ?? null;
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) throw new AppError(400, 'SAVED_SEARCH_PRICE_RANGE_INVALID');
  const categoryId = input.category?.trim() || null;
  if (categoryId !== null) {
    if (site === 'all' || !ID_PATTERN.test(categoryId) || !(await categoryExists(ctx, site, categoryId))) throw new AppError(400, 'SAVED_SEARCH_CATEGORY_UNKNOWN');
  }
  return { site, keyword, autoTranslate: input.auto_translate ?? 'auto', categoryId, priceMinJpy: priceMin, priceMaxJpy: priceMax, condition, listingType };
}

/**
 * A category of the site: in the sandbox its category tree; live, the site itself (a search of
 * one listing in it: the site rejects an unknown id).
 */
async function categoryExists(ctx: AlertsContext, site: SiteCode, categoryId: string): Promise<boolean> {
  if (ctx.sandbox) return ctx.sandbox.catalog.trees[site].byId.has(categoryId);
  try {
    await ctx.adapters[site].search({ categoryId, pageSize: 1, page: 1 });
    return true;
  } catch (error) {
    if (error instanceof UpstreamError && error.failure === 'rejected') return false;
    throw error;
  }
}

function specsOf(search: CleanSearch, searchedKeyword: string): AlertQuerySpec[] {
  const sites = search.site === 'all' ? [...siteCodes] : [search.site];
  return sites.map((site) => ({
    site,
    keyword: queryKeyword(searchedKeyword),
    categoryId: search.categoryId,
    sellerId: null,
    priceMinJpy: search.priceMinJpy,
    priceMaxJpy: search.priceMaxJpy,
    condition: search.condition,
    listingType: search.listingType,
  }));
}

/** The query row of a spec (created when new); returns it with whether it still needs its first run. */
export async function ensureQuery(db: Db, spec: AlertQuerySpec): Promise<typeof alertQueries.$inferSelect> {
  const key = queryKey(spec);
  const [inserted] = await db
    .insert(alertQueries)
    .values({ key, ...spec })
    .onConflictDoNothing({ target: alertQueries.key })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(alertQueries).where(eq(alertQueries.key, key));
  return existing!;
}

async function newCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: savedSearches.id, n: sql<number>`count(distinct (${alertQueryItems.site}, ${alertQueryItems.code}))::int` })
    .from(savedSearches)
    .innerJoin(savedSearchTargets, eq(savedSearchTargets.savedSearchId, savedSearches.id))
    .innerJoin(alertQueryItems, and(eq(alertQueryItems.queryId, savedSearchTargets.queryId), eq(alertQueryItems.seeded, false)))
    .where(and(inArray(savedSearches.id, ids), gt(alertQueryItems.firstSeenAt, savedSearches.lastVisitedAt), gt(alertQueryItems.firstSeenAt, savedSearches.createdAt)))
    .groupBy(savedSearches.id);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

function toDto(row: SavedSearchRow, newCount: number): SavedSearchDto {
  return {
    id: row.id,
    site: row.site,
    keyword: row.keyword,
    auto_translate: row.autoTranslate as SavedSearchDto['auto_translate'],
    searched_keyword: row.searchedKeyword,
    category: row.categoryId,
    price_min: row.priceMinJpy,
    price_max: row.priceMaxJpy,
    condition: row.condition as SavedSearchDto['condition'],
    listing_type: row.listingType as SavedSearchDto['listing_type'],
    paused: row.paused,
    new_count: newCount,
    last_visited_at: row.lastVisitedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listSavedSearches(ctx: AlertsContext, userId: string) {
  const rows = await ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt));
  const counts = await newCounts(ctx.db, rows.map((r) => r.id));
  const perks = await vipPerksOf(ctx.db, userId);
  return { results: rows.map((r) => toDto(r, counts.get(r.id) ?? 0)), limit: perks.max_saved_searches, used: rows.length };
}

async function ownedSearch(db: Db, userId: string, id: string): Promise<SavedSearchRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError(404, 'SAVED_SEARCH_NOT_FOUND');
  const [row] = await db.select().from(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  if (!row) throw new AppError(404, 'SAVED_SEARCH_NOT_FOUND');
  return row;
}

/** Same site, keyword and filters as one the customer has: saving it again is refused. */
async function duplicateOf(db: Db, userId: string, search: CleanSearch, exceptId: string | null): Promise<boolean> {
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.userId, userId));
  const key = (s: Pick<SavedSearchRow, 'site' | 'keyword' | 'autoTranslate' | 'categoryId' | 'priceMinJpy' | 'priceMaxJpy' | 'condition' | 'listingType'>) =>
    JSON.stringify([s.site, queryKeyword(s.keyword), s.autoTranslate, s.categoryId, s.priceMinJpy, s.priceMaxJpy, s.condition, s.listingType]);
  const wanted = key({ ...search });
  return rows.some((r) => r.id !== exceptId && key(r) === wanted);
}

/** Links the saved search to its queries (one per site), replacing any it had. */
async function attachQueries(db: Db, savedSearchId: string, specs: AlertQuerySpec[]) {
  const queries = [];
  for (const spec of specs) queries.push(await ensureQuery(db, spec));
  await db.delete(savedSearchTargets).where(eq(savedSearchTargets.savedSearchId, savedSearchId));
  await db.insert(savedSearchTargets).values(queries.map((q) => ({ savedSearchId, queryId: q.id })));
  return queries;
}

/** First runs of queries nobody ran yet: what the sites list now is remembered, nobody is told. */
async function seedNew(ctx: AlertsContext, queries: (typeof alertQueries.$inferSelect)[]) {
  await Promise.all(
    queries
      .filter((q) => q.seededAt === null)
      .map((q) => runQuery(ctx, q, { seedOnly: true }).catch((error: unknown) => ctx.log.warn({ err: error, query: q.key }, 'seeding an alert query failed; the checker will seed it'))),
  );
}

export interface SaveOptions {
  /** Run a new query's first (silent) check now (default true; the benchmark seeds in its first round). */
  seed?: boolean;
}

export async function createSavedSearch(ctx: AlertsContext, userId: string, input: SavedSearchInput, options: SaveOptions = {}): Promise<SavedSearchDto> {
  const search = await clean(ctx, input);
  const translation = await ctx.translator.keywordForSearch(search.keyword, search.autoTranslate);
  const searched = tidyKeyword(translation.searched || search.keyword);
  const { row, queries } = await ctx.db.transaction(async (tx) => {
    // One customer's saves take turns, so two at once cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`saved-searches:${userId}`}, 0))`);
    const perks = await vipPerksOf(tx, userId);
    const [{ n }] = (await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId))) as [{ n: number }];
    if (Number(n) >= perks.max_saved_searches) {
      throw new AppError(409, 'SAVED_SEARCH_LIMIT_REACHED', `Bạn đã lưu tối đa ${perks.max_saved_searches} tìm kiếm của hạng ${perks.name}. Hãy xóa bớt hoặc nâng hạng VIP để lưu thêm.`);
    }
    if (await duplicateOf(tx, userId, search, null)) throw new AppError(409, 'SAVED_SEARCH_DUPLICATE');
    const [created] = await tx
      .insert(savedSearches)
      .values({ userId, ...search, searchedKeyword: searched })
      .returning();
    return { row: created!, queries: await attachQueries(tx, created!.id, specsOf(search, searched)) };
  });
  if (options.seed ?? true) await seedNew(ctx, queries);
  return toDto(row, 0);
}

export async function updateSavedSearch(ctx: AlertsContext, userId: string, id: string, patch: SavedSearchUpdate): Promise<SavedSearchDto> {
  const row = await ownedSearch(ctx.db, userId, id);
  const changesQuery = (['site', 'keyword', 'auto_translate', 'category', 'price_min', 'price_max', 'condition', 'listing_type'] as const).some((k) => patch[k] !== undefined);
  if (!changesQuery) {
    const [updated] = await ctx.db
      .update(savedSearches)
      .set({ ...(patch.paused !== undefined ? { paused: patch.paused } : {}), updatedAt: new Date() })
      .where(eq(savedSearches.id, row.id))
      .returning();
    return toDto(updated!, (await newCounts(ctx.db, [row.id])).get(row.id) ?? 0);
  }
  const search = await clean(ctx, {
    site: patch.site ?? row.site,
    keyword: patch.keyword ?? row.keyword,
    auto_translate: patch.auto_translate ?? (row.autoTranslate as 'on' | 'off' | 'auto'),
    category: patch.category !== undefined ? patch.category : row.categoryId,
    price_min: patch.price_min !== undefined ? patch.price_min : row.priceMinJpy,
    price_max: patch.price_max !== undefined ? patch.price_max : row.priceMaxJpy,
    condition: patch.condition !== undefined ? patch.condition : row.condition,
    listing_type: patch.listing_type !== undefined ? patch.listing_type : row.listingType,
  });
  if (await duplicateOf(ctx.db, userId, search, row.id)) throw new AppError(409, 'SAVED_SEARCH_DUPLICATE');
  const translation = await ctx.translator.keywordForSearch(search.keyword, search.autoTranslate);
  const searched = tidyKeyword(translation.searched || search.keyword);
  const { updated, queries } = await ctx.db.transaction(async (tx) => {
    const [next] = await tx
      .update(savedSearches)
      .set({ ...search, searchedKeyword: searched, ...(patch.paused !== undefined ? { paused: patch.paused } : {}), updatedAt: new Date() })
      .where(eq(savedSearches.id, row.id))
      .returning();
    return { updated: next!, queries: await attachQueries(tx, row.id, specsOf(search, searched)) };
  });
  await seedNew(ctx, queries);
  return toDto(updated, 0);
}

export async function deleteSavedSearch(ctx: AlertsContext, userId: string, id: string): Promise<void> {
  const row = await ownedSearch(ctx.db, userId, id);
  await ctx.db.delete(savedSearches).where(eq(savedSearches.id, row.id));
}

/** A listing as the web shows it (Vietnamese title, price in yen and dong, one-tap links). */
export function itemDto(
  item: { site: string; code: string; title: string; priceJpy: number | null; imageUrl: string | null; path: string; isAuction: boolean; firstSeenAt: Date },
  titleVi: string | null,
  rate: Parameters<typeof jpyToVnd>[1],
  isNew: boolean,
): AlertItemDto {
  const links = oneTapLinks(item);
  return {
    site: item.site as SiteCode,
    code: item.code,
    title: item.title,
    title_vi: titleVi,
    price_jpy: item.priceJpy,
    price_vnd: item.priceJpy === null ? null : Number(jpyToVnd(jpy(item.priceJpy), rate)),
    image: item.imageUrl,
    path: links.path,
    bid_path: links.bidPath,
    cart_path: links.cartPath,
    is_auction: item.isAuction,
    found_at: item.firstSeenAt.toISOString(),
    is_new: isNew,
  };
}

/**
 * What the saved search found (not the listings of its first run), newest first, each marked new
 * when found after the previous visit; the visit is then recorded.
 */
export async function savedSearchMatches(ctx: AlertsContext, userId: string, id: string, limit = 100) {
  const row = await ownedSearch(ctx.db, userId, id);
  const items = await ctx.db
    .selectDistinctOn([alertQueryItems.firstSeenAt, alertQueryItems.site, alertQueryItems.code], {
      site: alertQueryItems.site,
      code: alertQueryItems.code,
      title: alertQueryItems.title,
      priceJpy: alertQueryItems.priceJpy,
      imageUrl: alertQueryItems.imageUrl,
      path: alertQueryItems.path,
      isAuction: alertQueryItems.isAuction,
      firstSeenAt: alertQueryItems.firstSeenAt,
    })
    .from(alertQueryItems)
    .innerJoin(savedSearchTargets, eq(savedSearchTargets.queryId, alertQueryItems.queryId))
    .where(and(eq(savedSearchTargets.savedSearchId, row.id), eq(alertQueryItems.seeded, false), gt(alertQueryItems.firstSeenAt, row.createdAt)))
    .orderBy(desc(alertQueryItems.firstSeenAt), alertQueryItems.site, alertQueryItems.code)
    .limit(limit);
  const { rate } = await currentRate(ctx.db);
  const newCount = (await newCounts(ctx.db, [row.id])).get(row.id) ?? 0;
  const results = items.map((item) => itemDto(item, vietnamese(ctx, item.title), rate, item.firstSeenAt > row.lastVisitedAt));
  await ctx.db.update(savedSearches).set({ lastVisitedAt: new Date() }).where(eq(savedSearches.id, row.id));
  return { data: toDto(row, newCount), results };
}

// ------------------------------------------------------------------------------------------------
// Watches
// ------------------------------------------------------------------------------------------------

function watchDto(row: WatchRow): WatchDto {
  return {
    id: row.id,
    kind: row.kind as WatchDto['kind'],
    site: row.site as SiteCode,
    code: row.code,
    events: row.events as WatchEvent[],
    ending_minutes: row.endingMinutes,
    title: row.title,
    image: row.imageUrl,
    path: row.path,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listWatches(ctx: AlertsContext, userId: string, filter: { site?: string | undefined; code?: string | undefined } = {}) {
  const rows = await ctx.db
    .select()
    .from(watches)
    .where(and(eq(watches.userId, userId), filter.site ? eq(watches.site, filter.site) : undefined, filter.code ? eq(watches.code, filter.code) : undefined))
    .orderBy(desc(watches.createdAt));
  return rows.map(watchDto);
}

async function readItem(ctx: AlertsContext, site: SiteCode, code: string): Promise<Product | null> {
  if (!/^[\w.:-]{1,80}$/.test(code)) return null;
  try {
    return await ctx.adapters[site].item(code);
  } catch (error) {
    if (error instanceof UpstreamError && (error.failure === 'rejected' || error.failure === 'bad_status')) return null;
    throw error;
  }
}

export async function createWatch(ctx: AlertsContext, userId: string, input: WatchInput): Promise<WatchDto> {
  if (!isSiteCode(input.site)) throw new AppError(400, 'SAVED_SEARCH_SITE_UNKNOWN');
  const site = input.site;
  const allowed: readonly WatchEvent[] = input.kind === 'item' ? itemWatchEvents : ['new_listing'];
  const events = [...new Set(input.events ?? allowed)];
  if (events.length === 0 || events.some((e) => !(allowed as readonly string[]).includes(e))) throw new AppError(400, 'WATCH_EVENTS_INVALID');
  const code = input.code.trim();

  let title: string;
  let imageUrl: string | null = null;
  let path: string;
  let state: ReturnType<typeof itemState> | null = null;
  let querySpec: AlertQuerySpec | null = null;
  if (input.kind === 'item') {
    const product = await readItem(ctx, site, code);
    if (!product) throw new AppError(404, 'WATCH_ITEM_NOT_FOUND');
    title = product.title;
    imageUrl = product.imageUrl ?? product.images[0] ?? null;
    path = itemPath(product.site, product.code, product.isShopsProduct);
    state = itemState(product);
  } else {
    if (!ID_PATTERN.test(code)) throw new AppError(404, 'WATCH_SELLER_NOT_FOUND');
    const adapter = ctx.adapters[site];
    const profile = adapter.seller ? await adapter.seller(code).catch(() => null) : null;
    if (!profile) {
      const page = await adapter.search({ sellerId: code, pageSize: 1, page: 1 }).catch(() => null);
      const first = page?.items[0];
      if (!first) throw new AppError(404, 'WATCH_SELLER_NOT_FOUND');
      title = first.sellerName ?? code;
    } else title = profile.name;
    path = `/${site}/search?seller_id=${encodeURIComponent(code)}`;
    querySpec = { site, keyword: null, categoryId: null, sellerId: code, priceMinJpy: null, priceMaxJpy: null, condition: null, listingType: null };
  }

  const { row, query } = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`watches:${userId}`}, 0))`);
    const [{ n }] = (await tx.select({ n: count() }).from(watches).where(eq(watches.userId, userId))) as [{ n: number }];
    const [existing] = await tx.select().from(watches).where(and(eq(watches.userId, userId), eq(watches.kind, input.kind), eq(watches.site, site), eq(watches.code, code)));
    if (!existing && Number(n) >= MAX_WATCHES) throw new AppError(409, 'WATCH_LIMIT_REACHED');
    const query = querySpec ? await ensureQuery(tx, querySpec) : null;
    const values = {
      userId,
      kind: input.kind,
      site,
      code,
      events,
      endingMinutes: input.kind === 'item' ? (input.ending_minutes ?? DEFAULT_ENDING_MINUTES) : null,
      title,
      imageUrl,
      path,
      queryId: query?.id ?? null,
    };
    const [saved] = existing
      ? await tx.update(watches).set(values).where(eq(watches.id, existing.id)).returning()
      : await tx.insert(watches).values(values).returning();
    if (state) await tx.insert(watchedItems).values({ site, code, ...state }).onConflictDoNothing();
    return { row: saved!, query };
  });
  if (query) await seedNew(ctx, [query]);
  return watchDto(row);
}

export async function deleteWatch(ctx: AlertsContext, userId: string, id: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError(404, 'WATCH_NOT_FOUND');
  const removed = await ctx.db.delete(watches).where(and(eq(watches.id, id), eq(watches.userId, userId))).returning({ id: watches.id });
  if (removed.length === 0) throw new AppError(404, 'WATCH_NOT_FOUND');
}
