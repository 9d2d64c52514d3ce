import { useMemo, useSyncExternalStore } from 'react';
import type { SiteCode } from '@kaimono/contracts';
import { subscribeStorage } from '@/shared/lib/storage';
import { parseHistory, readHistoryRaw } from '../lib/search-history';

/** The site's search history, re-rendering when any tab changes it. */
export function useSearchHistory(site: SiteCode): string[] {
  const raw = useSyncExternalStore(subscribeStorage, readHistoryRaw, () => null);
  return useMemo(() => parseHistory(raw)[site] ?? [], [raw, site]);
}
