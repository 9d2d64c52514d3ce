import { SUGGESTION_LIMIT, type KeywordItem, type SiteCode } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** GET /api/keyword/autocomplete?keyword&type_code&size=10 (spec §9: max 10 suggestions). */
export async function getAutocomplete(site: SiteCode, keyword: string, signal?: AbortSignal): Promise<KeywordItem[]> {
  const body = await http.get<{ success: true; results: KeywordItem[] }>(
    '/keyword/autocomplete',
    { keyword, type_code: site, size: SUGGESTION_LIMIT },
    signal,
  );
  return (body.results ?? []).slice(0, SUGGESTION_LIMIT);
}
