import type { AdminBillListResponse, AdminOrderDto, AdminParcelRequest, AdminParcelResponse, OrderStatus, Pagination } from '@kaimono/contracts';
import { apiRequest, http } from '@/shared/api/http';

export type { AdminOrderDto, AdminParcelRequest, AdminParcelResponse };
export type AdminOrderBill = AdminBillListResponse['results'][number];

/** GET /api/admin/orders: default page size of the staff list. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

export interface AdminOrdersFilter {
  status: OrderStatus | null;
  /** Order code, item name or code, customer phone, number or name. */
  search: string | null;
}

export interface AdminOrdersResponse {
  success: true;
  results: AdminOrderDto[];
  pagination: Pagination;
}

interface AdminOrderResponse {
  success: true;
  message: string;
  data: AdminOrderDto;
}

/** GET /api/admin/orders?status&search&page&size (staff): every customer's orders, newest first. */
export function getAdminOrders(filter: AdminOrdersFilter, page: number, signal?: AbortSignal): Promise<AdminOrdersResponse> {
  return http.get<AdminOrdersResponse>('/admin/orders', { status: filter.status, search: filter.search, page, size: ADMIN_ORDERS_PAGE_SIZE }, signal);
}

/** GET /api/admin/orders/{id}: the order with its customer, timeline, payments and the staff's next states. */
export async function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDto> {
  const body = await http.get<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(id)}`, undefined, signal);
  return body.data;
}

/** PUT /api/admin/orders/{id}/status: a staff move of the transition table (cancel / refund give the money back). */
export function moveAdminOrder(input: { id: string; to: OrderStatus; note?: string }): Promise<AdminOrderResponse> {
  const body = input.note ? { to: input.to, note: input.note } : { to: input.to };
  return http.put<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(input.id)}/status`, body);
}

/**
 * POST /api/admin/orders/{id}/parcels with an Idempotency-Key: sending the same parcel again (a
 * double click, a retry after a lost answer) answers the parcel and bill made the first time.
 */
export function recordParcel(input: { orderId: string; parcel: AdminParcelRequest; requestKey: string }): Promise<AdminParcelResponse> {
  return apiRequest<AdminParcelResponse>(`/admin/orders/${encodeURIComponent(input.orderId)}/parcels`, {
    method: 'POST',
    body: input.parcel,
    headers: { 'Idempotency-Key': input.requestKey },
  });
}

/** GET /api/admin/bills?search={order code}: the bills of one order (a bill or order code matches). */
export async function getOrderBills(orderCode: string, signal?: AbortSignal): Promise<AdminOrderBill[]> {
  const body = await http.get<AdminBillListResponse>('/admin/bills', { search: orderCode, size: 50 }, signal);
  return body.results.filter((bill) => bill.orders.some((order) => order.code === orderCode));
}
