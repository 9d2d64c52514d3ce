import type {
  AdminBankTransferDto,
  AdminWithdrawalDto,
  BankTransferStatus,
  ExchangeRateDto,
  WalletBalances,
  WalletHistoryItem,
  WithdrawalStatus,
} from '@kaimono/contracts';
import { http } from '@/shared/api/http';
import type { Paged } from './history-api';

export type { AdminBankTransferDto, AdminWithdrawalDto, BankTransferStatus, ExchangeRateDto, WithdrawalStatus };

/** Spec §9: general lists page by 20 (the staff lists' default too). */
export const ADMIN_WALLET_PAGE_SIZE = 20;
/** How many past rates the rate tab shows. */
export const RATE_HISTORY_SIZE = 20;

export interface WalletCustomer {
  id: string;
  customer_no: string;
  full_name: string;
  phone: string | null;
}

export interface WalletCustomerInfo {
  customer: WalletCustomer;
  balances: WalletBalances;
  entries: WalletHistoryItem[];
}

// ---- Bank transfers (the reconciliation queue)

/** GET /api/admin/bank-transfers?status=: newest first; `status` null lists every transfer. */
export function getBankTransfers(status: BankTransferStatus | null, page: number, signal?: AbortSignal): Promise<Paged<AdminBankTransferDto>> {
  return http.get<Paged<AdminBankTransferDto>>('/admin/bank-transfers', { status, page, size: ADMIN_WALLET_PAGE_SIZE }, signal);
}

type TransferAnswer = { message: string; data: AdminBankTransferDto };

/** POST /api/admin/bank-transfers/{id}/assign: credits the transfer to the customer, exactly once. */
export const assignBankTransfer = (id: string, input: { customer_no: string; note?: string }) =>
  http.post<TransferAnswer>(`/admin/bank-transfers/${encodeURIComponent(id)}/assign`, input);

/** POST /api/admin/bank-transfers/{id}/reject: not a top-up (reason required); no wallet moves. */
export const rejectBankTransfer = (id: string, note: string) => http.post<TransferAnswer>(`/admin/bank-transfers/${encodeURIComponent(id)}/reject`, { note });

// ---- Customers

/** GET /api/admin/wallet/customers/{customer_no}: name, phone, balances and the latest 50 entries. */
export async function getWalletCustomer(customerNo: string, signal?: AbortSignal): Promise<WalletCustomerInfo> {
  return (await http.get<{ data: WalletCustomerInfo }>(`/admin/wallet/customers/${encodeURIComponent(customerNo)}`, undefined, signal)).data;
}

// ---- Withdrawals

/** GET /api/admin/withdrawals?status=: newest first. */
export function getAdminWithdrawals(status: WithdrawalStatus | null, page: number, signal?: AbortSignal): Promise<Paged<AdminWithdrawalDto>> {
  return http.get<Paged<AdminWithdrawalDto>>('/admin/withdrawals', { status, page, size: ADMIN_WALLET_PAGE_SIZE }, signal);
}

type WithdrawalAnswer = { message: string; data: AdminWithdrawalDto };

/** POST /api/admin/withdrawals/{id}/complete: the money left the bank; the hold goes to bank clearing. */
export const completeWithdrawal = (id: string, input: { bank_reference: string; note?: string }) =>
  http.post<WithdrawalAnswer>(`/admin/withdrawals/${encodeURIComponent(id)}/complete`, input);

/** POST /api/admin/withdrawals/{id}/reject: the hold goes back to the customer (reason required). */
export const rejectWithdrawal = (id: string, note: string) => http.post<WithdrawalAnswer>(`/admin/withdrawals/${encodeURIComponent(id)}/reject`, { note });

// ---- Exchange rate

export interface RateWithHistory {
  data: ExchangeRateDto;
  history: ExchangeRateDto[];
}

/** GET /api/exchange-price?history=: the rate in force and the latest ones before it. */
export const getRateWithHistory = (signal?: AbortSignal) => http.get<RateWithHistory>('/exchange-price', { history: RATE_HISTORY_SIZE }, signal);

/** POST /api/admin/exchange-rate: the decimal string ("172.35"), in force at once. */
export const setExchangeRate = (input: { vnd_per_jpy: string; note?: string }) => http.post<{ message: string; data: ExchangeRateDto }>('/admin/exchange-rate', input);

// ---- Adjustments and the report

export interface AdjustmentInput {
  customer_no: string;
  direction: 'credit' | 'debit';
  amount_vnd: number;
  reason: string;
  /** The same key never moves money twice (a retry after a lost answer). */
  idempotency_key: string;
}

export interface AdjustmentAnswer {
  message: string;
  data: { entry: WalletHistoryItem; balances: WalletBalances; replayed: boolean; customer: WalletCustomer };
}

/** POST /api/admin/wallet/adjustments: one ledger entry against the adjustments account. */
export const postAdjustment = (input: AdjustmentInput) => http.post<AdjustmentAnswer>('/admin/wallet/adjustments', input);

export interface WalletReport {
  system_accounts: Array<{ kind: string; balance_vnd: number }>;
  postings_total_vnd: number;
  balanced: boolean;
  customer_accounts: number;
  customer_available_vnd: number;
  customer_held_vnd: number;
  customer_balance_vnd: number;
  customer_balance_mismatches: number;
  open_holds: number;
  open_holds_vnd: number;
  held_matches_open_holds: boolean;
  entries: number;
  generated_at: string;
}

/** GET /api/admin/wallet/report: the ledger's sanity check. */
export async function getWalletReport(signal?: AbortSignal): Promise<WalletReport> {
  return (await http.get<{ data: WalletReport }>('/admin/wallet/report', undefined, signal)).data;
}
