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
export { walletTopupRoutes } from './wallet.topup.routes.ts';
export { transferCode, findTransferCodes } from './wallet.topup.ts';
export { walletCardsRoutes } from './wallet.cards.routes.ts';
export { buildVietQr, vietQrSvg, vietQrPurpose, vietQrCurrencies, type VietQrInput, type VietQrFormat } from './wallet.vietqr.ts';
export { bankByBin, searchBanks } from './wallet.banks.ts';
export { findCard, primaryCard, type WalletCardRow } from './wallet.cards.repository.ts';
export { walletHistoryRoutes } from './wallet.history.routes.ts';
export { accountsRoutes } from './wallet.accounts.routes.ts';
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
  holdsRemaining,
  findEntryByKey,
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
export { auditLedger, cleanAudit, type LedgerAudit } from './wallet.audit.ts';
export { walletDashboardCounters } from './wallet.dashboard.ts';
