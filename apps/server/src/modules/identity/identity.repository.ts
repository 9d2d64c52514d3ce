import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { messageOutbox, qrLogins, userIdentities, utmVisits, verificationCodes } from '../../db/schema/index.ts';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type CodePurpose = CodeRow['purpose'];
export type QrRow = typeof qrLogins.$inferSelect;
export type QrRowStatus = QrRow['status'];

// --- verification codes ------------------------------------------------------------------------

/** Serialises code requests for one number or email (inside a transaction). */
export async function lockTarget(db: Db, purpose: CodePurpose, target: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${purpose}:${target}`}))`);
}

export async function latestCode(db: Db, purpose: CodePurpose, target: string): Promise<CodeRow | undefined> {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return rows[0];
}

/** The newest code that was neither used nor replaced (it may have expired). */
export async function openCode(db: Db, purpose: CodePurpose, target: string): Promise<CodeRow | undefined> {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return rows[0];
}

export async function countCodesForTarget(db: Db, purpose: CodePurpose, target: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), gt(verificationCodes.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export async function countCodesFromAddress(db: Db, ip: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.requestIp, ip), gt(verificationCodes.createdAt, since)));
  return rows[0]?.n ?? 0;
}

/** A new code replaces every open one for the same purpose and target. */
export async function supersedeOpenCodes(db: Db, purpose: CodePurpose, target: string, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), isNull(verificationCodes.consumedAt)));
}

export async function insertCode(db: Db, row: typeof verificationCodes.$inferInsert): Promise<void> {
  await db.insert(verificationCodes).values(row);
}

export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/**
 * Counts one try, atomically, only while the code is open, unexpired and has tries left.
 * Returns the row after counting, or undefined when no try is allowed.
 */
export async function claimAttempt(db: Db, id: string, now: Date): Promise<CodeRow | undefined> {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, verificationCodes.maxAttempts),
      ),
    )
    .returning();
  return rows[0];
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

// --- social identities -------------------------------------------------------------------------

export async function findIdentity(db: Db, provider: 'google' | 'facebook', subject: string) {
  const rows = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return rows[0];
}

export async function touchIdentity(db: Db, id: string, email: string | null): Promise<void> {
  await db.update(userIdentities).set({ lastLoginAt: new Date(), ...(email ? { email } : {}) }).where(eq(userIdentities.id, id));
}

export async function insertIdentity(db: Db, row: { provider: 'google' | 'facebook'; subject: string; userId: string; email: string | null }) {
  await db.insert(userIdentities).values(row).onConflictDoNothing();
}

export async function lockKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

// --- QR login ----------------------------------------------------------------------------------

export async function insertQr(db: Db, row: typeof qrLogins.$inferInsert): Promise<QrRow> {
  const rows = await db.insert(qrLogins).values(row).returning();
  return rows[0]!;
}

export async function qrByPoll(db: Db, pollHash: string): Promise<QrRow | undefined> {
  const rows = await db.select().from(qrLogins).where(eq(qrLogins.pollHash, pollHash)).limit(1);
  return rows[0];
}

export async function qrByScan(db: Db, scanHash: string): Promise<QrRow | undefined> {
  const rows = await db.select().from(qrLogins).where(eq(qrLogins.scanHash, scanHash)).limit(1);
  return rows[0];
}

/** Moves a QR row from one of `from` to `to`, only while it has not expired. */
export async function transitionQr(
  db: Db,
  where: { pollHash?: string; scanHash?: string },
  from: QrRowStatus[],
  set: Partial<typeof qrLogins.$inferInsert> & { status: QrRowStatus },
  now: Date,
  requireUnexpired = true,
): Promise<QrRow | undefined> {
  const key = where.pollHash ? eq(qrLogins.pollHash, where.pollHash) : eq(qrLogins.scanHash, where.scanHash ?? '');
  const rows = await db
    .update(qrLogins)
    .set(set)
    .where(and(key, inArray(qrLogins.status, from), requireUnexpired ? gt(qrLogins.expiresAt, now) : undefined))
    .returning();
  return rows[0];
}

// --- outbox and UTM ----------------------------------------------------------------------------

export async function listOutbox(db: Db, options: { channel?: 'sms' | 'email' | 'zalo' | undefined; recipient?: string | undefined; size: number }) {
  return db
    .select()
    .from(messageOutbox)
    .where(
      and(
        options.channel ? eq(messageOutbox.channel, options.channel) : undefined,
        options.recipient ? eq(messageOutbox.recipient, options.recipient) : undefined,
      ),
    )
    .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id))
    .limit(options.size);
}

export interface UtmTouch {
  visitorId: string;
  utmSource?: string | undefined;
  utmMedium?: string | undefined;
  utmCampaign?: string | undefined;
  utmTerm?: string | undefined;
  utmContent?: string | undefined;
  urlPage?: string | undefined;
}

/** Keeps the first touch of a visitor; later ones change nothing. */
export async function recordFirstTouch(db: Db, touch: UtmTouch): Promise<void> {
  await db.insert(utmVisits).values(touch).onConflictDoNothing();
}

/** Links a visitor's first touch to the customer, once. */
export async function attachVisitor(db: Db, visitorId: string, userId: string): Promise<void> {
  await db
    .update(utmVisits)
    .set({ userId, attachedAt: new Date() })
    .where(and(eq(utmVisits.visitorId, visitorId), isNull(utmVisits.userId)));
}
