import type { MoneyDirection, Pagination, TransferDto, WalletEntryKind, WalletHistoryItem } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { MoneyDirection, TransferDto, WalletEntryKind, WalletHistoryItem };

/** Spec §9: general lists and transfers page by 20. */
export const HISTORY_PAGE_SIZE = 20;
export const TRANSFERS_PAGE_SIZE = 20;

export interface HistoryFilters {
  kind: WalletEntryKind | null;
  purpose: string | null;
  direction: MoneyDirection | null;
  /** Days `YYYY-MM-DD`, read by the server in Vietnam's time zone. */
  from: string | null;
  to: string | null;
}

export interface Paged<T> {
  results: T[];
  pagination: Pagination;
}

/** GET /api/transations/user (spec spelling): the customer's ledger history. */
export function getHistory(filters: HistoryFilters, page: number, signal?: AbortSignal): Promise<Paged<WalletHistoryItem>> {
  return http.get<Paged<WalletHistoryItem>>('/transations/user', { ...filters, page, size: HISTORY_PAGE_SIZE }, signal);
}

/** GET /api/transfer/user: bank top-ups in and withdrawals out. */
export function getTransfers(page: number, signal?: AbortSignal): Promise<Paged<TransferDto>> {
  return http.get<Paged<TransferDto>>('/transfer/user', { page, size: TRANSFERS_PAGE_SIZE }, signal);
}
