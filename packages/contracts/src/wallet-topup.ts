import { z } from 'zod';
import { errorMessages, walletTopupText } from '@kaimono/i18n';
import { pageQuery, pageSizes, pagination } from './common.ts';
import { vndAmount } from './wallet.ts';

// Wallet top-ups by bank transfer (issue 5): the dialog, the bank webhooks, the staff queue.

/** The largest amount a bank webhook may carry (the ledger's own ceiling). */
const MAX_BANK_AMOUNT = 1_000_000_000_000;

// ---------------------------------------------------------------------------------------------
// GET /api/wallet/topup

/**
 * `amount_vnd` is read as text and checked by the route, so that "-5", "1.5" or "abc" get the
 * wallet's own error code (WALLET_AMOUNT_INVALID) rather than a generic validation failure.
 */
export const topupQuery = z.object({
  amount_vnd: z.string().trim().max(30).optional().describe('Số tiền muốn nạp (số nguyên ≥ 0); trống hoặc 0: mã QR không kèm số tiền'),
});

export const topupAccountDto = z.object({
  bin: z.string(),
  account_no: z.string(),
  account_name: z.string(),
  /** The bank of `bin` from the bank list; null when the BIN is not in it. */
  bank: z.object({ short_name: z.string(), vn_name: z.string() }).nullable(),
});

export const bankTransferStatuses = ['received', 'credited', 'unmatched', 'ignored', 'duplicate', 'assigned', 'rejected'] as const;
export const bankTransferStatus = z.enum(bankTransferStatuses);
export type BankTransferStatus = z.infer<typeof bankTransferStatus>;

export const topupRecentItem = z.object({
  id: z.string(),
  amount_vnd: vndAmount,
  status: bankTransferStatus,
  status_name: z.string(),
  created_at: z.string(),
});

export const topupDto = z.object({
  account: topupAccountDto,
  /** `QA…` when an amount is given, `QR…` otherwise (spec §2). */
  transfer_content: z.string(),
  /** 0 = no amount (static QR). */
  amount_vnd: vndAmount,
  /** The NAPAS VietQR payload and the QR code as an SVG document. */
  qr: z.object({ payload: z.string(), svg: z.string() }),
  /** Outside office hours transfers may be slower. */
  note: z.string(),
  /** The customer's latest bank top-ups, newest first. */
  recent: z.array(topupRecentItem),
});
export type TopupDto = z.infer<typeof topupDto>;

export const topupResponse = z.object({ success: z.literal(true), data: topupDto });

// ---------------------------------------------------------------------------------------------
// Bank webhooks (research/vietnam.md §5). Unknown extra fields are kept (stored with the payload).

const providerId = z.union([z.number().int().safe(), z.string().trim().min(1).max(100)]);
const optionalText = (max: number) => z.string().max(max).nullish();
const bankAmount = z.number().int().safe().min(-MAX_BANK_AMOUNT).max(MAX_BANK_AMOUNT);

/** POST /api/payments/bank-webhooks/sepay */
export const sepayWebhookBody = z.looseObject({
  id: providerId,
  gateway: optionalText(100),
  /** `YYYY-MM-DD HH:mm:ss`, Vietnam time without a zone. */
  transactionDate: optionalText(40),
  accountNumber: optionalText(40),
  /** The payment code SePay recognised, when a code pattern is configured there. */
  code: optionalText(100),
  content: optionalText(1000),
  transferType: z.enum(['in', 'out']),
  transferAmount: bankAmount,
  accumulated: z.number().nullish(),
  subAccount: optionalText(40),
  referenceCode: optionalText(100),
  description: optionalText(2000),
});
export type SepayWebhookBody = z.infer<typeof sepayWebhookBody>;

/** Casso's legacy webhook: `data` is a list; a negative amount is money going out. */
export const cassoLegacyTransaction = z.looseObject({
  id: providerId,
  /** The bank's transaction id. */
  tid: optionalText(100),
  description: optionalText(1000),
  amount: bankAmount,
  cusum_balance: z.number().nullish(),
  when: optionalText(40),
  bank_sub_acc_id: optionalText(40),
  subAccId: optionalText(40),
});

/** Casso webhook V2: `data` is one transaction. */
export const cassoV2Transaction = z.looseObject({
  id: providerId,
  reference: optionalText(100),
  description: optionalText(1000),
  amount: bankAmount,
  runningBalance: z.number().nullish(),
  transactionDateTime: optionalText(40),
  accountNumber: optionalText(40),
  bankName: optionalText(100),
  bankAbbreviation: optionalText(40),
  virtualAccountNumber: optionalText(40),
});

/** POST /api/payments/bank-webhooks/casso: either format. */
export const cassoWebhookBody = z.looseObject({
  error: z.number().int().optional(),
  data: z.union([z.array(cassoLegacyTransaction).max(500), cassoV2Transaction]),
});
export type CassoWebhookBody = z.infer<typeof cassoWebhookBody>;

/** The answer SePay (and Casso) expect for every accepted delivery, processed or not. */
export const bankWebhookAck = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Staff: incoming bank transfers

export const adminBankTransferListQuery = pageQuery(pageSizes.general).extend({ status: bankTransferStatus.optional() });

export const adminBankTransferDto = z.object({
  id: z.string(),
  provider: z.enum(['sepay', 'casso']),
  provider_txn_id: z.string(),
  bank_reference: z.string().nullable(),
  gateway: z.string().nullable(),
  account_number: z.string().nullable(),
  amount_vnd: vndAmount,
  direction: z.enum(['in', 'out']),
  content: z.string(),
  /** The QA…/QR… code found in the content, if any. */
  transfer_code: z.string().nullable(),
  transaction_at: z.string().nullable(),
  status: bankTransferStatus,
  status_name: z.string(),
  status_reason: z.string().nullable(),
  status_reason_name: z.string().nullable(),
  customer: z.object({ id: z.string(), customer_no: z.string(), full_name: z.string() }).nullable(),
  ledger_entry_id: z.string().nullable(),
  duplicate_of: z.string().nullable(),
  /** The first report of the same (or possibly the same) transfer, for staff to compare. */
  duplicate_of_transfer: z
    .object({
      id: z.string(),
      provider: z.enum(['sepay', 'casso']),
      provider_txn_id: z.string(),
      bank_reference: z.string().nullable(),
      transaction_at: z.string().nullable(),
      created_at: z.string(),
      status: bankTransferStatus,
      status_name: z.string(),
      customer_no: z.string().nullable(),
    })
    .nullable()
    .optional(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  created_at: z.string(),
});
export type AdminBankTransferDto = z.infer<typeof adminBankTransferDto>;

export const adminBankTransferListResponse = z.object({ success: z.literal(true), results: z.array(adminBankTransferDto), pagination });
export const adminBankTransferParams = z.object({ id: z.string().trim().min(1).max(100) });

export const adminBankTransferAssignRequest = z
  .object({
    customer_no: z.string().trim().min(1).max(30).optional(),
    user_id: z.string().trim().min(1).max(100).optional(),
    note: z.string().trim().max(500).optional(),
  })
  .refine((body) => Boolean(body.customer_no || body.user_id), { message: walletTopupText.customerRequired, path: ['customer_no'] });

export const adminBankTransferRejectRequest = z.object({
  note: z.string({ error: errorMessages.WALLET_REASON_REQUIRED }).trim().min(1, { error: errorMessages.WALLET_REASON_REQUIRED }).max(500),
});

export const adminBankTransferResponse = z.object({ success: z.literal(true), message: z.string(), data: adminBankTransferDto });
