import type {
  CatalogueVoucherDto,
  Pagination,
  SaveVoucherRequest,
  SaveVoucherResponse,
  UserCouponDto,
  UserCouponStatus,
  VoucherDto,
} from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { CatalogueVoucherDto, UserCouponDto, UserCouponStatus, VoucherDto };

/** Spec §9: general lists page by 20 (the server's default for both lists). */
export const VOUCHERS_PAGE_SIZE = 20;

export interface VoucherPage<T> {
  results: T[];
  pagination: Pagination;
}

/** GET /api/coupons/user: the customer's saved coupons, usable first (the server orders by status). */
export function getUserCoupons(page: number, signal?: AbortSignal): Promise<VoucherPage<UserCouponDto>> {
  return http.get<VoucherPage<UserCouponDto>>('/coupons/user', { page, size: VOUCHERS_PAGE_SIZE }, signal);
}

/** GET /api/vouchers: public vouchers in force, with `saved` for the logged-in viewer. */
export function getPublicVouchers(page: number, signal?: AbortSignal): Promise<VoucherPage<CatalogueVoucherDto>> {
  return http.get<VoucherPage<CatalogueVoucherDto>>('/vouchers', { page, size: VOUCHERS_PAGE_SIZE }, signal);
}

/** POST /api/voucher: saves a voucher (public or private) by its code. */
export const saveVoucher = (input: SaveVoucherRequest) => http.post<Omit<SaveVoucherResponse, 'success'>>('/voucher', input);

/** DELETE /api/coupon/{id}: removes one of the customer's saved coupons. */
export const deleteCoupon = (id: string) => http.delete<{ message: string }>(`/coupon/${encodeURIComponent(id)}`);
