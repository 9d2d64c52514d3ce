import type { SiteCode } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** DELETE /api/keyword-history?type_code: clears a logged-in customer's server-side history. */
export function clearKeywordHistory(site: SiteCode): Promise<unknown> {
  return http.delete('/keyword-history', { type_code: site });
}
