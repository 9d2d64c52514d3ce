import type { DesiredPriceEventDto, DesiredPriceStatus, Pagination } from '@kaimono/contracts';
import type { DesiredPriceDto } from './desired-price-api';
import { http } from '@/shared/api/http';

/** A request as staff see it: the customer's request and who made it. */
export type AdminDesiredPriceDto = DesiredPriceDto & { customer: { id: string; full_name: string; customer_no: string; phone: string } };
export type { DesiredPriceEventDto };

export const ADMIN_DESIRED_PRICE_PAGE_SIZE = 20;

export interface AdminDesiredPriceFilters {
  status: DesiredPriceStatus | null;
  site: string | null;
  q: string;
  page: number;
}

export interface AdminDesiredPricePage {
  results: AdminDesiredPriceDto[];
  pagination: Pagination;
  statuses: { value: number; label: string }[];
}

export interface AdminDesiredPriceDetail {
  message: string;
  data: AdminDesiredPriceDto;
  events: DesiredPriceEventDto[];
}

/** GET /api/admin/desired-prices: the oldest open work first; filters by status, site, text. */
export function getAdminDesiredPrices(f: AdminDesiredPriceFilters, signal?: AbortSignal): Promise<AdminDesiredPricePage> {
  return http.get<AdminDesiredPricePage>(
    '/admin/desired-prices',
    { page: f.page, size: ADMIN_DESIRED_PRICE_PAGE_SIZE, status: f.status ?? undefined, site_code: f.site ?? undefined, q: f.q || undefined },
    signal,
  );
}

/** GET /api/admin/desired-prices/{id}: one request, its customer and history. */
export function getAdminDesiredPrice(id: string, signal?: AbortSignal): Promise<AdminDesiredPriceDetail> {
  return http.get<AdminDesiredPriceDetail>(`/admin/desired-prices/${encodeURIComponent(id)}`, undefined, signal);
}

/**
 * The seller's answer (PUT /api/admin/desired-prices/{id}/answer): accepted=true (at price_jpy,
 * default the desired price); accepted=false with price_jpy: a counter price; without: refused.
 */
export interface AdminDesiredPriceAnswer {
  accepted: boolean;
  price_jpy?: number;
  note?: string;
}

export const answerAdminDesiredPrice = (id: string, body: AdminDesiredPriceAnswer) =>
  http.put<AdminDesiredPriceDetail>(`/admin/desired-prices/${encodeURIComponent(id)}/answer`, body);
