import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { pageQuery, pageSizes, paginated } from './common.ts';
import { vndAmount } from './wallet.ts';

/**
 * Banks, the customer's saved bank cards (spec §3 "Bank card") and the ways to pay
 * (GET /api/payment-method).
 */

// ---------------------------------------------------------------------------------------------
// Banks
// ---------------------------------------------------------------------------------------------

/** A bank of the list (research §2): BIN, VietQR code, short and current Vietnamese name. */
export const bankDto = z.object({
  atm_bin: z.string(),
  short_name: z.string(),
  vn_name: z.string(),
  code: z.string(),
  /** The bank's app can pay a VietQR (false: it can only receive). */
  transfer_supported: z.boolean(),
});
export type BankDto = z.infer<typeof bankDto>;

/** The bank as a card shows it (spec §3). */
export const cardBankDto = bankDto.pick({ atm_bin: true, short_name: true, vn_name: true });
export type CardBankDto = z.infer<typeof cardBankDto>;

/** GET /api/bank/all: `keyword` matches short name, Vietnamese name, code or BIN, accents ignored. */
export const bankListQuery = pageQuery(pageSizes.banks).extend({
  keyword: z.string().trim().max(100).optional(),
});
export const bankListResponse = paginated(bankDto).extend({ success: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

export const MAX_CARDS_PER_CUSTOMER = 10;
export const cardFormats = ['account', 'card'] as const;
export const cardFormat = z.enum(cardFormats);
export type CardFormat = z.infer<typeof cardFormat>;

/** Digits only: pasted numbers often carry spaces, dots or dashes ('9704 1234 …'). */
export function cleanCardNo(text: string): string {
  return text.replace(/[\s.-]/g, '');
}

/** The holder's name as banks print it: upper-case ASCII ('Nguyễn Văn Đức' → 'NGUYEN VAN DUC'). */
export function holderName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z0-9 .'-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An account number has 1–19 digits (NAPAS beneficiary id), an ATM card number 16–19. */
export function isValidCardNo(cardNo: string, format: CardFormat): boolean {
  return format === 'card' ? /^\d{16,19}$/.test(cardNo) : /^\d{1,19}$/.test(cardNo);
}

const cardNoField = z
  .string({ error: errorMessages.CARD_NO_INVALID })
  .transform(cleanCardNo)
  .pipe(z.string().regex(/^\d{1,19}$/, { error: errorMessages.CARD_NO_INVALID }));
const cardNameField = z
  .string({ error: errorMessages.CARD_NAME_REQUIRED })
  .transform(holderName)
  .pipe(z.string().min(1, { error: errorMessages.CARD_NAME_REQUIRED }).max(50, { error: errorMessages.CARD_NAME_REQUIRED }));
const bankNoField = z.string({ error: errorMessages.BANK_NOT_FOUND }).trim().regex(/^\d{6}$/, { error: errorMessages.BANK_NOT_FOUND });
const bankBranchField = z
  .string({ error: errorMessages.VALIDATION_FAILED })
  .trim()
  .max(100)
  .nullish()
  .transform((value) => value || null);

/** POST /api/card. The first card becomes the primary one. */
export const cardCreateRequest = z
  .object({
    card_no: cardNoField,
    card_name: cardNameField,
    card_format: cardFormat.default('account'),
    bank_no: bankNoField,
    bank_branch: bankBranchField,
  })
  .superRefine((card, ctx) => {
    if (!isValidCardNo(card.card_no, card.card_format)) ctx.addIssue({ code: 'custom', path: ['card_no'], message: errorMessages.CARD_NO_INVALID });
  });
export type CardCreateRequest = z.input<typeof cardCreateRequest>;
/** A card body after normalising (digits only, upper-case name, null branch). */
export type NormalizedCard = z.output<typeof cardCreateRequest>;

/** PUT /api/card/{id}: the fields to change; the others keep their value. */
export const cardUpdateRequest = z.object({
  card_no: cardNoField.optional(),
  card_name: cardNameField.optional(),
  card_format: cardFormat.optional(),
  bank_no: bankNoField.optional(),
  bank_branch: bankBranchField.optional(),
});
export type CardUpdateRequest = z.input<typeof cardUpdateRequest>;

export const cardIdParams = z.object({ id: z.string() });
export const cardPrimaryRequest = z.object({ id: z.string({ error: errorMessages.CARD_NOT_FOUND }).trim().max(100) });

/** The card's transfer QR: static VietQR, VND, level Q, 128 px (spec §9). */
export const cardQr = z.object({ payload: z.string(), svg: z.string() });

export const cardDto = z.object({
  id: z.string(),
  card_no: z.string(),
  card_name: z.string(),
  card_format: cardFormat,
  bank_no: z.string(),
  bank_branch: z.string().nullable(),
  is_primary: z.boolean(),
  /** Null only for a BIN the bank list no longer has. */
  bank: cardBankDto.nullable(),
  qr: cardQr.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CardDto = z.infer<typeof cardDto>;

export const cardListQuery = pageQuery(pageSizes.general);
export const cardListResponse = paginated(cardDto).extend({ success: z.literal(true) });
/** GET /api/card/main: the primary card, or null when the customer has none. */
export const cardMainResponse = z.object({ success: z.literal(true), data: cardDto.nullable() });
export const cardSavedResponse = z.object({ success: z.literal(true), message: z.string(), data: cardDto });
export const cardDeletedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** `primary_id`: the primary card after the deletion (null when none is left). */
  data: z.object({ id: z.string(), primary_id: z.string().nullable() }),
});

// ---------------------------------------------------------------------------------------------
// Payment methods
// ---------------------------------------------------------------------------------------------

export const walletPaymentMethod = z.object({
  code: z.literal('wallet'),
  name: z.string(),
  description: z.string(),
  /** The viewer's balances; null for a visitor who is not logged in. */
  balance_vnd: vndAmount.nullable(),
  held_vnd: vndAmount.nullable(),
  available_vnd: vndAmount.nullable(),
});

export const bankTransferPaymentMethod = z.object({
  code: z.literal('bank_transfer'),
  name: z.string(),
  description: z.string(),
  /** Where top-ups go. */
  account: z.object({ bank_no: z.string(), account_no: z.string(), account_name: z.string(), bank: cardBankDto.nullable() }),
  /** Outside office hours transfers may arrive later (spec §2). */
  note: z.string(),
});

export const paymentMethodDto = z.discriminatedUnion('code', [walletPaymentMethod, bankTransferPaymentMethod]);
export type PaymentMethodDto = z.infer<typeof paymentMethodDto>;
export const paymentMethodsResponse = z.object({ success: z.literal(true), data: z.array(paymentMethodDto) });
