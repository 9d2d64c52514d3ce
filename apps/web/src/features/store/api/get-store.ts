import type { StoreInfo } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

interface StoreResponse {
  success: true;
  data: StoreInfo;
}

/** GET /api/store: company info, hotline, chat links, office hours. */
export async function getStore(signal?: AbortSignal): Promise<StoreInfo> {
  const body = await http.get<StoreResponse>('/store', undefined, signal);
  return body.data;
}
