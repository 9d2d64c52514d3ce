import type { AdminBillDto, AdminBillListResponse, BillStatus } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { AdminBillDto, AdminBillListResponse };

/** Spec §9: bills page by 10 (the staff list too). */
export const ADMIN_BILLS_PAGE_SIZE = 10;

export interface AdminBillsFilter {
  status: BillStatus | null;
  /** Bill or order code, customer phone, number or name. */
  search: string | null;
}

interface AdminBillResponse {
  success: true;
  message: string;
  data: AdminBillDto;
}

/** GET /api/admin/bills?status&search&page&size (staff): every customer's bills, with the status counts. */
export function getAdminBills(filter: AdminBillsFilter, page: number, signal?: AbortSignal): Promise<AdminBillListResponse> {
  return http.get<AdminBillListResponse>('/admin/bills', { status: filter.status, search: filter.search, page, size: ADMIN_BILLS_PAGE_SIZE }, signal);
}

/** GET /api/admin/bills/{id}: one bill with its parcels, orders and customer. */
export async function getAdminBill(id: string, signal?: AbortSignal): Promise<AdminBillDto> {
  const body = await http.get<AdminBillResponse>(`/admin/bills/${encodeURIComponent(id)}`, undefined, signal);
  return body.data;
}

/** POST /api/admin/bills/{id}/cancel: an unpaid bill only, with the reason the customer is told. */
export function cancelAdminBill(input: { id: string; reason: string }): Promise<AdminBillResponse> {
  return http.post<AdminBillResponse>(`/admin/bills/${encodeURIComponent(input.id)}/cancel`, { reason: input.reason });
}
