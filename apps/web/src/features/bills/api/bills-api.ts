import type {
  BillDto,
  BillListResponse,
  BillPaymentBulkResponse,
  BillPaymentResult,
  BillPrintResponse,
  BillStatus,
} from '@kaimono/contracts';
import { billsWebText } from '@kaimono/i18n';
import { fetchFile, type DownloadedFile } from '@/shared/api/download';
import { ApiError, http } from '@/shared/api/http';
import { getAuthToken } from '@/shared/lib/auth-token';

export type { BillDto, BillListResponse, BillPaymentBulkResponse, BillPaymentResult, BillStatus };

/** Spec §9: bills page by 10. */
export const BILLS_PAGE_SIZE = 10;

export interface BillsFilter {
  status: BillStatus | null;
}

/** GET /api/bills/user: results, pagination (10 a page) and the status options with counts. */
export function getBills(filter: BillsFilter, page: number, signal?: AbortSignal): Promise<BillListResponse> {
  return http.get<BillListResponse>('/bills/user', { status: filter.status, page, size: BILLS_PAGE_SIZE }, signal);
}

/**
 * POST /api/bill/user/payment-bulk. The answer lists every bill's outcome; `success` is false when
 * any failed (then the message is 'Thanh toán gói hàng thất bại!'), so that answer is a result, not
 * an exception. Anything else (network, refused request) throws an ApiError.
 */
export async function payBills(billIds: string[]): Promise<BillPaymentBulkResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/api/bill/user/payment-bulk', {
      method: 'POST',
      headers,
      body: JSON.stringify({ bill_ids: billIds }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', billsWebText.pay.error);
  }
  const body = (await response.json().catch(() => null)) as (Partial<BillPaymentBulkResponse> & { code?: string; message?: string }) | null;
  if (body && Array.isArray(body.result) && typeof body.success === 'boolean') return body as BillPaymentBulkResponse;
  throw new ApiError(response.status, typeof body?.code === 'string' ? body.code : `HTTP_${response.status}`, typeof body?.message === 'string' && body.message ? body.message : billsWebText.pay.error);
}

/** POST /api/bill/print: a complete HTML document with one slip per bill. */
export function printBills(billIds: string[]): Promise<BillPrintResponse> {
  return http.post<BillPrintResponse>('/bill/print', { bill_ids: billIds });
}

/** POST /api/bill/excel: the chosen bills, or every bill of the filter; the name is in `content-name`. */
export function billsExcel(input: { billIds: string[]; filter: BillsFilter }): Promise<DownloadedFile> {
  const body = input.billIds.length > 0 ? { bill_ids: input.billIds } : input.filter.status ? { status: input.filter.status } : {};
  return fetchFile('/bill/excel', { method: 'POST', body, fallbackName: billsWebText.excel.fileName });
}
