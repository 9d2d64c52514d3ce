import type { SiteCode } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** POST /api/keyword/record {keyword, type_code}: counts a submitted search (fire and forget). */
export function recordKeyword(keyword: string, site: SiteCode): Promise<unknown> {
  return http.post('/keyword/record', { keyword, type_code: site });
}
