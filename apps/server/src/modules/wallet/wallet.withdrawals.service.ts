import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminWithdrawalDto, WithdrawalCreateRequest, WithdrawalDto, WithdrawalStatus } from '@kaimono/contracts';
import { WITHDRAWAL_MIN_VND } from '@kaimono/contracts';
import { walletHistoryText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import type { AuthUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { notify, type NotifyContext } from '../notifications/index.ts';
import * as ledger from './wallet.ledger.ts';
import { bankByBin } from './wallet.banks.ts';
import { findCard } from './wallet.cards.repository.ts';
import * as repo from './wallet.withdrawals.repository.ts';

/**
 * Withdrawals (spec: refund requests): the customer takes money out of the wallet to their own
 * bank account. The amount is held from the request on; staff complete it (the hold is captured
 * to bank clearing: the money left our bank) or reject it, or the customer cancels it (released).
 *
 * Each step changes the withdrawal row and the ledger in ONE transaction (the raw ledger functions
 * nest as savepoints), so a request never exists without its hold and a hold is never captured
 * without the row saying so. The customer's notification is written after the commit: it can
 * never undo or outlive a money movement that did not happen.
 */

export interface WithdrawalContext {
  db: Db;
  notifyContext: NotifyContext;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export function toDto(row: repo.WithdrawalRow): WithdrawalDto {
  return {
    id: row.id,
    card_id: row.cardId,
    card_no: row.cardNo,
    card_name: row.cardName,
    bank_no: row.bankNo,
    bank_name: row.bankName,
    amount_vnd: row.amountVnd,
    status: row.status,
    status_name: walletHistoryText.withdrawalStatuses[row.status],
    note: row.note,
    staff_note: row.staffNote,
    bank_reference: row.bankReference,
    can_cancel: row.status === 'requested',
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toAdminDto(row: repo.WithdrawalRow, customer: repo.CustomerSummary): AdminWithdrawalDto {
  return {
    ...toDto(row),
    customer: { id: customer.id, customer_no: customer.customerNo, full_name: customer.fullName, phone: customer.phone },
    decided_by: row.decidedBy,
  };
}

const bankLabel = (row: Pick<repo.WithdrawalRow, 'bankName' | 'bankNo'>) => row.bankName ?? `${walletHistoryText.unknownBank} ${row.bankNo}`;

/** One notification per money movement of a withdrawal, with a title that says what happened to it. */
async function announce(ctx: WithdrawalContext, row: repo.WithdrawalRow, entry: ledger.EntryRow, title: string) {
  try {
    const { available_vnd } = await ledger.balancesOf(ctx.db, row.userId);
    await notify(
      ctx.db,
      {
        userId: row.userId,
        category: 'wallet',
        title,
        body: walletHistoryText.notices.body(formatVnd(vnd(entry.amountVnd)), entry.description, formatVnd(vnd(available_vnd))),
        link: '/account/wallet',
        data: { entry_id: entry.id, kind: entry.kind, purpose: entry.purpose, amount_vnd: entry.amountVnd, withdrawal_id: row.id, status: row.status },
      },
      ctx.notifyContext,
    );
  } catch (error) {
    ctx.log.error({ err: error, withdrawalId: row.id }, 'withdrawal notification failed');
  }
}

/** Amount rules: a positive whole number of dong, at least the minimum. */
export function checkWithdrawalAmount(amountVnd: number): void {
  ledger.assertAmount(amountVnd);
  // Below this the bank's outgoing transfer fee is out of proportion to the amount.
  if (amountVnd < WITHDRAWAL_MIN_VND) throw badRequest('WITHDRAWAL_AMOUNT_TOO_SMALL');
}

/**
 * POST /api/transfer/refund. `requestKey` (Idempotency-Key header or body request_id) makes a
 * repeat — a double click, a retry after a lost answer, even concurrent — return the first request.
 */
export async function create(
  ctx: WithdrawalContext,
  userId: string,
  input: WithdrawalCreateRequest,
  headerKey: string | undefined,
): Promise<{ withdrawal: repo.WithdrawalRow; replayed: boolean }> {
  checkWithdrawalAmount(input.amount_vnd);
  const card = await findCard(ctx.db, userId, input.card_id);
  if (!card) throw notFound('CARD_NOT_FOUND');
  const requestKey = (headerKey ?? input.request_id ?? randomUUID()).trim().slice(0, 100);

  const sameRequest = (row: repo.WithdrawalRow) => row.amountVnd === input.amount_vnd && row.cardId === input.card_id;
  const existing = await repo.findByRequestKey(ctx.db, userId, requestKey);
  if (existing) {
    if (!sameRequest(existing)) throw conflict('WALLET_IDEMPOTENCY_MISMATCH');
    return { withdrawal: existing, replayed: true };
  }

  const snapshot = {
    cardNo: card.cardNo,
    cardName: card.cardName,
    bankNo: card.bankNo,
    bankName: bankByBin(card.bankNo)?.short_name ?? null,
  };
  const bank = bankLabel(snapshot);
  const result = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const id = randomUUID();
    const held = await ledger.hold(tx, {
      userId,
      amountVnd: input.amount_vnd,
      // The request key, not the row id: a concurrent repeat meets the first hold under this key.
      idempotencyKey: `withdrawal:${userId}:${requestKey}`,
      purpose: 'withdrawal',
      description: walletHistoryText.descriptions.withdrawalHold(bank, snapshot.cardNo),
      referenceType: 'withdrawal',
      referenceId: id,
    });
    const inserted = await repo.insertWithdrawal(tx, {
      id,
      userId,
      requestKey,
      cardId: input.card_id,
      ...snapshot,
      amountVnd: input.amount_vnd,
      holdId: held.hold.id,
      note: input.note || null,
    });
    if (inserted) return { withdrawal: inserted, entry: held.entry, replayed: false };
    const first = await repo.findByRequestKey(tx, userId, requestKey);
    if (!first || !sameRequest(first)) throw conflict('WALLET_IDEMPOTENCY_MISMATCH');
    return { withdrawal: first, entry: held.entry, replayed: true };
  });
  if (!result.replayed) await announce(ctx, result.withdrawal, result.entry, walletHistoryText.notices.requestedTitle);
  return { withdrawal: result.withdrawal, replayed: result.replayed };
}

export async function listMine(db: Db, userId: string, status?: WithdrawalStatus): Promise<WithdrawalDto[]> {
  return (await repo.listForUser(db, userId, status)).map(toDto);
}

type Decision = 'cancelled' | 'rejected' | 'completed';

/**
 * Moves a still-requested withdrawal to its final state together with its ledger movement.
 * The row lock serialises deciders: the second one sees the new status and gets 409.
 */
async function decide(
  ctx: WithdrawalContext,
  id: string,
  decision: Decision,
  options: { customerId?: string; staff?: AuthUser; actor?: StaffActor | undefined; note?: string | null; bankReference?: string },
): Promise<repo.WithdrawalRow> {
  const { withdrawal, entry } = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await repo.lockWithdrawal(tx, id, options.customerId);
    if (!row) throw notFound('WITHDRAWAL_NOT_FOUND');
    if (row.status !== 'requested') throw conflict('WITHDRAWAL_NOT_PENDING');
    const bank = bankLabel(row);
    const base = { holdId: row.holdId, idempotencyKey: `withdrawal:${row.id}:${decision}`, createdBy: options.staff?.id ?? null };
    const moved =
      decision === 'completed'
        ? await ledger.capture(tx, {
            ...base,
            to: 'bank_clearing',
            description: walletHistoryText.descriptions.withdrawalCaptured(bank, row.cardNo, options.bankReference ?? ''),
            metadata: { withdrawal_id: row.id, bank_reference: options.bankReference ?? null },
          })
        : await ledger.release(tx, {
            ...base,
            description:
              decision === 'rejected'
                ? walletHistoryText.descriptions.withdrawalRejected(options.note ?? '')
                : walletHistoryText.descriptions.withdrawalCancelled,
            metadata: { withdrawal_id: row.id, ...(options.note ? { note: options.note } : {}) },
          });
    const updated = await repo.updateWithdrawal(tx, row.id, {
      status: decision,
      ...(options.staff ? { decidedBy: options.staff.id, staffNote: options.note ?? null } : {}),
      decidedAt: new Date(),
      ...(options.bankReference ? { bankReference: options.bankReference } : {}),
    });
    if (options.staff) {
      await recordStaffAction(tx, {
        ...options.actor,
        actorId: options.staff.id,
        action: decision === 'completed' ? 'withdrawal.complete' : 'withdrawal.reject',
        entityType: 'withdrawal',
        entityId: row.id,
        customerId: row.userId,
        before: { status: row.status, amount_vnd: row.amountVnd },
        after: { status: decision, amount_vnd: moved.entry.amountVnd, ledger_key: base.idempotencyKey, ...(options.bankReference ? { bank_reference: options.bankReference } : {}) },
        note: options.note ?? null,
      });
    }
    return { withdrawal: updated, entry: moved.entry };
  });
  const titles = {
    completed: walletHistoryText.notices.completedTitle,
    rejected: walletHistoryText.notices.rejectedTitle,
    cancelled: walletHistoryText.notices.cancelledTitle,
  } as const;
  await announce(ctx, withdrawal, entry, titles[decision]);
  return withdrawal;
}

/** DELETE /api/refund-request: the customer withdraws a request staff have not decided yet. */
export function cancel(ctx: WithdrawalContext, userId: string, id: string) {
  return decide(ctx, id, 'cancelled', { customerId: userId });
}

export function complete(ctx: WithdrawalContext, staff: AuthUser, id: string, input: { bank_reference: string; note?: string | undefined }, actor?: StaffActor) {
  return decide(ctx, id, 'completed', { staff, actor, bankReference: input.bank_reference, note: input.note || null });
}

export function reject(ctx: WithdrawalContext, staff: AuthUser, id: string, input: { note: string }, actor?: StaffActor) {
  return decide(ctx, id, 'rejected', { staff, actor, note: input.note });
}

export async function adminList(db: Db, query: { status?: WithdrawalStatus | undefined; page: number; size: number }) {
  const { rows, total } = await repo.listAll(db, query.status, query.page, query.size);
  return {
    results: rows.map((r) => toAdminDto(r.withdrawal, r.customer)),
    pagination: { page: query.page, size: query.size, total },
  };
}

export async function adminDto(db: Db, id: string): Promise<AdminWithdrawalDto> {
  const found = await repo.findWithCustomer(db, id);
  if (!found) throw new AppError(404, 'WITHDRAWAL_NOT_FOUND');
  return toAdminDto(found.withdrawal, found.customer);
}
