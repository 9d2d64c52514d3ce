import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { walletAccounts, walletEntries, walletHolds } from '../../db/schema/index.ts';
import { violatesConstraint } from '../../platform/db-errors.ts';
import { metrics } from '../../platform/metrics.ts';

/**
 * The double-entry ledger (DESIGN.md §5, ADR 0005). Every money movement in Kaimono is one call of
 * `postEntry` (or a helper below built on it), inside one database transaction:
 *
 *   1. insert the entry under its idempotency key — a replay finds the key taken and returns the
 *      first entry unchanged (a concurrent replay waits on the unique index, then does the same);
 *   2. update the customer accounts' running balances in a fixed order (no deadlocks); the CHECK
 *      `balance_vnd >= 0` turns an overdraft into an error that rolls everything back;
 *   3. insert the postings; a deferred trigger refuses the commit if they do not sum to zero.
 *
 * Row locks and constraints do the work, so the rules hold across any number of server processes.
 */

export type CustomerAccountKind = 'available' | 'held';
export const systemAccountKinds = ['bank_clearing', 'revenue', 'marketplace_payables', 'refunds', 'adjustments', 'cod_receivable', 'cod_disputed', 'cod_losses'] as const;
export type SystemAccountKind = (typeof systemAccountKinds)[number];

export type AccountRef = { user: string; kind: CustomerAccountKind } | { system: SystemAccountKind };

export type EntryKind = 'topup' | 'payment' | 'hold' | 'release' | 'capture' | 'refund' | 'adjustment';

export interface PostingInput {
  account: AccountRef;
  /** Signed: + into the account, − out of it. */
  amountVnd: number;
}

export interface EntryInput {
  idempotencyKey: string;
  kind: EntryKind;
  /** Business reason shown in the history: bank_transfer, vip_subscription, withdrawal, order_payment ... */
  purpose: string;
  /** The customer concerned. */
  userId: string | null;
  description: string;
  postings: PostingInput[];
  referenceType?: string | null;
  referenceId?: string | null;
  /** JPY→VND rate used (scaled ×10,000) when the amount was computed from yen. */
  rateScaled?: number | null;
  holdId?: string | null;
  metadata?: Record<string, unknown> | null;
  createdBy?: string | null;
}

export type EntryRow = typeof walletEntries.$inferSelect;
export type HoldRow = typeof walletHolds.$inferSelect;

export interface PostResult {
  entry: EntryRow;
  /** True when the idempotency key had already been used: nothing moved this time. */
  replayed: boolean;
}

/** A transaction handle or the database: ledger helpers compose inside a caller's transaction. */
export type Tx = Db;

const MAX_VND = 1_000_000_000_000; // one trillion dong: far above any real movement, far below 2^53

export function assertAmount(amountVnd: number): void {
  if (!Number.isSafeInteger(amountVnd) || amountVnd <= 0 || amountVnd > MAX_VND) throw badRequest('WALLET_AMOUNT_INVALID');
}


/** Ids of the customer's two accounts, created on first use (inside `db`, which may be a transaction). */
export async function customerAccountIds(db: Tx, userId: string): Promise<Record<CustomerAccountKind, string>> {
  if (typeof userId !== 'string' || userId.length === 0) throw new Error('wallet: a customer account needs a user id');
  const read = () => db.select({ id: walletAccounts.id, kind: walletAccounts.kind }).from(walletAccounts).where(eq(walletAccounts.userId, userId));
  let existing = await read();
  if (existing.length < 2) {
    await db
      .insert(walletAccounts)
      .values([
        { userId, kind: 'available' },
        { userId, kind: 'held' },
      ])
      .onConflictDoNothing();
    existing = await read();
  }
  const byKind = Object.fromEntries(existing.map((row) => [row.kind, row.id]));
  if (!byKind.available || !byKind.held) throw new Error(`wallet accounts of ${userId} could not be created`);
  return { available: byKind.available, held: byKind.held };
}

/**
 * Account ids never change once created (accounts are never deleted), so each process caches them
 * per database: only ids read or created OUTSIDE a transaction (i.e. committed) go in, so a
 * rolled-back creation can never leave a stale id behind.
 */
const CUSTOMER_CACHE_MAX = 50_000;
const customerIdCache = new WeakMap<object, Map<string, Record<CustomerAccountKind, string>>>();

function cachedCustomerIds(owner: object | null, userId: string) {
  return owner ? customerIdCache.get(owner)?.get(userId) : undefined;
}

/** Creates (committed, outside any transaction) and caches the customer's accounts. */
export async function ensureCustomerAccounts(db: Db, userId: string): Promise<Record<CustomerAccountKind, string>> {
  // Inside a transaction the accounts may still be rolled back: look them up, cache nothing.
  const inTransaction = (db as unknown) instanceof PgTransaction;
  if (inTransaction) return customerAccountIds(db, userId);
  const cached = cachedCustomerIds(db, userId);
  if (cached) return cached;
  const ids = await customerAccountIds(db, userId);
  let cache = customerIdCache.get(db);
  if (!cache) customerIdCache.set(db, (cache = new Map()));
  if (cache.size >= CUSTOMER_CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(userId, ids);
  return ids;
}

const systemIdCache = new WeakMap<object, Promise<Map<string, string>>>();

async function systemAccountId(db: Tx, kind: SystemAccountKind, cacheOwner: object | null): Promise<string> {
  const key = cacheOwner ?? db;
  let ids = systemIdCache.get(key);
  if (!ids) {
    ids = db
      .select({ id: walletAccounts.id, kind: walletAccounts.kind })
      .from(walletAccounts)
      .where(isNull(walletAccounts.userId))
      .then((rows) => new Map(rows.map((row) => [row.kind, row.id])));
    systemIdCache.set(key, ids);
    ids.catch(() => systemIdCache.delete(key));
  }
  const id = (await ids).get(kind);
  if (!id) throw new Error(`wallet system account ${kind} is missing (migration 0004 seeds it)`);
  return id;
}

async function resolveAccounts(db: Tx, postings: PostingInput[], cacheOwner: object | null) {
  const customers = new Map<string, Record<CustomerAccountKind, string>>();
  const resolved: Array<{ accountId: string; amountVnd: number; customer: boolean }> = [];
  for (const posting of postings) {
    if ('user' in posting.account) {
      const userId = posting.account.user;
      let ids = customers.get(userId) ?? cachedCustomerIds(cacheOwner, userId);
      if (!ids) ids = await customerAccountIds(db, userId);
      customers.set(userId, ids);
      resolved.push({ accountId: ids[posting.account.kind], amountVnd: posting.amountVnd, customer: true });
    } else {
      resolved.push({ accountId: await systemAccountId(db, posting.account.system, cacheOwner), amountVnd: posting.amountVnd, customer: false });
    }
  }
  return resolved;
}

function sameRequest(entry: EntryRow, input: EntryInput, amountVnd: number): boolean {
  return entry.kind === input.kind && entry.userId === input.userId && entry.amountVnd === amountVnd;
}

/**
 * Posts one balanced entry. Runs in its own transaction, or in the caller's when `db` is one
 * (then the caller's commit makes it final). Throws WALLET_INSUFFICIENT_BALANCE (409) when a
 * customer account would go below zero, WALLET_IDEMPOTENCY_MISMATCH (409) when the key was used
 * for a different movement.
 */
export interface PostOptions {
  /** `db` is the caller's transaction: the entry commits (or not) with it. */
  inTransaction?: boolean;
  /** The root database handle, for caching customer account ids when `db` is a transaction. */
  cacheOwner?: object;
}

export async function postEntry(db: Db, input: EntryInput, options: PostOptions = {}): Promise<PostResult> {
  return guarded(() => postEntryUnguarded(db, input, options));
}

async function postEntryUnguarded(db: Db, input: EntryInput, options: PostOptions): Promise<PostResult> {
  if (!input.idempotencyKey || input.idempotencyKey.length > 200) throw badRequest('VALIDATION_FAILED');
  if (input.postings.length < 2) throw new Error('a wallet entry needs at least two postings');
  for (const posting of input.postings) {
    if (!Number.isSafeInteger(posting.amountVnd) || posting.amountVnd === 0) throw badRequest('WALLET_AMOUNT_INVALID');
  }
  if (input.postings.reduce((sum, p) => sum + p.amountVnd, 0) !== 0) throw new Error('wallet postings must sum to zero');
  const amountVnd = input.postings.filter((p) => p.amountVnd > 0).reduce((sum, p) => sum + p.amountVnd, 0);
  assertAmount(amountVnd);

  const cacheOwner = options.cacheOwner ?? (options.inTransaction ? null : db);
  // Outside a caller's transaction, create missing customer accounts first (committed on their
  // own), so their ids can be cached and the entry itself is a single statement.
  if (!options.inTransaction) {
    for (const posting of input.postings) if ('user' in posting.account) await ensureCustomerAccounts(db, posting.account.user);
  }
  const resolved = await resolveAccounts(db, input.postings, cacheOwner);
  const entry = await insertEntryStatement(db, input, amountVnd, resolved);
  // Counted when posted (inside a caller's transaction, a later rollback is not taken back).
  if (entry) {
    metrics.walletEntry(input.kind, false);
    return { entry, replayed: false };
  }
  const [first] = await db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, input.idempotencyKey));
  if (!first || !sameRequest(first, input, amountVnd)) throw conflict('WALLET_IDEMPOTENCY_MISMATCH');
  metrics.walletEntry(input.kind, true);
  return { entry: first, replayed: true };
}

/**
 * The whole movement as ONE SQL statement (one round trip; atomic on its own, or part of the
 * caller's transaction): insert the entry under its key — nothing else happens when the key is
 * taken —, lock the customer accounts in id order (no deadlocks), add the amounts (the CHECK
 * refuses an overdraft), insert the postings with each customer account's balance after. The
 * deferred trigger checks the zero sum at commit.
 *
 * Why one text per shape (P postings touching C customer accounts) with scalar parameters:
 * PostgreSQL keeps each as a named prepared statement per connection and, since every parameter
 * is a key lookup, settles on one generic plan, so a payment is not planned again. With arrays
 * as parameters (one text for all shapes) the generic plan's row estimates lost to the custom
 * plans and every execution was planned anew (bench:ledger, same server: 3,300 statements/s with
 * arrays, 6,000/s per shape).
 */
const postEntryStatements = new Map<string, { name: string; sql: string }>();

function postEntryStatement(postingCount: number, customerCount: number): { name: string; sql: string } {
  const shape = `p${postingCount}_c${customerCount}`;
  const cached = postEntryStatements.get(shape);
  if (cached) return cached;
  let n = 12; // $1..$12: the entry's columns
  const param = (type: string) => `$${++n}::${type}`;
  const customers = Array.from({ length: customerCount }, () => ({ id: param('uuid'), delta: param('bigint') }));
  const postings = Array.from({ length: postingCount }, (_, i) => `(${param('uuid')}, ${param('bigint')}, ${i + 1})`);
  const balances = customerCount
    ? `,
  locked as (
    select a.id from wallet_accounts a
    where a.id in (${customers.map((c) => c.id).join(', ')}) and exists (select 1 from e)
    order by a.id for update
  ),
  upd as (
    update wallet_accounts a set balance_vnd = a.balance_vnd + d.delta
    from (values ${customers.map((c) => `(${c.id}, ${c.delta})`).join(', ')}) as d(id, delta)
    where a.id = d.id and a.id in (select id from locked)
    returning a.id, a.balance_vnd
  )`
    : '';
  const sql = `
  with e as (
    insert into wallet_entries (idempotency_key, kind, purpose, user_id, amount_vnd, description, reference_type,
      reference_id, rate_scaled, hold_id, metadata, created_by)
    values ($1, $2, $3, $4::uuid, $5::bigint, $6, $7, $8, $9::bigint, $10::uuid, $11::jsonb, $12::uuid)
    on conflict (idempotency_key) do nothing
    returning id, created_at
  )${balances},
  ins as (
    insert into wallet_postings (entry_id, account_id, amount_vnd, balance_after_vnd)
    select e.id, p.account_id, p.amount, ${customerCount ? 'u.balance_vnd' : 'null::bigint'}
    from e cross join (values ${postings.join(', ')}) as p(account_id, amount, ord)
    ${customerCount ? 'left join upd u on u.id = p.account_id' : ''}
    order by p.ord
    returning id
  )
  select e.id, e.created_at, (select count(*) from ins) as posting_count from e`;
  const statement = { name: `kaimono_wallet_post_entry_v2_${shape}`, sql };
  postEntryStatements.set(shape, statement);
  return statement;
}

/** Returns the new entry, or null when the key was already used. */
async function insertEntryStatement(
  db: Tx,
  input: EntryInput,
  amountVnd: number,
  resolved: Array<{ accountId: string; amountVnd: number; customer: boolean }>,
): Promise<EntryRow | null> {
  const deltas = new Map<string, number>();
  for (const p of resolved) if (p.customer) deltas.set(p.accountId, (deltas.get(p.accountId) ?? 0) + p.amountVnd);
  const customerIds = [...deltas.keys()].sort();
  const params = [
    input.idempotencyKey,
    input.kind,
    input.purpose,
    input.userId,
    amountVnd,
    input.description,
    input.referenceType ?? null,
    input.referenceId ?? null,
    input.rateScaled ?? null,
    input.holdId ?? null,
    input.metadata ? JSON.stringify(input.metadata) : null,
    input.createdBy ?? null,
    ...customerIds.flatMap((id) => [id, deltas.get(id)!]),
    ...resolved.flatMap((p) => [p.accountId, p.amountVnd]),
  ];
  const statement = postEntryStatement(resolved.length, customerIds.length);
  // Drizzle's own session runs it (the pool, or the caller's transaction), under the statement's
  // name so node-postgres prepares it once per connection; PGlite ignores the name.
  const result = await db._.session.prepareQuery({ sql: statement.sql, params }, undefined, statement.name, false).execute();
  const row = (result as unknown as { rows: Array<{ id: string; created_at: Date | string }> }).rows[0];
  if (!row) return null;
  // The row is what was just inserted: only the columns the database fills come back.
  return {
    id: row.id,
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    purpose: input.purpose,
    userId: input.userId,
    amountVnd,
    description: input.description,
    referenceType: input.referenceType ?? null,
    referenceId: input.referenceId ?? null,
    rateScaled: input.rateScaled ?? null,
    holdId: input.holdId ?? null,
    metadata: input.metadata ? (JSON.parse(params[10] as string) as Record<string, unknown>) : null,
    createdBy: input.createdBy ?? null,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}

/** Wraps `postEntry` errors: an overdraft becomes WALLET_INSUFFICIENT_BALANCE. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (violatesConstraint(error, 'wallet_accounts_customer_not_negative')) throw conflict('WALLET_INSUFFICIENT_BALANCE');
    throw error;
  }
}


export interface Balances {
  balance_vnd: number;
  held_vnd: number;
  available_vnd: number;
}

/** balance = available + held (what the customer owns); available is what can be spent now. */
export async function balancesOf(db: Db, userId: string): Promise<Balances> {
  const rows = await db
    .select({ kind: walletAccounts.kind, balanceVnd: walletAccounts.balanceVnd })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, userId), inArray(walletAccounts.kind, ['available', 'held'])));
  const available = rows.find((r) => r.kind === 'available')?.balanceVnd ?? 0;
  const held = rows.find((r) => r.kind === 'held')?.balanceVnd ?? 0;
  return { balance_vnd: available + held, held_vnd: held, available_vnd: available };
}

// ---------------------------------------------------------------------------------------------
// The public movements other modules use (through index.ts). Each takes an idempotency key.

interface Movement {
  userId: string;
  amountVnd: number;
  idempotencyKey: string;
  purpose: string;
  description: string;
  referenceType?: string | null;
  referenceId?: string | null;
  rateScaled?: number | null;
  metadata?: Record<string, unknown> | null;
  createdBy?: string | null;
}

function common(m: Movement) {
  assertAmount(m.amountVnd);
  return {
    idempotencyKey: m.idempotencyKey,
    purpose: m.purpose,
    userId: m.userId,
    description: m.description,
    referenceType: m.referenceType ?? null,
    referenceId: m.referenceId ?? null,
    rateScaled: m.rateScaled ?? null,
    metadata: m.metadata ?? null,
    createdBy: m.createdBy ?? null,
  };
}

/** Money into the customer's available balance (a bank top-up by default). */
export async function credit(db: Db, m: Movement & { from?: SystemAccountKind; kind?: 'topup' | 'adjustment' }, o?: { inTransaction?: boolean }) {
  const from = m.from ?? 'bank_clearing';
  return postEntry(
    db,
    {
      ...common(m),
      kind: m.kind ?? (from === 'adjustments' ? 'adjustment' : 'topup'),
      postings: [
        { account: { system: from }, amountVnd: -m.amountVnd },
        { account: { user: m.userId, kind: 'available' }, amountVnd: m.amountVnd },
      ],
    },
    o,
  );
}

/** A payment from the available balance (to revenue by default, or to marketplace payables). */
export async function debit(db: Db, m: Movement & { to?: SystemAccountKind; kind?: 'payment' | 'adjustment' }, o?: { inTransaction?: boolean }) {
  const to = m.to ?? 'revenue';
  return postEntry(
    db,
    {
      ...common(m),
      kind: m.kind ?? (to === 'adjustments' ? 'adjustment' : 'payment'),
      postings: [
        { account: { user: m.userId, kind: 'available' }, amountVnd: -m.amountVnd },
        { account: { system: to }, amountVnd: m.amountVnd },
      ],
    },
    o,
  );
}

/** Money back to the customer's available balance from the refunds account (a cancelled order ...). */
export async function refund(db: Db, m: Movement, o?: { inTransaction?: boolean }) {
  return postEntry(
    db,
    {
      ...common(m),
      kind: 'refund',
      postings: [
        { account: { system: 'refunds' }, amountVnd: -m.amountVnd },
        { account: { user: m.userId, kind: 'available' }, amountVnd: m.amountVnd },
      ],
    },
    o,
  );
}

/**
 * Sets money aside (available → held) and records the hold. Replaying the key returns the same
 * hold. Fails with WALLET_INSUFFICIENT_BALANCE when the available balance is too small.
 */
export async function hold(db: Db, m: Movement): Promise<{ hold: HoldRow; entry: EntryRow; replayed: boolean }> {
  assertAmount(m.amountVnd);
  await ensureCustomerAccounts(db, m.userId);
  return guarded(() => db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    const previous = await replayOf(tx, m.idempotencyKey);
    if (previous) {
      if (previous.kind !== 'hold' || previous.userId !== m.userId || previous.amountVnd !== m.amountVnd) throw conflict('WALLET_IDEMPOTENCY_MISMATCH');
      const [first] = await tx.select().from(walletHolds).where(eq(walletHolds.id, previous.holdId!));
      return { hold: first!, entry: previous, replayed: true };
    }
    const [created] = await tx
      .insert(walletHolds)
      .values({
        userId: m.userId,
        purpose: m.purpose,
        amountVnd: m.amountVnd,
        remainingVnd: m.amountVnd,
        referenceType: m.referenceType ?? null,
        referenceId: m.referenceId ?? null,
        rateScaled: m.rateScaled ?? null,
      })
      .returning();
    const result = await postEntry(
      tx,
      {
        ...common(m),
        kind: 'hold',
        holdId: created!.id,
        postings: [
          { account: { user: m.userId, kind: 'available' }, amountVnd: -m.amountVnd },
          { account: { user: m.userId, kind: 'held' }, amountVnd: m.amountVnd },
        ],
      },
      { inTransaction: true, cacheOwner: db },
    );
    if (result.replayed) {
      // A concurrent replay committed first: drop the spare hold row and answer with the first one.
      await tx.delete(walletHolds).where(eq(walletHolds.id, created!.id));
      const [first] = await tx.select().from(walletHolds).where(eq(walletHolds.id, result.entry.holdId!));
      return { hold: first!, entry: result.entry, replayed: true };
    }
    return { hold: created!, entry: result.entry, replayed: false };
  }));
}

async function drawDown(
  tx: Tx,
  holdId: string,
  userId: string | null,
  amountVnd: number | 'all',
  field: 'capturedVnd' | 'releasedVnd',
): Promise<{ hold: HoldRow; amountVnd: number }> {
  const [current] = await tx
    .select()
    .from(walletHolds)
    .where(userId ? and(eq(walletHolds.id, holdId), eq(walletHolds.userId, userId)) : eq(walletHolds.id, holdId))
    .for('update');
  if (!current) throw notFound('WALLET_HOLD_NOT_FOUND');
  const amount = amountVnd === 'all' ? current.remainingVnd : amountVnd;
  if (amount <= 0 || amount > current.remainingVnd) throw conflict('WALLET_HOLD_EXCEEDED');
  const remaining = current.remainingVnd - amount;
  const [updated] = await tx
    .update(walletHolds)
    .set({
      remainingVnd: remaining,
      [field]: current[field] + amount,
      status: remaining === 0 ? 'closed' : 'open',
      updatedAt: new Date(),
    })
    .where(eq(walletHolds.id, holdId))
    .returning();
  return { hold: updated!, amountVnd: amount };
}

interface HoldMovement {
  holdId: string;
  /** Omit to use everything still held. */
  amountVnd?: number;
  idempotencyKey: string;
  description: string;
  purpose?: string;
  /** When given, the hold must belong to this customer (else 404). */
  userId?: string;
  metadata?: Record<string, unknown> | null;
  createdBy?: string | null;
}

/**
 * The entry posted under an idempotency key, if any. Read-only: other modules ask it whether a
 * movement of theirs happened (e.g. a process died between the wallet's entry and their own row).
 */
export async function findEntryByKey(db: Db, key: string): Promise<EntryRow | undefined> {
  const [entry] = await db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, key));
  return entry;
}

const replayOf = (tx: Tx, key: string) => findEntryByKey(tx, key);

/** Gives held money back (held → available): a lost bid, a rejected withdrawal ... */
export async function release(db: Db, m: HoldMovement): Promise<{ hold: HoldRow; entry: EntryRow; replayed: boolean }> {
  if (m.amountVnd !== undefined) assertAmount(m.amountVnd);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    const previous = await replayOf(tx, m.idempotencyKey);
    if (previous) {
      if (previous.kind !== 'release' || previous.holdId !== m.holdId) throw conflict('WALLET_IDEMPOTENCY_MISMATCH');
      const [h] = await tx.select().from(walletHolds).where(eq(walletHolds.id, m.holdId));
      return { hold: h!, entry: previous, replayed: true };
    }
    const { hold: h, amountVnd } = await drawDown(tx, m.holdId, m.userId ?? null, m.amountVnd ?? 'all', 'releasedVnd');
    const result = await postEntry(
      tx,
      {
        idempotencyKey: m.idempotencyKey,
        kind: 'release',
        purpose: m.purpose ?? h.purpose,
        userId: h.userId,
        description: m.description,
        referenceType: h.referenceType,
        referenceId: h.referenceId,
        rateScaled: h.rateScaled,
        holdId: h.id,
        metadata: m.metadata ?? null,
        createdBy: m.createdBy ?? null,
        postings: [
          { account: { user: h.userId, kind: 'held' }, amountVnd: -amountVnd },
          { account: { user: h.userId, kind: 'available' }, amountVnd: amountVnd },
        ],
      },
      { inTransaction: true, cacheOwner: db },
    );
    return { hold: h, entry: result.entry, replayed: false };
  });
}

/** Turns held money into a payment (held → revenue, payables, or bank clearing for a withdrawal). */
export async function capture(
  db: Db,
  m: HoldMovement & { to?: SystemAccountKind },
): Promise<{ hold: HoldRow; entry: EntryRow; replayed: boolean }> {
  if (m.amountVnd !== undefined) assertAmount(m.amountVnd);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    const previous = await replayOf(tx, m.idempotencyKey);
    if (previous) {
      if (previous.kind !== 'capture' || previous.holdId !== m.holdId) throw conflict('WALLET_IDEMPOTENCY_MISMATCH');
      const [h] = await tx.select().from(walletHolds).where(eq(walletHolds.id, m.holdId));
      return { hold: h!, entry: previous, replayed: true };
    }
    const { hold: h, amountVnd } = await drawDown(tx, m.holdId, m.userId ?? null, m.amountVnd ?? 'all', 'capturedVnd');
    const result = await postEntry(
      tx,
      {
        idempotencyKey: m.idempotencyKey,
        kind: 'capture',
        purpose: m.purpose ?? h.purpose,
        userId: h.userId,
        description: m.description,
        referenceType: h.referenceType,
        referenceId: h.referenceId,
        rateScaled: h.rateScaled,
        holdId: h.id,
        metadata: m.metadata ?? null,
        createdBy: m.createdBy ?? null,
        postings: [
          { account: { user: h.userId, kind: 'held' }, amountVnd: -amountVnd },
          { account: { system: m.to ?? 'revenue' }, amountVnd: amountVnd },
        ],
      },
      { inTransaction: true, cacheOwner: db },
    );
    return { hold: h, entry: result.entry, replayed: false };
  });
}

export async function getHold(db: Db, holdId: string): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(walletHolds).where(eq(walletHolds.id, holdId));
  return row;
}

/** What is still held of each of these holds (id → dong); unknown ids are left out. */
export async function holdsRemaining(db: Db, holdIds: readonly string[]): Promise<Map<string, number>> {
  if (holdIds.length === 0) return new Map();
  const rows = await db
    .select({ id: walletHolds.id, remainingVnd: walletHolds.remainingVnd })
    .from(walletHolds)
    .where(inArray(walletHolds.id, [...new Set(holdIds)]));
  return new Map(rows.map((r) => [r.id, Number(r.remainingVnd)]));
}

/** Sum of every posting: zero when the whole ledger balances (checked by tests and the admin report). */
export async function ledgerTotal(db: Db): Promise<number> {
  const rows = await db.execute<{ total: string | number | null }>(sql`select coalesce(sum(amount_vnd), 0) as total from wallet_postings`);
  return Number((rows as unknown as { rows: Array<{ total: string | number | null }> }).rows[0]?.total ?? 0);
}
