import { errorMessages } from '@kaimono/i18n';
import type { CardFormat } from '../api/cards-api';

// The same normalising and checks as the server's (packages/contracts wallet-cards: cleanCardNo,
// holderName, isValidCardNo), written out here because importing values from the contracts
// would bring zod into the page; card-rules.test.ts keeps the two in step.

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

export interface CardFormValues {
  bank_no: string;
  card_format: CardFormat;
  card_no: string;
  card_name: string;
  bank_branch: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

/** What the server checks, with its messages: a bank BIN, 1–19 account digits or 16–19 card digits, a holder name. */
export function validateCard(values: CardFormValues, bankRequired: string): CardFormErrors {
  const errors: CardFormErrors = {};
  if (!/^\d{6}$/.test(values.bank_no)) errors.bank_no = bankRequired;
  if (!isValidCardNo(cleanCardNo(values.card_no), values.card_format)) errors.card_no = errorMessages.CARD_NO_INVALID;
  const name = holderName(values.card_name);
  if (!name || name.length > 50) errors.card_name = errorMessages.CARD_NAME_REQUIRED;
  return errors;
}
