/**
 * The wallet: a double-entry VND ledger (DESIGN.md §5, ADR 0005). Only this module writes the
 * wallet tables. Other modules move money through `walletFor(deps, log)` (notifies the customer)
 * or the raw ledger functions inside their own transaction:
 *
 *   const wallet = walletFor(deps, app.log);
 *   const { hold } = await wallet.hold({ userId, amountVnd, idempotencyKey: `bid:${bidId}`, purpose: 'bid_hold', description });
 *   await wallet.capture({ holdId: hold.id, idempotencyKey: `bid-won:${bidId}`, description, to: 'marketplace_payables' });
 */
export { walletRoutes } from './wallet.routes.ts';
export { createWallet, walletFor, type Wallet } from './wallet.service.ts';
export {
  balancesOf,
  credit,
  debit,
  refund,
  hold,
  release,
  capture,
  getHold,
  postEntry,
  ledgerTotal,
  assertAmount,
  systemAccountKinds,
  type Balances,
  type EntryKind,
  type EntryRow,
  type HoldRow,
  type PostResult,
  type SystemAccountKind,
} from './wallet.ledger.ts';
