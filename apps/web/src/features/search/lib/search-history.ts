import { SEARCH_HISTORY_LIMIT, type SiteCode } from '@kaimono/contracts';
import { storageKeys } from '@/shared/config/storage-keys';
import { readString, writeJson } from '@/shared/lib/storage';

/** Per-site search history in localStorage: newest first, deduplicated, at most 20 (spec §9). */
export type SearchHistory = Partial<Record<SiteCode, string[]>>;

export function parseHistory(raw: string | null): SearchHistory {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: SearchHistory = {};
    for (const [site, list] of Object.entries(value as Record<string, unknown>)) {
      if (Array.isArray(list)) {
        out[site as SiteCode] = list.filter((k): k is string => typeof k === 'string' && k.length > 0).slice(0, SEARCH_HISTORY_LIMIT);
      }
    }
    return out;
  } catch {
    return {};
  }
}

export function readHistoryRaw(): string | null {
  return readString(storageKeys.searchHistory);
}

export function readHistory(site: SiteCode): string[] {
  return parseHistory(readHistoryRaw())[site] ?? [];
}

const sameKeyword = (a: string, b: string) => a.toLocaleLowerCase('vi-VN') === b.toLocaleLowerCase('vi-VN');

/** Puts `keyword` first in the site's list, dropping an older copy and anything past 20. */
export function withKeyword(list: readonly string[], keyword: string): string[] {
  return [keyword, ...list.filter((k) => !sameKeyword(k, keyword))].slice(0, SEARCH_HISTORY_LIMIT);
}

function update(site: SiteCode, change: (list: string[]) => string[]): void {
  const history = parseHistory(readHistoryRaw());
  history[site] = change(history[site] ?? []);
  writeJson(storageKeys.searchHistory, history);
}

export function addToHistory(site: SiteCode, keyword: string): void {
  if (!keyword) return;
  update(site, (list) => withKeyword(list, keyword));
}

export function removeFromHistory(site: SiteCode, keyword: string): void {
  update(site, (list) => list.filter((k) => k !== keyword));
}

export function clearHistory(site: SiteCode): void {
  update(site, () => []);
}
