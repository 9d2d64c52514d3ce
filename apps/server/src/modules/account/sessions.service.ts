import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import type { AccountSession } from '@kaimono/contracts';
import { SESSION_TOUCH_MS, type SessionEndReason, type SessionStore } from '../../platform/auth.ts';
import { isUuid } from '../../platform/db-errors.ts';
import type { Db } from '../../platform/db.ts';
import { describeDevice } from '../../platform/device.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './sessions.repository.ts';
import { findUserById } from './account.repository.ts';

/** The session table behind the token check of platform/auth.ts. */
export function sessionStore(db: Db): SessionStore {
  return {
    lookup: (id) => repo.findSessionRecord(db, id),
    create: (input) => repo.insertSession(db, input),
    rotate: (id, generation, expiresAt) => repo.rotateSession(db, id, generation, expiresAt),
    touch: (id, ip) => repo.touchSession(db, id, ip, Math.floor(SESSION_TOUCH_MS / 1000)),
  };
}

/** The customer's live sessions (device, address, last seen), `current` marking the caller's. */
export async function listSessions(db: Db, userId: string, currentId: string | null): Promise<AccountSession[]> {
  const rows = await repo.liveSessionsOf(db, userId);
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent).description,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** Ends one of the customer's own sessions (404 for another customer's or an ended one). */
export async function endOwnSession(db: Db, userId: string, sessionId: string): Promise<void> {
  if (!isUuid(sessionId) || !(await repo.endSession(db, userId, sessionId, 'user'))) throw new AppError(404, 'SESSION_NOT_FOUND');
}

/** Logout: ends the caller's session (nothing when it has none). */
export async function endCurrentSession(db: Db, userId: string, sessionId: string): Promise<void> {
  await repo.endSession(db, userId, sessionId, 'logout');
}

/** Ends every session of the user except `keep` (null: all); the ids ended. */
export function endSessionsOf(db: Db, userId: string, reason: SessionEndReason, keep: string | null = null): Promise<string[]> {
  return repo.endSessionsOf(db, userId, reason, keep);
}

/** Staff: ends every session of a customer (404 when there is no such account). */
export async function endCustomerSessions(db: Db, customerId: string, actor?: StaffActor): Promise<string[]> {
  if (!isUuid(customerId) || !(await findUserById(db, customerId))) throw new AppError(404, 'CUSTOMER_NOT_FOUND');
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const ended = await repo.endSessionsOf(tx, customerId, 'staff');
    await recordStaffAction(tx, {
      ...(actor ?? { actorId: null }),
      action: 'customer.sessions.revoke',
      entityType: 'customer',
      entityId: customerId,
      customerId,
      after: { sessions_ended: ended.length },
    });
    return ended;
  });
}
