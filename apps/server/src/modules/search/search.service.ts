import { normalizeKeyword, SEARCH_HISTORY_LIMIT, type KeywordItem, type SiteCode } from '@kaimono/contracts';
import { resolveProductLink } from '@kaimono/marketplaces';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import * as repo from './search.repository.ts';

/** Keywords are matched case-insensitively: store them in one case. */
function keywordKey(keyword: string): string {
  return normalizeKeyword(keyword).toLocaleLowerCase('vi');
}

export function resolveLink(url: string) {
  const resolved = resolveProductLink(url);
  if (!resolved) throw new AppError(400, 'LINK_UNSUPPORTED');
  return { path: resolved.path, product_id: resolved.code, site: resolved.site };
}

export async function recordSearch(db: Db, viewerId: string | null, typeCode: SiteCode, keyword: string): Promise<void> {
  const name = keywordKey(keyword);
  if (!name) throw new AppError(400, 'KEYWORD_EMPTY');
  await repo.recordKeyword(db, typeCode, name);
  if (viewerId) await repo.recordHistory(db, viewerId, typeCode, name, SEARCH_HISTORY_LIMIT);
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
