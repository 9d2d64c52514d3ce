import type { WalletBalances } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { WalletBalances };

/** GET /api/wallet: total, held and available balances (VND). */
export async function getBalances(signal?: AbortSignal): Promise<WalletBalances> {
  return (await http.get<{ data: WalletBalances }>('/wallet', undefined, signal)).data;
}
