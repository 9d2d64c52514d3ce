import {
  isValidCardNo,
  MAX_CARDS_PER_CUSTOMER,
  type CardDto,
  type CardFormat,
  type NormalizedCard,
  type Pagination,
  type PaymentMethodDto,
} from '@kaimono/contracts';
import { errorMessages, walletCardsText } from '@kaimono/i18n';
import type { Db } from '../../platform/db.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, toErrorReply } from '../../platform/errors.ts';
import { bankByBin } from './wallet.banks.ts';
import { balancesOf } from './wallet.ledger.ts';
import * as repo from './wallet.cards.repository.ts';
import type { WalletCardRow } from './wallet.cards.repository.ts';
import { buildVietQr, vietQrSvg } from './wallet.vietqr.ts';

/**
 * The customer's bank cards (spec §3): where withdrawals are paid. Every change runs in one
 * transaction with the customer's row locked, so "at most 10" and "exactly one primary while any
 * card is left" hold when requests race, also across server processes.
 */

/** Spec §8: any card save failure says 'Lưu thông tin thẻ thất bại!'; the details go in `fields`. */
export function cardSaveFailed(fields: Record<string, string>, statusCode = 400): AppError {
  return new AppError(statusCode, 'CARD_SAVE_FAILED', undefined, fields);
}

/** A request body that failed its schema → the spec's card message with the field details. */
export function cardSaveFailedFromValidation(error: Error): AppError {
  return cardSaveFailed(toErrorReply(error)?.body.fields ?? { _: errorMessages.VALIDATION_FAILED });
}

/** The card's own transfer QR: static (no amount), VND, VN; null if the stored numbers cannot make one. */
async function cardQr(row: WalletCardRow): Promise<CardDto['qr']> {
  try {
    const payload = buildVietQr({ bin: row.bankNo, accountNo: row.cardNo, format: row.cardFormat });
    return { payload, svg: await vietQrSvg(payload) };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export async function toCardDto(row: WalletCardRow): Promise<CardDto> {
  const bank = bankByBin(row.bankNo);
  return {
    id: row.id,
    card_no: row.cardNo,
    card_name: row.cardName,
    card_format: row.cardFormat,
    bank_no: row.bankNo,
    bank_branch: row.bankBranch,
    is_primary: row.isPrimary,
    bank: bank ? { atm_bin: bank.atm_bin, short_name: bank.short_name, vn_name: bank.vn_name } : null,
    qr: await cardQr(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listCards(db: Db, userId: string, query: { page: number; size: number }): Promise<{ results: CardDto[]; pagination: Pagination }> {
  const { rows, total } = await repo.listCards(db, userId, query.page, query.size);
  return { results: await Promise.all(rows.map(toCardDto)), pagination: { page: query.page, size: query.size, total } };
}

export async function mainCard(db: Db, userId: string): Promise<CardDto | null> {
  const row = await repo.primaryCard(db, userId);
  return row ? toCardDto(row) : null;
}

export const cardNotFound = () => new AppError(404, 'CARD_NOT_FOUND');

/** True when the id is one of the customer's live cards (someone else's answers 404, never 403). */
export async function ownsCard(db: Db, userId: string, cardId: string): Promise<boolean> {
  return (await repo.findCard(db, userId, cardId)) !== undefined;
}

/** What the schema cannot know: the BIN must be a bank of our list. */
function checkBank(bankNo: string): void {
  if (!bankByBin(bankNo)) throw cardSaveFailed({ bank_no: errorMessages.BANK_NOT_FOUND });
}

const sameCard = (row: WalletCardRow, input: { bankNo: string; cardNo: string }) => row.bankNo === input.bankNo && row.cardNo === input.cardNo;

async function lockedCards(tx: Db, userId: string): Promise<WalletCardRow[]> {
  if (!(await repo.lockCustomer(tx, userId))) throw new AppError(401, 'UNAUTHENTICATED');
  return repo.liveCards(tx, userId);
}

/**
 * Saves a new card; the customer's first card becomes primary. Sending the same card again (a
 * retry) answers with the saved card and changes nothing; the same number with other details is a
 * duplicate.
 */
export async function createCard(db: Db, userId: string, input: NormalizedCard): Promise<{ card: CardDto; replayed: boolean }> {
  checkBank(input.bank_no);
  const result = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const cards = await lockedCards(tx, userId);
    const existing = cards.find((row) => sameCard(row, { bankNo: input.bank_no, cardNo: input.card_no }));
    if (existing) {
      const identical =
        existing.cardName === input.card_name && existing.cardFormat === input.card_format && existing.bankBranch === input.bank_branch;
      if (identical) return { row: existing, replayed: true };
      throw cardSaveFailed({ card_no: errorMessages.CARD_DUPLICATE }, 409);
    }
    if (cards.length >= MAX_CARDS_PER_CUSTOMER) throw cardSaveFailed({ _: errorMessages.CARD_LIMIT_REACHED }, 409);
    const row = await repo.insertCard(tx, {
      userId,
      cardNo: input.card_no,
      cardName: input.card_name,
      cardFormat: input.card_format,
      bankNo: input.bank_no,
      bankBranch: input.bank_branch,
      isPrimary: !cards.some((card) => card.isPrimary),
    });
    return { row, replayed: false };
  });
  return { card: await toCardDto(result.row), replayed: result.replayed };
}

export interface CardChanges {
  card_no?: string;
  card_name?: string;
  card_format?: CardFormat;
  bank_no?: string;
  bank_branch?: string | null;
}

/** Changes the given fields of one of the customer's cards; the merged card is checked whole. */
export async function updateCard(db: Db, userId: string, cardId: string, changes: CardChanges): Promise<CardDto> {
  const row = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const cards = await lockedCards(tx, userId);
    const current = cards.find((card) => card.id === cardId);
    if (!current) throw cardNotFound();
    const next = {
      cardNo: changes.card_no ?? current.cardNo,
      cardName: changes.card_name ?? current.cardName,
      cardFormat: changes.card_format ?? current.cardFormat,
      bankNo: changes.bank_no ?? current.bankNo,
      bankBranch: changes.bank_branch === undefined ? current.bankBranch : changes.bank_branch,
    };
    if (!isValidCardNo(next.cardNo, next.cardFormat)) throw cardSaveFailed({ card_no: errorMessages.CARD_NO_INVALID });
    // A stored BIN the bank list has since dropped must not block editing the name.
    if (changes.bank_no !== undefined) checkBank(next.bankNo);
    if (cards.some((card) => card.id !== cardId && sameCard(card, next))) throw cardSaveFailed({ card_no: errorMessages.CARD_DUPLICATE }, 409);
    const updated = await repo.updateCard(tx, userId, cardId, next);
    if (!updated) throw cardNotFound();
    return updated;
  });
  return toCardDto(row);
}

/** Makes one of the customer's cards the primary one (the others stop being primary). */
export async function setPrimary(db: Db, userId: string, cardId: string): Promise<CardDto> {
  const row = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const cards = await lockedCards(tx, userId);
    const card = cards.find((c) => c.id === cardId);
    if (!card) throw cardNotFound();
    if (card.isPrimary) return card;
    await repo.clearPrimary(tx, userId, cardId);
    return (await repo.updateCard(tx, userId, cardId, { isPrimary: true }))!;
  });
  return toCardDto(row);
}

/**
 * Soft-deletes a card (withdrawals keep pointing at the row). If it was the primary one, the
 * newest remaining card becomes primary.
 */
export async function deleteCard(db: Db, userId: string, cardId: string): Promise<{ id: string; primary_id: string | null }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const cards = await lockedCards(tx, userId);
    const card = cards.find((c) => c.id === cardId);
    if (!card) throw cardNotFound();
    await repo.updateCard(tx, userId, cardId, { isPrimary: false, deletedAt: new Date() });
    let primary = cards.find((c) => c.id !== cardId && c.isPrimary);
    if (!primary) {
      const newest = await repo.newestCard(tx, userId);
      if (newest) primary = await repo.updateCard(tx, userId, newest.id, { isPrimary: true });
    }
    return { id: cardId, primary_id: primary?.id ?? null };
  });
}

/** GET /api/payment-method: the wallet (balances for a logged-in viewer) and bank-transfer top-up. */
export async function paymentMethods(db: Db, config: Config, viewerId: string | null): Promise<PaymentMethodDto[]> {
  const balances = viewerId ? await balancesOf(db, viewerId) : null;
  const account = config.wallet.topupAccount;
  const bank = bankByBin(account.bin);
  const text = walletCardsText.paymentMethods;
  return [
    {
      code: 'wallet',
      name: text.walletName,
      description: text.walletDescription,
      balance_vnd: balances?.balance_vnd ?? null,
      held_vnd: balances?.held_vnd ?? null,
      available_vnd: balances?.available_vnd ?? null,
    },
    {
      code: 'bank_transfer',
      name: text.bankTransferName,
      description: text.bankTransferDescription,
      account: {
        bank_no: account.bin,
        account_no: account.accountNo,
        account_name: account.accountName,
        bank: bank ? { atm_bin: bank.atm_bin, short_name: bank.short_name, vn_name: bank.vn_name } : null,
      },
      note: text.officeHours,
    },
  ];
}
