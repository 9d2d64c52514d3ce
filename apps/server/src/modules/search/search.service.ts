import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { createHmac } from 'node:crypto';
import { normalizeKeyword, SEARCH_HISTORY_LIMIT, type AdminKeywordDto, type KeywordItem, type SiteCode } from '@kaimono/contracts';
import { resolveProductLink } from '@kaimono/marketplaces';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import * as repo from './search.repository.ts';
import { keywordRefusal, SEARCH_KEYWORD_MIN_VISITORS } from './search.keyword-policy.ts';

/** Keywords are matched case-insensitively: store them in one case. */
function keywordKey(keyword: string): string {
  return normalizeKeyword(keyword).toLocaleLowerCase('vi');
}

export function resolveLink(url: string) {
  const resolved = resolveProductLink(url);
  if (!resolved) throw new AppError(400, 'LINK_UNSUPPORTED');
  return { path: resolved.path, product_id: resolved.code, site: resolved.site };
}

/**
 * POST /api/keyword/record (spec §7). It used to count the keyword for everyone's top searches, so
 * 30 guest requests made a scam message the first "top search" of the home page. Now it only adds
 * to the caller's own search history (nobody else sees it); the count comes from the search itself
 * (`recordSearchRun`, called by the catalog when a search answered with results).
 */
export async function recordSearch(db: Db, viewerId: string | null, typeCode: SiteCode, keyword: string): Promise<void> {
  const name = keywordKey(keyword);
  if (!name) throw new AppError(400, 'KEYWORD_EMPTY');
  if (viewerId) await repo.recordHistory(db, viewerId, typeCode, name, SEARCH_HISTORY_LIMIT);
}

/** Who searched: a customer, or a guest by a keyed hash of the network address (the address is not kept). */
export interface SearchVisitor {
  viewerId: string | null;
  address: string;
}

/** The day in Vietnam (YYYY-MM-DD): a visitor's searches count once per keyword and day. */
function vietnamDay(now: Date): string {
  return vietnamDayFormat.format(now);
}
/**
 * Made once: a formatter holds ICU's calendar and time-zone data outside the JavaScript heap, and
 * one per search made the server's memory grow with every search (ADR 0012).
 */
const vietnamDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Counts a keyword for top searches and suggestions. Called by the server itself when one of the
 * sites' search endpoints answered a keyword search with at least one result — so only a search
 * that really ran counts, never a bare POST. Once per keyword, visitor and day; a guest is their
 * network address (hashed with the server's secret), not the visitor id the browser sends, which a
 * caller may change at will; listing also needs SEARCH_KEYWORD_MIN_VISITORS different visitors.
 * Phone numbers, links and blocked words are never counted.
 */
export async function recordSearchRun(
  db: Db,
  secret: string,
  input: { typeCode: SiteCode; keyword: string; visitor: SearchVisitor; now?: Date },
): Promise<boolean> {
  const name = keywordKey(input.keyword);
  if (!name || keywordRefusal(name)) return false;
  const visitorKey = input.visitor.viewerId
    ? `u:${input.visitor.viewerId}`
    : `a:${createHmac('sha256', secret).update(`search-visitor:${input.visitor.address}`).digest('hex').slice(0, 32)}`;
  return repo.recordVisit(db, { typeCode: input.typeCode, name, visitorKey, day: vietnamDay(input.now ?? new Date()) });
}

async function withHistoryFlags(
  db: Db,
  viewerId: string | null,
  rows: { name: string; namVi: string | null; typeCode: string }[],
): Promise<KeywordItem[]> {
  const inHistory = viewerId ? await repo.historyNames(db, viewerId, rows.map((r) => r.name)) : new Set<string>();
  return rows.map((r) => ({ name: r.name, nam_vi: r.namVi, type_code: r.typeCode, in_history: inHistory.has(r.name) }));
}

export async function topSearches(db: Db, viewerId: string | null, typeCode: string | undefined, size: number) {
  return withHistoryFlags(db, viewerId, await repo.topKeywords(db, typeCode, size));
}

/** The customer's own matching history first, then what others searched. */
export async function autocomplete(db: Db, viewerId: string | null, typeCode: string | undefined, keyword: string, size: number) {
  const text = keywordKey(keyword);
  if (!text) return [];
  const own = viewerId
    ? (await repo.listHistory(db, viewerId, typeCode, SEARCH_HISTORY_LIMIT)).filter((h) => h.name.includes(text))
    : [];
  const items: KeywordItem[] = own.map((h) => ({ name: h.name, nam_vi: null, type_code: h.typeCode, in_history: true }));
  const seen = new Set(items.map((i) => `${i.type_code}\u0000${i.name}`));
  for (const item of await withHistoryFlags(db, viewerId, await repo.suggestKeywords(db, typeCode, text, size))) {
    const key = `${item.type_code}\u0000${item.name}`;
    if (!seen.has(key)) {
      seen.add(key);
      items.push(item);
    }
  }
  return items.slice(0, size);
}

export async function history(db: Db, viewerId: string, typeCode: string | undefined) {
  const rows = await repo.listHistory(db, viewerId, typeCode, typeCode ? SEARCH_HISTORY_LIMIT : SEARCH_HISTORY_LIMIT * 6);
  return rows.map((r) => ({ name: r.name, nam_vi: null, type_code: r.typeCode, in_history: true }));
}

export async function clearHistory(db: Db, viewerId: string, typeCode: string | undefined) {
  return repo.deleteHistory(db, viewerId, typeCode);
}

/** The most searched keywords of a site, with their counts (for "popular" lists elsewhere). */
export async function popularKeywords(db: Db, typeCode: string, limit: number) {
  const rows = await repo.topKeywords(db, typeCode, limit);
  return rows.map((r) => ({ name: r.name, count: r.count }));
}

/** The five most searched keywords of every site at once. */
export async function popularKeywordsBySite(db: Db, perSite: number) {
  return repo.topKeywordsPerSite(db, perSite);
}

/** Keyword suggestions as plain strings, across sites. */
export async function suggestionNames(db: Db, keyword: string, size: number): Promise<string[]> {
  const text = keywordKey(keyword);
  if (!text) return [];
  const rows = await repo.suggestKeywords(db, undefined, text, size * 3);
  return [...new Set(rows.map((r) => r.name))].slice(0, size);
}

// ---- staff ---------------------------------------------------------------------------------

function adminDto(row: repo.KeywordRow): AdminKeywordDto {
  const unlisted = row.hidden ? 'hidden' : row.visitorCount < SEARCH_KEYWORD_MIN_VISITORS ? 'few_visitors' : null;
  return {
    name: row.name,
    type_code: row.typeCode,
    search_count: row.searchCount,
    visitor_count: row.visitorCount,
    hidden: row.hidden,
    listed: unlisted === null,
    unlisted_reason: unlisted,
    last_searched_at: row.lastSearchedAt.toISOString(),
  };
}

export async function adminKeywords(
  db: Db,
  query: { page: number; size: number; type_code?: string | undefined; search?: string | undefined; hidden?: 'true' | 'false' | undefined },
) {
  const { rows, total } = await repo.adminKeywords(
    db,
    { typeCode: query.type_code, search: query.search || undefined, hidden: query.hidden === undefined ? undefined : query.hidden === 'true' },
    query.page,
    query.size,
  );
  return { results: rows.map(adminDto), pagination: { page: query.page, size: query.size, total }, min_visitors: SEARCH_KEYWORD_MIN_VISITORS };
}

/** Staff hide a keyword from top searches and suggestions (or show it again). */
export async function setKeywordHidden(db: Db, staffId: string, input: { type_code: string; name: string; hidden: boolean }, actor?: StaffActor) {
  const row = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const updated = await repo.setHidden(tx, input.type_code, keywordKey(input.name), input.hidden, staffId);
    if (!updated) throw new AppError(404, 'KEYWORD_NOT_FOUND');
    await recordStaffAction(tx, {
      ...actor,
      actorId: staffId,
      action: input.hidden ? 'keyword.hide' : 'keyword.show',
      entityType: 'search_keyword',
      entityId: `${input.type_code}:${updated.name}`,
      after: { hidden: input.hidden },
    });
    return updated;
  });
  return adminDto(row);
}
