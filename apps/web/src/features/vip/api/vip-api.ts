import type {
  LevelVipsResponse,
  Pagination,
  VipActivateRequest,
  VipLevelCode,
  VipLevelDto,
  VipSubscriptionDto,
  WalletBalances,
} from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { VipLevelCode, VipLevelDto, VipSubscriptionDto, WalletBalances };
export type VipLevels = Omit<LevelVipsResponse, 'success'>;
export type CurrentVip = NonNullable<LevelVipsResponse['current']>;

/** Spec §9: general lists page by 20. */
export const VIP_HISTORY_PAGE_SIZE = 20;

interface SubscriptionAnswer {
  message: string;
  data: VipSubscriptionDto;
}

/** GET /api/level-vips: every level with its price and perks, and the customer's current level. */
export const getLevels = (signal?: AbortSignal) => http.get<VipLevels>('/level-vips', undefined, signal);

/** GET /api/wallet: the balance the dialog shows beside the price. */
export async function getWalletBalances(signal?: AbortSignal): Promise<WalletBalances> {
  return (await http.get<{ data: WalletBalances }>('/wallet', undefined, signal)).data;
}

/** POST /api/user/activate/vip: paid from the wallet; the same request_id never pays twice. */
export const activateVip = (input: VipActivateRequest) => http.post<SubscriptionAnswer>('/user/activate/vip', input);

/** POST /api/user/cancel/vip: auto-renewal off; the level stays until the period ends. */
export const cancelVip = (code: string | undefined) => http.post<SubscriptionAnswer>('/user/cancel/vip', code ? { code } : {});

/** PUT /api/user/subscription/active-renewal: auto-renewal back on for the subscription with this code. */
export const activateRenewal = (code: string) => http.put<SubscriptionAnswer>('/user/subscription/active-renewal', { code });

export interface SubscriptionHistory {
  results: VipSubscriptionDto[];
  pagination: Pagination;
}

/** GET /api/user/subscription/history: newest first, 20 a page. */
export function getHistory(page: number, signal?: AbortSignal): Promise<SubscriptionHistory> {
  return http.get<SubscriptionHistory>('/user/subscription/history', { page, size: VIP_HISTORY_PAGE_SIZE }, signal);
}

/** Staff: the parts of a level PUT /api/admin/vip-levels/{code} changes (any of them). */
export interface VipLevelUpdate {
  name?: string;
  price_vnd?: number;
  service_fee_discount_bps?: number;
  deposit_share_bps?: number;
  max_open_bids?: number;
  max_hold_vnd?: number;
  priority_support?: boolean;
  description?: string[];
}

/** PUT /api/admin/vip-levels/{code}: price and perks of one level (staff). */
export const updateVipLevel = (code: string, input: VipLevelUpdate) =>
  http.put<{ message: string; data: VipLevelDto }>(`/admin/vip-levels/${encodeURIComponent(code)}`, input);
