import type { FastifyBaseLogger } from 'fastify';
import { formatVnd, vnd } from '@kaimono/money';
import { walletText } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import { notificationContext, notify, type NotifyContext } from '../notifications/index.ts';
import * as ledger from './wallet.ledger.ts';

/**
 * The wallet as other modules use it: every ledger movement plus a notification to the customer
 * for each one that actually moved money (a replay sends nothing). The notification is written
 * after the money transaction commits: a failure to notify is logged and never undoes a payment.
 */
export interface Wallet {
  db: Db;
  balances(userId: string): Promise<ledger.Balances>;
  credit(m: Parameters<typeof ledger.credit>[1]): Promise<ledger.PostResult>;
  debit(m: Parameters<typeof ledger.debit>[1]): Promise<ledger.PostResult>;
  refund(m: Parameters<typeof ledger.refund>[1]): Promise<ledger.PostResult>;
  hold(m: Parameters<typeof ledger.hold>[1]): ReturnType<typeof ledger.hold>;
  release(m: Parameters<typeof ledger.release>[1]): ReturnType<typeof ledger.release>;
  capture(m: Parameters<typeof ledger.capture>[1]): ReturnType<typeof ledger.capture>;
  /** Tells the customer about an entry posted in the caller's own transaction (after it committed). */
  announce(entry: ledger.EntryRow, replayed: boolean): Promise<void>;
}

const titles: Record<ledger.EntryKind, string> = {
  topup: walletText.notices.creditedTitle,
  adjustment: walletText.notices.creditedTitle,
  payment: walletText.notices.debitedTitle,
  refund: walletText.notices.refundedTitle,
  hold: walletText.notices.heldTitle,
  release: walletText.notices.releasedTitle,
  capture: walletText.notices.capturedTitle,
};

export function createWallet(db: Db, notifyContext: NotifyContext, log: Pick<FastifyBaseLogger, 'error'>): Wallet {
  async function announce(entry: ledger.EntryRow, replayed: boolean) {
    if (replayed || !entry.userId) return;
    try {
      const { available_vnd } = await ledger.balancesOf(db, entry.userId);
      const outgoing = entry.kind === 'payment' || (entry.kind === 'adjustment' && (entry.metadata?.direction === 'debit'));
      await notify(
        db,
        {
          userId: entry.userId,
          category: 'wallet',
          title: outgoing ? walletText.notices.debitedTitle : titles[entry.kind as ledger.EntryKind],
          body: walletText.notices.body(formatVnd(vnd(entry.amountVnd)), entry.description, formatVnd(vnd(available_vnd))),
          link: '/account/wallet',
          data: { entry_id: entry.id, kind: entry.kind, purpose: entry.purpose, amount_vnd: entry.amountVnd },
        },
        notifyContext,
      );
    } catch (error) {
      log.error({ err: error, entryId: entry.id }, 'wallet notification failed');
    }
  }
  const announced = async <R extends { entry: ledger.EntryRow; replayed: boolean }>(result: Promise<R>): Promise<R> => {
    const value = await result;
    await announce(value.entry, value.replayed);
    return value;
  };
  return {
    db,
    balances: (userId) => ledger.balancesOf(db, userId),
    credit: (m) => announced(ledger.credit(db, m)),
    debit: (m) => announced(ledger.debit(db, m)),
    refund: (m) => announced(ledger.refund(db, m)),
    hold: (m) => announced(ledger.hold(db, m)),
    release: (m) => announced(ledger.release(db, m)),
    capture: (m) => announced(ledger.capture(db, m)),
    announce,
  };
}

/** The wallet of a running application (routes plugins call this once). */
export function walletFor(deps: AppDeps, log: FastifyBaseLogger): Wallet {
  return createWallet(deps.database.db, notificationContext(deps, log), log);
}
