import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { pageQuery, pageSizes, pagination } from './common.ts';
import { exchangeRateDto } from './catalog.ts';
import { vndAmount, walletBalances } from './wallet.ts';

// Wallet history, transfers, withdrawals (refund requests) and the staff money tools (issue 5).

export const walletEntryKinds = ['topup', 'payment', 'hold', 'release', 'capture', 'refund', 'adjustment'] as const;
export const walletEntryKind = z.enum(walletEntryKinds);
export type WalletEntryKind = z.infer<typeof walletEntryKind>;

export const moneyDirection = z.enum(['in', 'out']);
export type MoneyDirection = z.infer<typeof moneyDirection>;

/** A calendar day `YYYY-MM-DD`, read as a day in Vietnam (Asia/Ho_Chi_Minh). */
const vnDay = z.iso.date({ error: errorMessages.VALIDATION_FAILED });

/** GET /api/transations/user (spec spelling). */
export const walletHistoryQuery = pageQuery(pageSizes.general)
  .extend({
    kind: walletEntryKind.optional(),
    /** Business reason: bank_transfer, withdrawal, order_payment, vip_subscription ... */
    purpose: z.string().trim().min(1).max(60).optional(),
    direction: moneyDirection.optional(),
    from: vnDay.optional(),
    to: vnDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: errorMessages.VALIDATION_FAILED, path: ['to'] });
export type WalletHistoryQuery = z.infer<typeof walletHistoryQuery>;

/** One ledger entry as the customer sees it: what it did to their available and held balances. */
export const walletHistoryItem = z.object({
  id: z.string(),
  created_at: z.string(),
  kind: walletEntryKind,
  kind_name: z.string(),
  purpose: z.string(),
  description: z.string(),
  /** 'in' when the amount is positive. */
  direction: moneyDirection,
  /**
   * Signed, from the available balance's point of view (a hold is −, a release +). An entry that
   * only touches the held balance (a capture) shows the held movement instead.
   */
  amount_vnd: vndAmount,
  available_change_vnd: vndAmount,
  held_change_vnd: vndAmount,
  available_after_vnd: vndAmount.nullable(),
  held_after_vnd: vndAmount.nullable(),
  reference_type: z.string().nullable(),
  reference_id: z.string().nullable(),
  /** JPY→VND rate used (×10,000) when the amount came from yen. */
  rate_scaled: z.number().int().nullable(),
});
export type WalletHistoryItem = z.infer<typeof walletHistoryItem>;

export const walletHistoryResponse = z.object({ success: z.literal(true), results: z.array(walletHistoryItem), pagination });

// ---------------------------------------------------------------------------------------------
// Withdrawals (spec: refund requests) and transfers.

export const withdrawalStatuses = ['requested', 'completed', 'rejected', 'cancelled'] as const;
export const withdrawalStatus = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>;

/** Smallest withdrawal: below it the bank's transfer fee eats too much of the amount. */
export const WITHDRAWAL_MIN_VND = 10_000;

export const withdrawalDto = z.object({
  id: z.string(),
  card_id: z.string(),
  /** The card as it was when the request was made (later edits of the card change nothing here). */
  card_no: z.string(),
  card_name: z.string(),
  bank_no: z.string(),
  bank_name: z.string().nullable(),
  amount_vnd: vndAmount,
  status: withdrawalStatus,
  status_name: z.string(),
  note: z.string().nullable(),
  /** Staff's reason when rejected (or remark when completed). */
  staff_note: z.string().nullable(),
  /** The bank's reference of the outgoing transfer, once completed. */
  bank_reference: z.string().nullable(),
  can_cancel: z.boolean(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  updated_at: z.string(),
});
export type WithdrawalDto = z.infer<typeof withdrawalDto>;

/** POST /api/transfer/refund. Amount checks (integer, > 0, minimum) answer WALLET_AMOUNT_INVALID / WITHDRAWAL_AMOUNT_TOO_SMALL. */
export const withdrawalCreateRequest = z.object({
  card_id: z.string({ error: errorMessages.CARD_NOT_FOUND }).trim().min(1, { error: errorMessages.CARD_NOT_FOUND }).max(100),
  amount_vnd: z.number({ error: errorMessages.WALLET_AMOUNT_INVALID }),
  note: z.string().trim().max(500).optional(),
  /** Any string the client keeps for this request (or the Idempotency-Key header): a repeat creates nothing new. */
  request_id: z.string().trim().min(1).max(100).optional(),
});
export type WithdrawalCreateRequest = z.infer<typeof withdrawalCreateRequest>;

export const withdrawalResponse = z.object({ success: z.literal(true), message: z.string(), data: withdrawalDto });

/** GET /api/refund-request: spec "Refund requests: data list". */
export const refundRequestListQuery = z.object({ status: withdrawalStatus.optional() });
export const refundRequestListResponse = z.object({ success: z.literal(true), data: z.array(withdrawalDto) });

/** DELETE /api/refund-request: `id` in the body or the query. */
export const refundRequestIdRequest = z.object({ id: z.string().trim().min(1).max(100) });

export const transferTypes = ['bank_transfer', 'withdrawal'] as const;

/** One movement between the customer's bank and the wallet. */
export const transferDto = z.object({
  id: z.string(),
  type: z.enum(transferTypes),
  /** in: a bank top-up; out: a withdrawal to the customer's card. */
  direction: moneyDirection,
  amount_vnd: vndAmount,
  status: z.string(),
  status_name: z.string(),
  /** The transfer content (top-ups) or the customer's note (withdrawals). */
  content: z.string().nullable(),
  /** The bank: the receiving bank of a top-up, the card's bank of a withdrawal. */
  bank: z.string().nullable(),
  /** The card (withdrawals) as it was at request time. */
  card: z.object({ card_no: z.string(), card_name: z.string(), bank_no: z.string() }).nullable(),
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type TransferDto = z.infer<typeof transferDto>;

export const transferListQuery = pageQuery(pageSizes.transfers).extend({ direction: moneyDirection.optional() });
export const transferListResponse = z.object({ success: z.literal(true), results: z.array(transferDto), pagination });

// ---------------------------------------------------------------------------------------------
// Staff (role admin).

export const walletCustomerDto = z.object({ id: z.string(), customer_no: z.string(), full_name: z.string(), phone: z.string().nullable() });

export const adminWithdrawalDto = withdrawalDto.extend({ customer: walletCustomerDto, decided_by: z.string().nullable() });
export type AdminWithdrawalDto = z.infer<typeof adminWithdrawalDto>;

export const adminWithdrawalListQuery = pageQuery(pageSizes.general).extend({ status: withdrawalStatus.optional() });
export const adminWithdrawalListResponse = z.object({ success: z.literal(true), results: z.array(adminWithdrawalDto), pagination });
export const adminWithdrawalParams = z.object({ id: z.string().trim().min(1).max(100) });
export const adminWithdrawalCompleteRequest = z.object({
  bank_reference: z.string({ error: errorMessages.VALIDATION_FAILED }).trim().min(1).max(100),
  note: z.string().trim().max(500).optional(),
});
export const adminWithdrawalRejectRequest = z.object({
  note: z.string({ error: errorMessages.WALLET_REASON_REQUIRED }).trim().min(1, { error: errorMessages.WALLET_REASON_REQUIRED }).max(500),
});
export const adminWithdrawalResponse = z.object({ success: z.literal(true), message: z.string(), data: adminWithdrawalDto });

/** POST /api/admin/exchange-rate: the decimal (`"172.35"`) or the scaled integer (1723500), one of them. */
export const adminExchangeRateRequest = z.object({
  vnd_per_jpy: z.string().trim().max(30).optional(),
  vnd_per_jpy_scaled: z.number().optional(),
  note: z.string().trim().max(500).optional(),
});
export const adminExchangeRateResponse = z.object({ success: z.literal(true), message: z.string(), data: exchangeRateDto });

/** POST /api/admin/wallet/adjustments: a correction as a ledger entry against the adjustments account. */
export const adminAdjustmentRequest = z.object({
  customer_no: z.string().trim().min(1).max(40).optional(),
  user_id: z.string().trim().min(1).max(100).optional(),
  direction: z.enum(['credit', 'debit']),
  amount_vnd: z.number({ error: errorMessages.WALLET_AMOUNT_INVALID }),
  /** Required (checked by the server: WALLET_REASON_REQUIRED); shown to the customer as the description. */
  reason: z.string().trim().max(500).optional(),
  idempotency_key: z.string().trim().min(1).max(150).optional(),
});
export const adminAdjustmentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ entry: walletHistoryItem, balances: walletBalances, replayed: z.boolean(), customer: walletCustomerDto }),
});

/** GET /api/admin/wallet/report: an operator's sanity check of the whole ledger. */
export const adminWalletReportResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** Balance of each system account = the sum of its postings. */
    system_accounts: z.array(z.object({ kind: z.string(), balance_vnd: vndAmount })),
    /** The sum of every posting: 0 when the ledger balances. */
    postings_total_vnd: vndAmount,
    balanced: z.boolean(),
    /** Customers with wallet accounts. */
    customer_accounts: z.number().int(),
    customer_available_vnd: vndAmount,
    customer_held_vnd: vndAmount,
    customer_balance_vnd: vndAmount,
    /** Customer accounts whose running balance differs from the sum of their postings (must be 0). */
    customer_balance_mismatches: z.number().int(),
    open_holds: z.number().int(),
    open_holds_vnd: vndAmount,
    /** Customers' held balances equal what their open holds still keep. */
    held_matches_open_holds: z.boolean(),
    entries: z.number().int(),
    generated_at: z.string(),
  }),
});

export const adminWalletCustomerParams = z.object({ customer_no: z.string().trim().min(1).max(40) });
export const adminWalletCustomerResponse = z.object({
  success: z.literal(true),
  data: z.object({ customer: walletCustomerDto, balances: walletBalances, entries: z.array(walletHistoryItem) }),
});
