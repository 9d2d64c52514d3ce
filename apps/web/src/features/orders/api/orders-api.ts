import type {
  OrderDto,
  OrderItemDto,
  OrderPaymentDto,
  OrderResponse,
  OrderStatus,
  OrderTimelineEntry,
  QuoteStatistics,
  QuotesResponse,
} from '@kaimono/contracts';
import { ordersWebText } from '@kaimono/i18n';
import { fetchFile, type DownloadedFile } from '@/shared/api/download';
import { http } from '@/shared/api/http';

/** The order states (DESIGN.md §6), in the order of the tabs. */
export const orderStatuses: readonly OrderStatus[] = [
  'waiting_quote',
  'waiting_deposit',
  'purchasing',
  'purchased',
  'at_jp_warehouse',
  'shipping_international',
  'at_vn_warehouse',
  'delivering',
  'delivered',
  'cancelled',
  'refunded',
];
export type { OrderDto, OrderItemDto, OrderPaymentDto, OrderResponse, OrderStatus, OrderTimelineEntry, QuoteStatistics, QuotesResponse };

/** Spec §9: quotes page by 20. */
export const QUOTES_PAGE_SIZE = 20;

export interface QuotesFilter {
  status: OrderStatus | null;
  /** Order code or item name. */
  search: string | null;
}

/** GET /api/quotes/user: the customer's orders, 20 a page, with the statistics and the status options. */
export function getQuotes(filter: QuotesFilter, page: number, signal?: AbortSignal): Promise<QuotesResponse> {
  return http.get<QuotesResponse>('/quotes/user', { status: filter.status, search: filter.search, page, size: QUOTES_PAGE_SIZE }, signal);
}

/** GET /api/quotes/user/export: the filtered list as an xlsx file. */
export function exportQuotes(filter: QuotesFilter): Promise<DownloadedFile> {
  return fetchFile('/quotes/user/export', { query: { status: filter.status, search: filter.search }, fallbackName: ordersWebText.export.fileName });
}

/** GET /api/me/orders/{code}: one order with its timeline (tracking). */
export async function getOrder(code: string, signal?: AbortSignal): Promise<OrderDto> {
  const body = await http.get<OrderResponse>(`/me/orders/${encodeURIComponent(code)}`, undefined, signal);
  return body.data;
}

/** GET /api/quote/user/payments?order_id=…: the money that moved for one order. */
export async function getOrderPayments(orderId: string, signal?: AbortSignal): Promise<OrderPaymentDto[]> {
  const body = await http.get<{ success: true; results: OrderPaymentDto[] }>('/quote/user/payments', { order_id: orderId, size: 100 }, signal);
  return body.results;
}

/** POST /api/user/payment-for-order: the first payment from the wallet (`request_id` makes a retry charge once). */
export function payOrder(orderId: string, requestId: string): Promise<OrderResponse> {
  return http.post<OrderResponse>('/user/payment-for-order', { order_id: orderId, request_id: requestId });
}

/** POST /api/me/orders/{order_id}/confirm-receipt: delivering → delivered. */
export function confirmReceipt(orderId: string): Promise<OrderResponse> {
  return http.post<OrderResponse>(`/me/orders/${encodeURIComponent(orderId)}/confirm-receipt`, {});
}

/** POST /api/me/orders/{order_id}/cancel: allowed before the goods are bought; what was paid goes back to the wallet. */
export function cancelOrder(orderId: string): Promise<OrderResponse> {
  return http.post<OrderResponse>(`/me/orders/${encodeURIComponent(orderId)}/cancel`, {});
}
