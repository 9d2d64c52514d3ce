import type { TopupDto } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type TopupInfo = TopupDto;

/** GET /api/wallet/topup?amount_vnd=: the receiving account, transfer content and VietQR (no amount → static QR, QR… content). */
export async function getTopup(amountVnd: number | null, signal?: AbortSignal): Promise<TopupInfo> {
  return (await http.get<{ data: TopupInfo }>('/wallet/topup', { amount_vnd: amountVnd && amountVnd > 0 ? amountVnd : undefined }, signal)).data;
}
