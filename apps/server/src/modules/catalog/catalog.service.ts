import type { ProductDetailDto, ProductSummaryDto } from '@kaimono/contracts';
import {
  listingUrl,
  siteCodes,
  type CategoryNode,
  type MarketplaceAdapter,
  type Product,
  type SearchPage,
  type SearchQuery,
  type SiteCode,
  UpstreamError,
} from '@kaimono/marketplaces';
import { TtlCache } from '../../platform/cache.ts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { currentRate, toRateDto } from '../rates/index.ts';
import { popularKeywords } from '../search/index.ts';
import { productToSummary, toDetailDto, toSummaryDto } from './catalog.mapper.ts';
import * as repo from './catalog.repository.ts';
import { categoryNames, sandboxCategoryNames } from './catalog.category-names.ts';

import type { AutoTranslate, CatalogTranslator } from '../../platform/deps.ts';

export type { AutoTranslate, CatalogTranslator };

export interface CatalogContext {
  db: Db;
  adapters: Record<SiteCode, MarketplaceAdapter>;
  translator: CatalogTranslator;
  /** For writes done after the answer (recently viewed, first-seen category names). */
  log?: { warn(details: object, message: string): void };
}

/** Who is looking: a customer id or a guest's visitor id (for recently viewed). */
export interface Viewer {
  userId: string | null;
  visitorId: string | null;
}

export function ownerKey(viewer: Viewer): string | null {
  if (viewer.userId) return `u:${viewer.userId}`;
  if (viewer.visitorId) return `v:${viewer.visitorId}`;
  return null;
}

export function adapterFor(ctx: CatalogContext, site: SiteCode): MarketplaceAdapter {
  return ctx.adapters[site];
}

export function isValidItemCode(site: SiteCode, code: string): boolean {
  try {
    listingUrl(site, code);
    return true;
  } catch {
    return false;
  }
}

export interface SiteSearchInput {
  keyword?: string | undefined;
  autoTranslate: AutoTranslate;
  category?: string | undefined;
  sellerId?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  condition?: 'new' | 'used' | undefined;
  listingType?: 'auction' | 'fixed' | undefined;
  sort: SearchQuery['sort'];
  page: number;
  size: number;
}

export interface SiteSearchResult {
  /** The page's position and totals (its items are `results`). */
  page: Omit<SearchPage, 'items'>;
  results: ProductSummaryDto[];
  translation?: { original: string; searched: string; translated: boolean };
}

export async function summaries(ctx: CatalogContext, items: SearchPage['items']): Promise<ProductSummaryDto[]> {
  const [{ rate }] = await Promise.all([currentRate(ctx.db), ctx.translator.prepare?.(items.map((item) => item.title))]);
  const results = items.map((item) => toSummaryDto(item, rate, ctx.translator.toVietnamese(item.title)));
  storeTitleTranslations(ctx);
  return results;
}

/**
 * Finished search answers for a short time: a popular search is then only serialised, not parsed,
 * translated and mapped again. Shorter than the adapters' own cache so prices stay as fresh.
 * Only the answer is kept, not the adapter's raw items too: whatever stays here is copied by the
 * young-generation collections that the requests around it wait for.
 */
const SEARCH_RESULT_TTL_MS = 20_000;
const searchResults = new WeakMap<CatalogContext['adapters'], TtlCache<SiteSearchResult>>();

export async function searchSite(ctx: CatalogContext, site: SiteCode, input: SiteSearchInput): Promise<SiteSearchResult> {
  let cache = searchResults.get(ctx.adapters);
  if (!cache) searchResults.set(ctx.adapters, (cache = new TtlCache<SiteSearchResult>(500)));
  const found = await cache.getOrLoad(`${site}\u0000${JSON.stringify(input)}`, SEARCH_RESULT_TTL_MS, () => searchSiteUncached(ctx, site, input));
  return withCurrentTitles(ctx, found);
}

/**
 * A kept answer with the Vietnamese titles of now (a staff correction made since shows at once):
 * the translator answers from memory, and the answer is only copied when a title changed.
 */
function withCurrentTitles(ctx: CatalogContext, found: SiteSearchResult): SiteSearchResult {
  let changed = false;
  const results = found.results.map((item) => {
    const titleVi = ctx.translator.toVietnamese(item.title);
    if (titleVi === item.title_vi) return item;
    changed = true;
    return { ...item, title_vi: titleVi };
  });
  return changed ? { ...found, results } : found;
}

async function searchSiteUncached(ctx: CatalogContext, site: SiteCode, input: SiteSearchInput): Promise<SiteSearchResult> {
  const keyword = input.keyword?.trim().replace(/\s+/g, ' ').slice(0, 100) ?? '';
  const translation = keyword ? await ctx.translator.keywordForSearch(keyword, input.autoTranslate) : undefined;
  if (input.priceMin !== undefined && input.priceMax !== undefined && input.priceMin > input.priceMax) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Giá thấp nhất không được lớn hơn giá cao nhất.');
  }
  const page = await withCategory(input.category, () => adapterFor(ctx, site).search({
    ...(translation?.searched ? { keyword: translation.searched } : {}),
    ...(input.category ? { categoryId: input.category } : {}),
    ...(input.sellerId ? { sellerId: input.sellerId } : {}),
    ...(input.priceMin !== undefined ? { priceMinJpy: input.priceMin } : {}),
    ...(input.priceMax !== undefined ? { priceMaxJpy: input.priceMax } : {}),
    ...(input.condition ? { condition: input.condition } : {}),
    ...(input.listingType ? { listingType: input.listingType } : {}),
    sort: input.sort,
    page: input.page,
    pageSize: input.size,
    onlyAvailable: true,
  }));
  const { items, ...position } = page;
  return { page: position, results: await summaries(ctx, items), ...(translation ? { translation } : {}) };
}

export async function loadProduct(ctx: CatalogContext, site: SiteCode, code: string): Promise<Product> {
  if (!isValidItemCode(site, code)) throw new AppError(404, 'ITEM_CODE_INVALID');
  const product = await adapterFor(ctx, site).item(code);
  if (!product) throw new AppError(404, 'ITEM_NOT_FOUND');
  return product;
}

export async function itemDetail(ctx: CatalogContext, site: SiteCode, code: string, viewer: Viewer): Promise<ProductDetailDto> {
  const product = await loadProduct(ctx, site, code);
  const current = await currentRate(ctx.db);
  const key = ownerKey(viewer);
  if (key) {
    const summary = productToSummary(product);
    const snapshot = {
      site: product.site,
      code: product.code,
      title: product.title,
      image: summary.imageUrl,
      priceJpy: product.priceJpy,
      isShopsProduct: product.isShopsProduct,
      seller: product.seller ? { id: product.seller.id, name: product.seller.name, isStore: product.seller.isStore } : null,
    };
    afterAnswer(ctx, 'recording an item view failed', () => repo.recordView(ctx.db, key, snapshot));
  }
  const [translated] = await Promise.all([categoryNamesVi(ctx, site, product.categoryPath), ctx.translator.prepare?.([product.title])]);
  const detail = toDetailDto(product, current.rate, toRateDto(current), {
    titleVi: ctx.translator.toVietnamese(product.title),
    categoryVi: (id) => translated.get(id) ?? null,
  });
  storeTitleTranslations(ctx);
  return detail;
}

/** Items like this one: the same category, without the item itself. */
export async function relatedItems(ctx: CatalogContext, site: SiteCode, code: string, size = 12): Promise<ProductSummaryDto[]> {
  const product = await loadProduct(ctx, site, code);
  const categoryId = product.categoryPath.at(-1)?.id ?? product.categoryId ?? undefined;
  const page = await adapterFor(ctx, site).search({
    ...(categoryId ? { categoryId } : { keyword: product.title.split(/\s+/).slice(0, 2).join(' ') }),
    sort: 'popular',
    pageSize: size + 1,
    onlyAvailable: true,
  });
  return summaries(ctx, page.items.filter((i) => i.code !== code).slice(0, size));
}

/** Popular searches to browse a site by when it has no category list (PayPay has none). */
const FALLBACK_BROWSE_KEYWORDS = ['ポケモン', 'ナイキ', 'iPhone', 'ワンピース'];

/**
 * A search for a landing list. The sites' search calls need a keyword, a category or a seller, so
 * a list "of the whole site" is gathered from its first four top categories (or, for a site
 * without categories, its most searched keywords), interleaved.
 */
/**
 * A site refused the call (`rejected`: HTTP 400/404 for the query, e.g. Rakuten's `wrong_parameter`
 * "specify valid genreId") while a category was asked for: the category is what it does not know,
 * so the buyer gets 404 CATEGORY_NOT_FOUND, not "cannot reach the marketplace" (issue 13 §7).
 */
async function withCategory<T>(categoryId: string | null | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (categoryId && error instanceof UpstreamError && error.failure === 'rejected') throw new AppError(404, 'CATEGORY_NOT_FOUND');
    throw error;
  }
}

async function browse(ctx: CatalogContext, site: SiteCode, query: SearchQuery): Promise<SearchPage> {
  const adapter = adapterFor(ctx, site);
  if (query.keyword || query.categoryId || query.sellerId) return withCategory(query.categoryId, () => adapter.search(query));
  const scopes: SearchQuery[] = adapter.categories
    ? (await adapter.categories(null)).slice(0, 4).map((root) => ({ ...query, categoryId: root.id }))
    : (await browseKeywords(ctx, site)).map((keyword) => ({ ...query, keyword }));
  const pages = await Promise.all(scopes.map((scope) => adapter.search(scope)));
  const merged: SearchPage['items'] = [];
  const seen = new Set<string>();
  for (let i = 0; merged.length < (query.pageSize ?? 20) && pages.some((p) => i < p.items.length); i += 1) {
    for (const p of pages) {
      const item = p.items[i];
      if (item && !seen.has(item.code)) {
        seen.add(item.code);
        merged.push(item);
      }
    }
  }
  if (query.sort === 'ending_soon') merged.sort((a, b) => (a.endTime ?? '').localeCompare(b.endTime ?? ''));
  if (query.sort === 'most_bids' || query.sort === 'popular') merged.sort((a, b) => (b.bidCount ?? 0) - (a.bidCount ?? 0));
  if (query.sort === 'price_asc') merged.sort((a, b) => (a.priceJpy ?? Infinity) - (b.priceJpy ?? Infinity));
  const items = merged.slice(0, query.pageSize ?? 20);
  return { items, page: query.page ?? 1, pageSize: query.pageSize ?? 20, total: pages.reduce((n, p) => n + p.total, 0), hasNext: pages.some((p) => p.hasNext) };
}

async function browseKeywords(ctx: CatalogContext, site: SiteCode): Promise<string[]> {
  const keywords = (await popularKeywords(ctx.db, site, 4)).map((r) => r.name);
  for (const fallback of FALLBACK_BROWSE_KEYWORDS) if (keywords.length < 4 && !keywords.includes(fallback)) keywords.push(fallback);
  return keywords;
}

/** A site's ranking: its own ranking call where it has one, else its most popular listings. */
export async function ranking(ctx: CatalogContext, site: SiteCode, options: { categoryId?: string; page?: number; size?: number } = {}) {
  const adapter = adapterFor(ctx, site);
  const page = adapter.ranking
    ? await withCategory(options.categoryId, () =>
        adapter.ranking!({ ...(options.categoryId ? { categoryId: options.categoryId } : {}), page: options.page ?? 1, ...(options.size ? { pageSize: options.size } : {}) }),
      )
    : await browse(ctx, site, {
        ...(options.categoryId ? { categoryId: options.categoryId } : {}),
        sort: 'popular',
        page: options.page ?? 1,
        pageSize: options.size ?? 20,
        onlyAvailable: true,
      });
  return { page, results: await summaries(ctx, page.items) };
}

/** Newest listings: what a site's landing page shows first. */
export async function newest(ctx: CatalogContext, site: SiteCode, options: { categoryId?: string; size?: number; listingType?: 'auction' | 'fixed' } = {}) {
  const page = await browse(ctx, site, {
    ...(options.categoryId ? { categoryId: options.categoryId } : {}),
    ...(options.listingType ? { listingType: options.listingType } : {}),
    sort: 'newest',
    pageSize: options.size ?? 20,
    onlyAvailable: true,
  });
  return summaries(ctx, page.items);
}

/**
 * "Giá tốt": the cheapest available listings among the popular ones, skipping near-free junk
 * (below ¥500). The sites' own sale flags are not consistent enough across the six to rely on.
 */
export async function deals(ctx: CatalogContext, site: SiteCode, options: { categoryId?: string; size?: number } = {}) {
  const page = await browse(ctx, site, {
    ...(options.categoryId ? { categoryId: options.categoryId } : {}),
    sort: 'price_asc',
    priceMinJpy: 500,
    pageSize: options.size ?? 20,
    onlyAvailable: true,
  });
  return summaries(ctx, page.items);
}

/** Auctions ending soonest with bids on them (Yahoo "outstanding"). */
export async function endingSoon(ctx: CatalogContext, site: SiteCode, size = 20) {
  const page = await browse(ctx, site, { listingType: 'auction', sort: 'ending_soon', pageSize: size, onlyAvailable: true });
  return summaries(ctx, page.items);
}

/**
 * Writes the answer does not depend on (an item view for "recently viewed", a machine-translated
 * category name) run after it is sent, one after another per database, in order. On the embedded
 * database a query runs on the server's only thread, so a write awaited in the handler is time every
 * buyer waits for. Readers of what they write call `afterAnswerSettled` first, so a buyer still sees
 * the item they just opened.
 */
const pendingWrites = new WeakMap<Db, Promise<void>>();

export function afterAnswer(ctx: CatalogContext, failure: string, write: () => Promise<unknown>): void {
  const previous = pendingWrites.get(ctx.db) ?? Promise.resolve();
  const next = previous
    // setImmediate: after the handler's answer is serialised and written, not in the same tick.
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(write)
    .then(
      () => undefined,
      (error: unknown) => (ctx.log ?? console).warn({ err: error instanceof Error ? error.message : String(error) }, failure),
    );
  pendingWrites.set(ctx.db, next);
  void next.then(() => {
    if (pendingWrites.get(ctx.db) === next) pendingWrites.delete(ctx.db);
  });
}

/** Titles translated for this answer go to the translate module's store once it is sent. */
function storeTitleTranslations(ctx: CatalogContext): void {
  const flush = ctx.translator.flush?.bind(ctx.translator);
  if (flush) afterAnswer(ctx, 'storing title translations failed', flush);
}

/** Resolves when the writes queued by `afterAnswer` so far are done. */
export async function afterAnswerSettled(db: Db): Promise<void> {
  await pendingWrites.get(db);
}

/**
 * Vietnamese category names change only when staff edit them: all names of a category type are
 * read in one query and kept a while per process. An older table keeps answering while a fresh one
 * is read in the background, so after the first item of a site no item page waits for the database.
 * Codes the table does not have are translated by the glossary, remembered in the table (null when
 * the glossary has nothing) and stored after the answer.
 */
const CATEGORY_NAME_TTL_MS = 10 * 60_000;

interface CategoryNameTable {
  names: Map<string, string | null>;
  loadedAt: number;
  refreshing: boolean;
}

const categoryNameTables = new WeakMap<Db, Map<string, Promise<CategoryNameTable>>>();

async function loadCategoryNameTable(db: Db, type: string): Promise<CategoryNameTable> {
  const rows = await repo.categoryNamesOfType(db, type);
  return { names: new Map<string, string | null>(rows.map((row) => [row.code, row.nameVi])), loadedAt: Date.now(), refreshing: false };
}

function categoryNameTablesOf(db: Db): Map<string, Promise<CategoryNameTable>> {
  let tables = categoryNameTables.get(db);
  if (!tables) categoryNameTables.set(db, (tables = new Map()));
  return tables;
}

async function categoryNameTable(db: Db, type: string): Promise<CategoryNameTable> {
  const tables = categoryNameTablesOf(db);
  const current = tables.get(type);
  if (!current) {
    const loading = loadCategoryNameTable(db, type);
    tables.set(type, loading);
    loading.catch(() => tables.delete(type));
    return loading;
  }
  const table = await current;
  if (Date.now() - table.loadedAt >= CATEGORY_NAME_TTL_MS && !table.refreshing) {
    table.refreshing = true;
    loadCategoryNameTable(db, type).then(
      (fresh) => {
        // Names translated meanwhile stay until their rows are read back.
        for (const [code, name] of table.names) if (!fresh.names.has(code) && name !== null) fresh.names.set(code, name);
        tables.set(type, Promise.resolve(fresh));
      },
      () => {
        table.refreshing = false;
      },
    );
  }
  return table;
}

export async function categoryNamesVi(ctx: CatalogContext, site: SiteCode, nodes: { id: string; name: string }[]) {
  const type = categoryType(site);
  const names = new Map<string, string>();
  if (!nodes.length) return names;
  const table = await categoryNameTable(ctx.db, type);
  // Names the table does not have yet go through the title engine once (they are kept below).
  const unknownNames = nodes.filter((node) => !table.names.has(node.id)).map((node) => node.name);
  if (unknownNames.length) await ctx.translator.prepare?.(unknownNames);
  const missing: { type: string; code: string; nameJa: string; nameVi: string }[] = [];
  for (const node of nodes) {
    let vi = table.names.get(node.id);
    if (vi === undefined) {
      vi = ctx.translator.toVietnamese(node.name);
      table.names.set(node.id, vi);
      if (vi) missing.push({ type, code: node.id, nameJa: node.name, nameVi: vi });
    }
    if (vi) names.set(node.id, vi);
  }
  // Remember machine translations so staff can correct them in one place (a stored name, curated
  // or not, is never replaced by this).
  if (missing.length) afterAnswer(ctx, 'storing category names failed', () => repo.upsertCategoryNames(ctx.db, missing));
  return names;
}

/**
 * Seeds the curated Vietnamese category names (catalog.category-names.ts), and with `sandbox` also
 * those of the sandbox's invented codes. Cheap and idempotent, so it runs on every start: names
 * added to the list reach existing databases, machine translations of those codes are replaced,
 * and curated rows already there (staff may have edited them) are left alone.
 */
export async function seedCategoryNames(db: Db, options: { sandbox?: boolean } = {}): Promise<void> {
  await repo.upsertCuratedCategoryNames(db, options.sandbox ? [...categoryNames, ...sandboxCategoryNames] : categoryNames);
  categoryNameTables.delete(db);
}

/** Category "type" as the spec names it: mercari-jp for Mercari (the default), else the site code. */
export function categoryType(site: SiteCode): string {
  return site === 'mercari' ? 'mercari-jp' : site;
}

export function siteOfCategoryType(type: string): SiteCode | null {
  if (type === 'mercari-jp' || type === 'mercari') return 'mercari';
  return (siteCodes as readonly string[]).includes(type) ? (type as SiteCode) : null;
}

export async function categoriesOf(ctx: CatalogContext, site: SiteCode, parentId: string | null): Promise<(Omit<CategoryNode, 'nameVi'> & { nameVi: string | null })[]> {
  const adapter = adapterFor(ctx, site);
  if (!adapter.categories) throw new AppError(404, 'CAPABILITY_UNAVAILABLE');
  const nodes = await withCategory(parentId, () => adapter.categories!(parentId));
  const names = await categoryNamesVi(ctx, site, nodes);
  return nodes.map((node) => ({ ...node, nameVi: node.nameVi ?? names.get(node.id) ?? null }));
}

/** Searches every site at once for the explore page; a site that fails answers an empty list. */
export { browse };

export async function searchAllSites(ctx: CatalogContext, keyword: string, autoTranslate: AutoTranslate, perSite: number) {
  const settled = await Promise.allSettled(
    siteCodes.map((site) => searchSite(ctx, site, { keyword, autoTranslate, sort: 'relevance', page: 1, size: perSite })),
  );
  return siteCodes.map((site, index) => {
    const outcome = settled[index]!;
    return outcome.status === 'fulfilled'
      ? { site, results: outcome.value.results, total: outcome.value.page.total, error: null }
      : { site, results: [], total: 0, error: outcome.reason instanceof AppError ? outcome.reason.message : 'UPSTREAM' };
  });
}

export async function recentlyViewed(ctx: CatalogContext, viewer: Viewer, limit: number): Promise<ProductSummaryDto[]> {
  const key = ownerKey(viewer);
  if (!key) return [];
  await afterAnswerSettled(ctx.db);
  const { rate } = await currentRate(ctx.db);
  const rows = await repo.listViews(ctx.db, key, limit);
  await ctx.translator.prepare?.(rows.map((row) => row.title));
  return rows.map((row) =>
    toSummaryDto(
      {
        site: row.site as SiteCode,
        code: row.code,
        title: row.title,
        priceJpy: row.priceJpy,
        imageUrl: row.image,
        condition: 'unknown',
        available: true,
        shippingPayer: 'unknown',
        bidCount: null,
        endTime: null,
        buyNowPriceJpy: null,
        sellerId: null,
        sellerName: null,
        categoryId: null,
        isShopsProduct: row.isShopsProduct,
        sourceUrl: listingUrl(row.site as SiteCode, row.code),
      },
      rate,
      ctx.translator.toVietnamese(row.title),
    ),
  );
}

export async function mostViewed(ctx: CatalogContext, limit: number) {
  await afterAnswerSettled(ctx.db);
  return repo.mostViewed(ctx.db, 7, limit);
}

export async function mostViewedSellers(ctx: CatalogContext, limit: number) {
  await afterAnswerSettled(ctx.db);
  return repo.mostViewedSellers(ctx.db, 7, limit);
}

/** Vietnamese names stored for category codes of a type (spec: category-by-code). */
export async function storedCategoryNames(ctx: CatalogContext, type: string, codes: string[]) {
  await afterAnswerSettled(ctx.db);
  return repo.categoryNames(ctx.db, type, codes);
}
