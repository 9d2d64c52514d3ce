import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { credit } from './wallet.ledger.ts';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminBankTransferDto, CassoWebhookBody, SepayWebhookBody } from '@kaimono/contracts';
import { walletTopupText } from '@kaimono/i18n';
import type { Config } from '../../platform/config.ts';
import type { AuthUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { findCustomer } from './wallet.history.ts';
import * as repo from './wallet.reconciliation.repository.ts';
import type { Wallet } from './wallet.service.ts';
import { findTransferCodes } from './wallet.topup.ts';
import { isUuid } from '../../platform/db-errors.ts';

/**
 * Bank reconciliation (research/vietnam.md §5.4): each transaction a bank webhook delivers is stored
 * with its raw payload first, then matched by the QA…/QR… code in its content and credited through
 * the wallet under the key `bank:<provider>:<provider_txn_id>`. Exactly once holds because
 *   - the unique (provider, provider_txn_id) index lets one delivery store the row; redeliveries
 *     find it and only finish it if it is still `received` (a crash between storing and crediting);
 *   - the ledger's idempotency key makes a second credit of the same transaction a replay (no money,
 *     no notification), also when concurrent deliveries both try to finish one row;
 *   - the unique (bank_reference, amount, direction) index turns the same bank transaction reported
 *     by the other provider into a `duplicate` row that is never credited automatically.
 */

export type BankProvider = 'sepay' | 'casso';

export interface IncomingTransaction {
  provider: BankProvider;
  providerTxnId: string;
  bankReference: string | null;
  gateway: string | null;
  accountNumber: string | null;
  subAccount: string | null;
  /** Positive amount; `direction` says which way it went. */
  amountVnd: number;
  direction: 'in' | 'out';
  content: string;
  /** Extra texts that may carry the code (SePay's recognised `code`, the bank's full description). */
  codeHints: Array<string | null | undefined>;
  transactionAt: Date | null;
  raw: unknown;
}

export interface ReconciliationContext {
  db: Db;
  wallet: Wallet;
  config: Config;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

export type ReceiveOutcome = 'credited' | 'unmatched' | 'ignored' | 'duplicate' | 'replayed';

// ---------------------------------------------------------------------------------------------
// Provider payloads → transactions

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Bank references are compared across providers: one spelling. */
const reference = (value: string | null | undefined): string | null => text(value)?.toUpperCase() ?? null;

/**
 * Provider times: `YYYY-MM-DD HH:mm:ss` without a zone is Vietnam local time (UTC+7, no daylight
 * saving); a time with a zone is taken as written. Anything else is stored as unknown (null) rather
 * than refusing the delivery: the money matters, the timestamp is informational.
 */
export function parseVietnamTime(value: string | null | undefined): Date | null {
  const raw = text(value);
  if (!raw) return null;
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?$/.exec(raw);
  const date = local
    ? new Date(`${local[1]}-${local[2]}-${local[3]}T${local[4]}:${local[5]}:${local[6] ?? '00'}${local[7]?.slice(0, 4) ?? ''}+07:00`)
    : /[zZ]|[+-]\d{2}:?\d{2}$/.test(raw)
      ? new Date(raw)
      : new Date(NaN);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function fromSepay(body: SepayWebhookBody): IncomingTransaction {
  return {
    provider: 'sepay',
    providerTxnId: String(body.id).trim(),
    bankReference: reference(body.referenceCode),
    gateway: text(body.gateway),
    accountNumber: text(body.accountNumber),
    subAccount: text(body.subAccount),
    amountVnd: body.transferAmount,
    direction: body.transferType,
    content: body.content ?? '',
    codeHints: [body.code, body.description],
    transactionAt: parseVietnamTime(body.transactionDate),
    raw: body,
  };
}

/** Casso legacy (`data` is a list) or webhook V2 (`data` is one transaction). */
export function fromCasso(body: CassoWebhookBody): IncomingTransaction[] {
  if (Array.isArray(body.data)) {
    return body.data.map((t) => ({
      provider: 'casso',
      providerTxnId: String(t.id).trim(),
      bankReference: reference(t.tid),
      gateway: text(typeof t.bank_name === 'string' ? t.bank_name : null),
      accountNumber: text(t.bank_sub_acc_id) ?? text(t.subAccId),
      subAccount: text(typeof t.virtual_account === 'string' ? t.virtual_account : null),
      // Casso signs the amount: negative is money going out.
      amountVnd: Math.abs(t.amount),
      direction: t.amount < 0 ? 'out' : 'in',
      content: t.description ?? '',
      codeHints: [],
      transactionAt: parseVietnamTime(t.when),
      raw: t,
    }));
  }
  const t = body.data;
  return [
    {
      provider: 'casso',
      providerTxnId: String(t.id).trim(),
      bankReference: reference(t.reference),
      gateway: text(t.bankName) ?? text(t.bankAbbreviation),
      accountNumber: text(t.accountNumber),
      subAccount: text(t.virtualAccountNumber),
      amountVnd: Math.abs(t.amount),
      direction: t.amount < 0 ? 'out' : 'in',
      content: t.description ?? '',
      codeHints: [],
      transactionAt: parseVietnamTime(t.transactionDateTime),
      raw: body,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Webhook authentication

/** Constant-time comparison of two secrets of any length (both hashed to 32 bytes first). */
export function safeEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

/** SePay HMAC: `sha256=` + hex HMAC-SHA256(secret, timestamp + "." + raw body). */
export function sepaySignature(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex')}`;
}

export const SEPAY_TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' ? value.trim() : null;
};

/** `Authorization: Apikey <key>`, or (when a secret is configured) a fresh, valid X-SePay-Signature. */
export function sepayAuthorized(config: Config['wallet'], headers: Headers, rawBody: string, nowMs = Date.now()): boolean {
  const authorization = header(headers, 'authorization');
  const apiKey = authorization ? /^apikey\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  if (config.bankWebhookApiKey && apiKey && safeEqual(apiKey, config.bankWebhookApiKey)) return true;

  const signature = header(headers, 'x-sepay-signature');
  const timestamp = header(headers, 'x-sepay-timestamp');
  if (!config.sepayWebhookSecret || !signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  // A captured delivery replayed later is refused (it would be a no-op anyway: ids are unique).
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SEPAY_TIMESTAMP_TOLERANCE_SECONDS) return false;
  return safeEqual(signature.toLowerCase(), sepaySignature(config.sepayWebhookSecret, timestamp, rawBody));
}

/** Object keys sorted at every depth, as Casso does before signing. */
export function deepSortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deepSortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, deepSortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Casso webhook V2: hex HMAC-SHA512(checksum key, t + "." + JSON of the key-sorted body). */
export function cassoSignature(checksumKey: string, timestamp: string, body: unknown): string {
  return createHmac('sha512', checksumKey).update(`${timestamp}.${JSON.stringify(deepSortKeys(body))}`, 'utf8').digest('hex');
}

/**
 * `Secure-Token: <token>` (legacy) or `X-Casso-Signature: t=<ms>,v1=<hex>` (V2). The V2 signature
 * is over the parsed body, so `body` is the JSON exactly as received (before validation). No
 * freshness window here: Casso does not document whether retries are re-signed, and a replayed
 * delivery changes nothing (provider ids are unique).
 */
export function cassoAuthorized(config: Config['wallet'], headers: Headers, body: unknown): boolean {
  const token = header(headers, 'secure-token');
  if (config.cassoSecureToken && token && safeEqual(token, config.cassoSecureToken)) return true;

  const signature = header(headers, 'x-casso-signature');
  if (!config.cassoChecksumKey || !signature) return false;
  const parts = Object.fromEntries(
    signature.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const t = parts.t;
  const v1 = parts.v1;
  if (!t || !v1 || !/^\d{1,16}$/.test(t)) return false;
  return safeEqual(v1.toLowerCase(), cassoSignature(config.cassoChecksumKey, t, body));
}

// ---------------------------------------------------------------------------------------------
// Matching and crediting

const accountKey = (value: string | null) => (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();

export const bankCreditKey = (row: Pick<repo.BankTransferRow, 'provider' | 'providerTxnId'>) => `bank:${row.provider}:${row.providerTxnId}`;

/**
 * One transfer reported by both SePay and Casso (each provider reports a real transfer once, under
 * its own id; the bank account may be linked to both):
 *   - both reports carry a bank reference → the reference decides: the same reference (and amount,
 *     direction) is the same transfer (the unique index; the second row is a `duplicate`, never
 *     credited), different references are different transfers;
 *   - otherwise (a reference missing on either side) the second report is the same transfer when it
 *     has the same receiving account, amount, direction and transfer code (or, without a code, the
 *     same content, compared on letters and digits only), within CROSS_PROVIDER_WINDOW_MS of the
 *     first (bank time, else the time we received it), and comes from the OTHER provider. It is not
 *     credited: it waits in the staff queue (`unmatched`, reason `possible_duplicate`, `duplicate_of`
 *     the first), where assigning credits it (a genuine second payment) and rejecting ignores it.
 * Two identical-looking reports from the SAME provider under different ids are two real transfers
 * (a customer paying the same amount twice) and are both credited. A first row is paired with at most
 * one second report per provider, so two genuine payments reported by both providers give two
 * credits and two queue rows, not one credit. The ledger keys stay `bank:<provider>:<id>`.
 * Concurrency: the match and the insert run in one transaction under an advisory lock per amount
 * and direction, so two providers' webhooks arriving at the same moment still credit once.
 */
export const CROSS_PROVIDER_WINDOW_MS = 10 * 60_000;

/** Letters and digits only, upper case: how two providers' copies of one transfer content are compared. */
export const normalisedContent = (value: string | null | undefined) =>
  (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');

const accountKeys = (row: { accountNumber: string | null; subAccount: string | null }) =>
  [accountKey(row.accountNumber), accountKey(row.subAccount)].filter((key) => key !== '');

/** Whether `candidate` (another provider's row) may be the same transfer as `txn` (see above). */
export function sameTransfer(txn: Pick<IncomingTransaction, 'bankReference' | 'accountNumber' | 'subAccount' | 'content'>, code: string | null, candidate: repo.BankTransferRow): boolean {
  if (txn.bankReference && candidate.bankReference) return false; // both referenced: the reference decides
  // Not a top-up to our account (the second report is ignored for the same reason on its own).
  if (candidate.status === 'ignored') return false;
  const mine = accountKeys(txn);
  const theirs = accountKeys(candidate);
  if (mine.length > 0 || theirs.length > 0) {
    if (!mine.some((key) => theirs.includes(key))) return false;
  }
  const theirCode = candidate.transferCode ?? findTransferCodes(candidate.content)[0]?.code ?? null;
  if (code || theirCode) return code === theirCode;
  const content = normalisedContent(txn.content);
  return content !== '' && content === normalisedContent(candidate.content);
}

const transactionTime = (row: Pick<repo.BankTransferRow, 'transactionAt' | 'createdAt'>) => (row.transactionAt ?? row.createdAt).getTime();

/** Stores one delivered transaction (before anything else), then matches and credits it. */
export async function receive(ctx: ReconciliationContext, txn: IncomingTransaction): Promise<ReceiveOutcome> {
  const code = findTransferCodes(txn.content, ...txn.codeHints)[0]?.code ?? null;
  const values: repo.BankTransferInsert = {
    provider: txn.provider,
    providerTxnId: txn.providerTxnId,
    bankReference: txn.bankReference,
    gateway: txn.gateway,
    accountNumber: txn.accountNumber,
    subAccount: txn.subAccount,
    amountVnd: txn.amountVnd,
    direction: txn.direction,
    content: txn.content,
    transferCode: code,
    transactionAt: txn.transactionAt,
    rawPayload: txn.raw ?? {},
    status: 'received',
  };
  // A redelivery: nothing to match again.
  const delivered = await repo.findByProviderTxn(ctx.db, txn.provider, txn.providerTxnId);
  if (delivered) return delivered.status === 'received' ? settle(ctx, delivered, txn.codeHints) : 'replayed';

  const stored = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await repo.lockMatchBucket(tx, txn.direction, txn.amountVnd);
    if (txn.direction === 'in' && txn.amountVnd > 0) {
      const at = txn.transactionAt ?? new Date();
      const candidates = await repo.crossProviderCandidates(tx, {
        provider: txn.provider,
        amountVnd: txn.amountVnd,
        direction: txn.direction,
        at,
        windowMs: CROSS_PROVIDER_WINDOW_MS,
      });
      const first = candidates
        .filter((candidate) => sameTransfer(txn, code, candidate))
        .sort((a, b) => Math.abs(transactionTime(a) - at.getTime()) - Math.abs(transactionTime(b) - at.getTime()))[0];
      if (first) {
        const row = await repo.insertTransfer(tx, { ...values, status: 'unmatched', statusReason: 'possible_duplicate', duplicateOf: first.id });
        return row ? { row, first } : null;
      }
    }
    const row = await repo.insertTransfer(tx, values);
    return row ? { row, first: null } : null;
  });
  if (stored?.first) {
    ctx.log.warn({ provider: txn.provider, providerTxnId: txn.providerTxnId, duplicateOf: stored.first.id }, 'bank transfer possibly reported twice: left for staff');
    return 'unmatched';
  }
  if (stored) return settle(ctx, stored.row, txn.codeHints);

  const existing = await repo.findByProviderTxn(ctx.db, txn.provider, txn.providerTxnId);
  if (existing) return existing.status === 'received' ? settle(ctx, existing, txn.codeHints) : 'replayed';

  // Same bank reference, amount and direction already stored by the other provider.
  const first = txn.bankReference ? await repo.findByReference(ctx.db, txn.bankReference, txn.amountVnd, txn.direction) : null;
  const duplicate = await repo.insertTransfer(ctx.db, {
    ...values,
    status: 'duplicate',
    statusReason: 'duplicate_reference',
    duplicateOf: first?.id ?? null,
  });
  if (duplicate) {
    ctx.log.warn({ provider: txn.provider, providerTxnId: txn.providerTxnId, duplicateOf: first?.id }, 'bank transfer reported twice');
    return 'duplicate';
  }
  return 'replayed'; // the duplicate itself was delivered again concurrently
}

type Decision =
  | { status: 'ignored' | 'unmatched'; reason: keyof typeof walletTopupText.reasons; code: string | null }
  | { status: 'credited'; userId: string; code: string };

async function decide(ctx: ReconciliationContext, row: repo.BankTransferRow, hints: Array<string | null | undefined>): Promise<Decision> {
  if (row.direction !== 'in') return { status: 'ignored', reason: 'outgoing', code: null };
  if (row.amountVnd <= 0) return { status: 'ignored', reason: 'non_positive', code: null };
  const receiving = accountKey(ctx.config.wallet.topupAccount.accountNo);
  if (accountKey(row.accountNumber) !== receiving && accountKey(row.subAccount) !== receiving) {
    return { status: 'ignored', reason: 'wrong_account', code: null };
  }
  const codes = findTransferCodes(row.content, ...hints);
  if (codes.length === 0) return { status: 'unmatched', reason: 'no_code', code: null };
  const owners = new Map<string, string>();
  for (const found of codes) {
    const owner = await repo.findCodeOwner(ctx.db, found.owner);
    if (owner && !owners.has(owner.id)) owners.set(owner.id, found.code);
  }
  if (owners.size === 0) return { status: 'unmatched', reason: 'unknown_customer', code: codes[0]!.code };
  // Codes of two different customers in one transfer: a person must decide whose money it is.
  if (owners.size > 1) return { status: 'unmatched', reason: 'ambiguous', code: codes[0]!.code };
  const [userId, code] = [...owners][0]!;
  // A QA code means the QR carried an amount, but that amount is not known here: whatever actually
  // arrived is credited, so a customer's money is never kept back.
  return { status: 'credited', userId, code };
}

async function settle(ctx: ReconciliationContext, row: repo.BankTransferRow, hints: Array<string | null | undefined>): Promise<ReceiveOutcome> {
  const decision = await decide(ctx, row, hints);
  if (decision.status !== 'credited') {
    await repo.transition(ctx.db, row.id, ['received'], { status: decision.status, statusReason: decision.reason, transferCode: decision.code });
    return decision.status;
  }
  const { entry } = await ctx.wallet.credit({
    userId: decision.userId,
    amountVnd: row.amountVnd,
    idempotencyKey: bankCreditKey(row),
    purpose: 'bank_transfer',
    description: walletTopupText.descriptions.bankTransfer(row.bankReference),
    referenceType: 'bank_transfer',
    referenceId: row.id,
    metadata: { provider: row.provider, provider_txn_id: row.providerTxnId, bank_reference: row.bankReference, transfer_code: decision.code },
  });
  await repo.transition(ctx.db, row.id, ['received'], { status: 'credited', userId: decision.userId, ledgerEntryId: entry.id, transferCode: decision.code });
  return 'credited';
}

/**
 * Finishes what a crash interrupted: rows left `received` (when the provider does not retry) and
 * staff assignments whose credit did not happen. Safe to run from several processes at once.
 */
export async function resumeUnfinished(ctx: ReconciliationContext, olderThanMs = 60_000): Promise<number> {
  const rows = await repo.unfinishedTransfers(ctx.db, new Date(Date.now() - olderThanMs), 200);
  for (const row of rows) {
    if (row.status === 'received') await settle(ctx, row, []);
    else if (row.userId && row.decidedBy) await creditAssigned(ctx, row, row.userId, row.decidedBy);
  }
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// Staff decisions


async function openTransfer(db: Db, id: string): Promise<repo.BankTransferRow> {
  const row = isUuid(id) ? await repo.findTransfer(db, id) : null;
  if (!row) throw notFound('BANK_TRANSFER_NOT_FOUND');
  return row;
}

const assignable = (row: repo.BankTransferRow) =>
  (repo.openStatuses as readonly string[]).includes(row.status) && row.direction === 'in' && row.amountVnd > 0;

/**
 * The credit of a transfer staff assigned, its ledger link and the audit line in one transaction
 * (also when `resumeUnfinished` finishes a decision a crash cut short); the customer is told after.
 */
async function creditAssigned(ctx: ReconciliationContext, row: repo.BankTransferRow, userId: string, adminId: string, actor?: StaffActor) {
  const idempotencyKey = bankCreditKey(row);
  const { entry, replayed } = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const posted = await credit(
      tx,
      {
        userId,
        amountVnd: row.amountVnd,
        idempotencyKey,
        purpose: 'bank_transfer',
        description: walletTopupText.descriptions.assigned(row.bankReference),
        referenceType: 'bank_transfer',
        referenceId: row.id,
        createdBy: adminId,
        metadata: { provider: row.provider, provider_txn_id: row.providerTxnId, bank_reference: row.bankReference, assigned_by: adminId },
      },
      { inTransaction: true },
    );
    await repo.setLedgerEntry(tx, row.id, posted.entry.id);
    if (!posted.replayed) {
      await recordStaffAction(tx, {
        ...actor,
        actorId: adminId,
        action: 'bank_transfer.assign',
        entityType: 'bank_transfer',
        entityId: row.id,
        customerId: userId,
        before: { status: row.status === 'assigned' ? 'assigned (not credited)' : row.status },
        after: { status: 'assigned', amount_vnd: row.amountVnd, ledger_key: idempotencyKey, bank_reference: row.bankReference },
        note: row.decisionNote ?? null,
      });
    }
    return posted;
  });
  await ctx.wallet.announce(entry, replayed);
}

/**
 * Staff credit an unmatched (or duplicate, or wrong-account incoming) transfer to a customer.
 * The row is claimed first (compare-and-set), so two staff members cannot both assign it; the
 * credit uses the transfer's own idempotency key, so it happens once. A failed credit gives the
 * row back; a crash between claim and credit is finished by `resumeUnfinished` or by assigning
 * the same row to the same customer again.
 */
export async function assign(
  ctx: ReconciliationContext,
  admin: AuthUser,
  id: string,
  body: { customer_no?: string | undefined; user_id?: string | undefined; note?: string | undefined },
  actor?: StaffActor,
): Promise<AdminBankTransferDto> {
  const row = await openTransfer(ctx.db, id);
  const customer = await findCustomer(ctx.db, { userId: body.user_id, customerNo: body.customer_no });
  if (!customer) throw notFound('CUSTOMER_NOT_FOUND');

  if (row.status === 'assigned' && !row.ledgerEntryId && row.userId === customer.id) {
    await creditAssigned(ctx, row, customer.id, row.decidedBy ?? admin.id, actor);
    return adminDto(ctx.db, row.id);
  }
  if (!assignable(row)) throw conflict('BANK_TRANSFER_ALREADY_RESOLVED');
  const claimed = await repo.transition(ctx.db, row.id, [row.status], {
    status: 'assigned',
    userId: customer.id,
    decidedBy: admin.id,
    decidedAt: new Date(),
    decisionNote: body.note?.trim() || null,
  });
  if (!claimed) throw conflict('BANK_TRANSFER_ALREADY_RESOLVED');
  try {
    await creditAssigned(ctx, claimed, customer.id, admin.id, actor);
  } catch (error) {
    await repo.transition(ctx.db, row.id, ['assigned'], { status: row.status, userId: null, decidedBy: null, decidedAt: null, decisionNote: null });
    throw error;
  }
  return adminDto(ctx.db, row.id);
}

/** Staff decide a transfer is not a top-up (e.g. a supplier's refund): it stays on record, uncredited. */
export async function reject(
  ctx: ReconciliationContext,
  admin: AuthUser,
  id: string,
  body: { note: string },
  actor?: StaffActor,
): Promise<AdminBankTransferDto> {
  const row = await openTransfer(ctx.db, id);
  if (!(repo.openStatuses as readonly string[]).includes(row.status)) throw conflict('BANK_TRANSFER_ALREADY_RESOLVED');
  await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const done = await repo.transition(tx, row.id, [row.status], {
      status: 'rejected',
      decidedBy: admin.id,
      decidedAt: new Date(),
      decisionNote: body.note.trim(),
    });
    if (!done) throw conflict('BANK_TRANSFER_ALREADY_RESOLVED');
    await recordStaffAction(tx, {
      ...actor,
      actorId: admin.id,
      action: 'bank_transfer.reject',
      entityType: 'bank_transfer',
      entityId: row.id,
      before: { status: row.status },
      after: { status: 'rejected', amount_vnd: row.amountVnd, bank_reference: row.bankReference },
      note: body.note.trim(),
    });
  });
  return adminDto(ctx.db, row.id);
}

function toAdminDto(row: repo.AdminTransferRow, firsts: ReadonlyMap<string, repo.AdminTransferRow> = new Map()): AdminBankTransferDto {
  const first = row.duplicateOf ? firsts.get(row.duplicateOf) : undefined;
  const reason = row.statusReason as keyof typeof walletTopupText.reasons | null;
  return {
    id: row.id,
    provider: row.provider,
    provider_txn_id: row.providerTxnId,
    bank_reference: row.bankReference,
    gateway: row.gateway,
    account_number: row.accountNumber,
    amount_vnd: row.amountVnd,
    direction: row.direction,
    content: row.content,
    transfer_code: row.transferCode,
    transaction_at: row.transactionAt?.toISOString() ?? null,
    status: row.status,
    status_name: walletTopupText.statuses[row.status],
    status_reason: row.statusReason,
    status_reason_name: reason ? (walletTopupText.reasons[reason] ?? null) : null,
    customer: row.userId && row.customerNo ? { id: row.userId, customer_no: row.customerNo, full_name: row.customerName ?? '' } : null,
    ledger_entry_id: row.ledgerEntryId,
    duplicate_of: row.duplicateOf,
    duplicate_of_transfer: first
      ? {
          id: first.id,
          provider: first.provider,
          provider_txn_id: first.providerTxnId,
          bank_reference: first.bankReference,
          transaction_at: first.transactionAt?.toISOString() ?? null,
          created_at: first.createdAt.toISOString(),
          status: first.status,
          status_name: walletTopupText.statuses[first.status],
          customer_no: first.customerNo,
        }
      : null,
    decided_by: row.decidedBy,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_note: row.decisionNote,
    created_at: row.createdAt.toISOString(),
  };
}

export async function adminDto(db: Db, id: string): Promise<AdminBankTransferDto> {
  const row = await repo.adminTransfer(db, id);
  if (!row) throw notFound('BANK_TRANSFER_NOT_FOUND');
  return toAdminDto(row, await firstReports(db, [row]));
}

async function firstReports(db: Db, rows: repo.AdminTransferRow[]): Promise<Map<string, repo.AdminTransferRow>> {
  const ids = [...new Set(rows.map((r) => r.duplicateOf).filter((id): id is string => id !== null))];
  return new Map((await repo.transfersByIds(db, ids)).map((r) => [r.id, r]));
}

export async function adminList(db: Db, query: { status?: repo.BankTransferStatus | undefined; page: number; size: number }) {
  const { rows, total } = await repo.listTransfers(db, { status: query.status }, query.page, query.size);
  const firsts = await firstReports(db, rows);
  return { results: rows.map((row) => toAdminDto(row, firsts)), pagination: { page: query.page, size: query.size, total } };
}
