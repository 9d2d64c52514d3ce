import type { SiteCode } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export interface ResolvedObject {
  path: string;
  product_id: string;
  site: SiteCode;
}

/** POST /api/object-resolver {url}: a pasted product link -> our item page path. */
export async function resolveObject(url: string): Promise<ResolvedObject> {
  const body = await http.post<{ success: true; data: ResolvedObject }>('/object-resolver', { url });
  return body.data;
}
