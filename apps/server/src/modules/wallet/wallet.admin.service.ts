import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { randomUUID } from 'node:crypto';
import { exchangeRate, rateFromDecimalString, type ExchangeRate } from '@kaimono/money';
import type { AuthUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { currentRateExact, forgetDisplayRate, setRate, toRateDto } from '../rates/index.ts';
import type { Wallet } from './wallet.service.ts';
import { assertAmount, balancesOf, credit, debit } from './wallet.ledger.ts';
import { findCustomer, historyItemOf } from './wallet.history.ts';

/**
 * Sane bounds for a JPY→VND rate (VND per 1 JPY). The real rate has stayed roughly 150–230 for
 * decades; anything outside 50–1000 is a typing slip (a missing or extra decimal point) that would
 * misprice every order, so it is refused rather than stored.
 */
export const RATE_MIN_SCALED = 50 * 10_000;
export const RATE_MAX_SCALED = 1_000 * 10_000;

/** The rate from the decimal string or the scaled integer (one of them, or both agreeing). */
export function parseRate(input: { vnd_per_jpy?: string | undefined; vnd_per_jpy_scaled?: number | undefined }): ExchangeRate {
  const candidates: ExchangeRate[] = [];
  try {
    if (input.vnd_per_jpy !== undefined) candidates.push(rateFromDecimalString(input.vnd_per_jpy));
    if (input.vnd_per_jpy_scaled !== undefined) candidates.push(exchangeRate(input.vnd_per_jpy_scaled));
  } catch {
    throw badRequest('WALLET_RATE_INVALID');
  }
  const [rate] = candidates;
  if (rate === undefined || candidates.some((c) => c !== rate)) throw badRequest('WALLET_RATE_INVALID');
  if (rate < RATE_MIN_SCALED || rate > RATE_MAX_SCALED) throw badRequest('WALLET_RATE_INVALID');
  return rate;
}

export async function saveRate(
  db: Db,
  staff: AuthUser,
  input: { vnd_per_jpy?: string | undefined; vnd_per_jpy_scaled?: number | undefined; note?: string | undefined },
  actor?: StaffActor,
) {
  const rate = parseRate(input);
  const row = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const before = await currentRateExact(tx).catch(() => null);
    const saved = await setRate(tx, rate, { ...(input.note ? { note: input.note } : {}), createdBy: staff.id });
    await recordStaffAction(tx, {
      ...actor,
      actorId: staff.id,
      action: 'rate.set',
      entityType: 'exchange_rate',
      entityId: 'JPY-VND',
      before: before ? { vnd_per_jpy_scaled: before.rate } : null,
      after: { vnd_per_jpy_scaled: rate },
      note: input.note ?? null,
    });
    return saved;
  });
  // setRate forgot the cache of the transaction's handle: forget the database's too, now committed.
  forgetDisplayRate(db);
  return toRateDto({ rate, effectiveAt: row.effectiveAt });
}

export interface AdjustmentInput {
  customer_no?: string | undefined;
  user_id?: string | undefined;
  direction: 'credit' | 'debit';
  amount_vnd: number;
  reason?: string | undefined;
  idempotency_key?: string | undefined;
}

/**
 * A staff correction: one ledger entry between the customer's available balance and the
 * `adjustments` system account, with the reason as its description (the customer sees it and is
 * notified through the wallet). A debit never takes more than is available (409).
 */
export async function adjust(wallet: Wallet, staff: AuthUser, input: AdjustmentInput, actor?: StaffActor) {
  const db = wallet.db;
  const reason = input.reason?.trim() ?? '';
  if (!reason) throw badRequest('WALLET_REASON_REQUIRED');
  assertAmount(input.amount_vnd);
  if (!input.user_id && !input.customer_no) throw badRequest('VALIDATION_FAILED');
  const customer = await findCustomer(db, { userId: input.user_id, customerNo: input.customer_no });
  if (!customer) throw notFound('CUSTOMER_NOT_FOUND');

  const movement = {
    userId: customer.id,
    amountVnd: input.amount_vnd,
    idempotencyKey: `adjustment:${input.idempotency_key ?? randomUUID()}`,
    purpose: 'adjustment',
    description: reason,
    referenceType: 'adjustment',
    metadata: { direction: input.direction, reason, admin: staff.id },
    createdBy: staff.id,
  };
  // The entry and its audit line commit together; the customer is told after the commit.
  const result = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const posted =
      input.direction === 'credit'
        ? await credit(tx, { ...movement, from: 'adjustments' }, { inTransaction: true })
        : await debit(tx, { ...movement, to: 'adjustments' }, { inTransaction: true });
    if (!posted.replayed) {
      await recordStaffAction(tx, {
        ...actor,
        actorId: staff.id,
        action: 'wallet.adjust',
        entityType: 'wallet_entry',
        entityId: posted.entry.id,
        customerId: customer.id,
        after: { direction: input.direction, amount_vnd: input.amount_vnd, ledger_key: movement.idempotencyKey },
        note: reason,
      });
    }
    return posted;
  });
  await wallet.announce(result.entry, result.replayed);
  // A credit and a debit of the same amount look alike to the ledger's replay check: compare the direction too.
  if (result.replayed && result.entry.metadata?.direction !== input.direction) throw conflict('WALLET_IDEMPOTENCY_MISMATCH');
  const entry = await historyItemOf(db, customer.id, result.entry.id);
  if (!entry) throw new Error(`adjustment ${result.entry.id} is missing from the history`);
  return { entry, balances: await balancesOf(db, customer.id), replayed: result.replayed, customer };
}
