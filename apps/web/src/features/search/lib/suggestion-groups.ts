import type { KeywordItem } from '@kaimono/contracts';
import { SUGGESTION_LIMIT } from '@kaimono/contracts';

export type SuggestionKind = 'history' | 'suggestion' | 'top';

export interface SuggestionOption {
  /** Stable identity across renders: kind + keyword. */
  key: string;
  kind: SuggestionKind;
  keyword: string;
  /** Vietnamese translation of a Japanese keyword, when the server has one. */
  translation: string | null;
}

export interface SuggestionGroup {
  kind: SuggestionKind;
  options: SuggestionOption[];
}

const HISTORY_SHOWN_EMPTY = 10;
const HISTORY_SHOWN_TYPING = 5;

const lower = (s: string) => s.toLocaleLowerCase('vi-VN');

function option(kind: SuggestionKind, keyword: string, translation: string | null = null): SuggestionOption {
  return { key: `${kind}:${keyword}`, kind, keyword, translation };
}

/**
 * What the popover lists. Empty input: recent searches, then top searches. While typing: matching
 * recent searches, then server suggestions (max 10). A pasted link gets no suggestions.
 */
export function buildSuggestionGroups(input: {
  keyword: string;
  isLink: boolean;
  history: readonly string[];
  suggestions: readonly KeywordItem[] | undefined;
  top: readonly KeywordItem[] | undefined;
}): SuggestionGroup[] {
  if (input.isLink) return [];
  const groups: SuggestionGroup[] = [];
  const seen = new Set<string>();
  const take = (kind: SuggestionKind, items: Array<{ name: string; nam_vi?: string | null }>, limit: number) => {
    const options: SuggestionOption[] = [];
    for (const item of items) {
      const name = item.name.trim();
      if (!name || seen.has(lower(name))) continue;
      seen.add(lower(name));
      options.push(option(kind, name, item.nam_vi ?? null));
      if (options.length >= limit) break;
    }
    if (options.length) groups.push({ kind, options });
  };

  if (!input.keyword) {
    take('history', input.history.map((name) => ({ name })), HISTORY_SHOWN_EMPTY);
    take('top', [...(input.top ?? [])], SUGGESTION_LIMIT);
  } else {
    const needle = lower(input.keyword);
    take('history', input.history.filter((k) => lower(k).includes(needle)).map((name) => ({ name })), HISTORY_SHOWN_TYPING);
    take('suggestion', [...(input.suggestions ?? [])], SUGGESTION_LIMIT);
  }
  return groups;
}
