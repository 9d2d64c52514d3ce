import type { AdminVoucherCreateRequest, AdminVoucherDto, AdminVoucherUpdateRequest } from '@kaimono/contracts';
import { http } from '@/shared/api/http';
import type { VoucherPage } from './vouchers-api';

export type { AdminVoucherCreateRequest, AdminVoucherDto, AdminVoucherUpdateRequest };

/** Spec §9: general lists page by 20. */
export const ADMIN_VOUCHERS_PAGE_SIZE = 20;

export interface AdminVoucherFilters {
  /** Part of the code or name. */
  q: string;
  /** null: active and stopped ones. */
  active: boolean | null;
}

/** GET /api/admin/vouchers?q=&active=: every voucher, newest first. */
export function getAdminVouchers(filters: AdminVoucherFilters, page: number, signal?: AbortSignal): Promise<VoucherPage<AdminVoucherDto>> {
  return http.get<VoucherPage<AdminVoucherDto>>(
    '/admin/vouchers',
    { q: filters.q || undefined, active: filters.active === null ? undefined : String(filters.active), page, size: ADMIN_VOUCHERS_PAGE_SIZE },
    signal,
  );
}

type VoucherAnswer = { message: string; data: AdminVoucherDto };

/** POST /api/admin/vouchers. */
export const createVoucher = (input: AdminVoucherCreateRequest) => http.post<VoucherAnswer>('/admin/vouchers', input);

/** PUT /api/admin/vouchers/{id}: any part (the code only while it was never redeemed). */
export const updateVoucher = (id: string, input: AdminVoucherUpdateRequest) => http.put<VoucherAnswer>(`/admin/vouchers/${encodeURIComponent(id)}`, input);

/** POST /api/admin/vouchers/{id}/deactivate: no more saving or redeeming. */
export const deactivateVoucher = (id: string) => http.post<VoucherAnswer>(`/admin/vouchers/${encodeURIComponent(id)}/deactivate`);
