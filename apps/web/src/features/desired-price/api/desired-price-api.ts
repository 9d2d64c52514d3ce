import type { DesiredPriceCheckData, DesiredPriceDto, Pagination } from '@kaimono/contracts';
import { http } from '@/shared/api/http';
import { cancelPayload, createPayload, statusPayload, updatePayload, type DesiredPriceRecord } from '../lib/payload';

export type { DesiredPriceCheckData, DesiredPriceDto };

export const DESIRED_PRICE_PAGE_SIZE = 20;

/** POST /api/desired-price/check: may this item (and price) be negotiated; the customer's open request. */
export async function checkDesiredPrice(input: { site_code: string; code: string; desired_price?: number }): Promise<DesiredPriceCheckData> {
  return (await http.post<{ data: DesiredPriceCheckData }>('/desired-price/check', input)).data;
}

export interface DesiredPricePage {
  results: DesiredPriceDto[];
  pagination: Pagination;
}

/** GET /api/desired-price: the customer's requests, newest first. */
export function getDesiredPrices(page: number, signal?: AbortSignal): Promise<DesiredPricePage> {
  return http.get<DesiredPricePage>('/desired-price', { page, size: DESIRED_PRICE_PAGE_SIZE }, signal);
}

type Saved = { message: string; data: DesiredPriceDto };

/** POST /api/desired-price: a new request (other_price and confirm are dropped, spec §5). */
export const createDesiredPrice = (record: DesiredPriceRecord) => http.post<Saved>('/desired-price', createPayload(record));

/** PUT /api/desired-price: only id, desired_price, ship_mode, services_extra, coupons_code, address_id (spec §5). */
export const updateDesiredPrice = (record: DesiredPriceRecord & { id: string }) => http.put<Saved>('/desired-price', updatePayload(record));

/** PUT /api/desired-price/change-status: only id, status, assignee_id, buy_auto, account_id (spec §4). */
export const changeDesiredPriceStatus = (record: DesiredPriceRecord & { id: string }) => http.put<Saved>('/desired-price/change-status', statusPayload(record));

/** A cancel: the status change with status 0. */
export const cancelDesiredPrice = (id: string) => http.put<Saved>('/desired-price/change-status', cancelPayload({ id }));
