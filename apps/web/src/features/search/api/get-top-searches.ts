import { SUGGESTION_LIMIT, type KeywordItem, type SiteCode } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** GET /api/keyword-top-search?type_code&size: the most searched keywords of a site. */
export async function getTopSearches(site: SiteCode, signal?: AbortSignal): Promise<KeywordItem[]> {
  const body = await http.get<{ success: true; results: KeywordItem[] }>(
    '/keyword-top-search',
    { type_code: site, size: SUGGESTION_LIMIT },
    signal,
  );
  return (body.results ?? []).slice(0, SUGGESTION_LIMIT);
}
