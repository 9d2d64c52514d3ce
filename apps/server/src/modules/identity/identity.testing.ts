import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db.ts';
import { createAdmin } from '../account/index.ts';

/** Test helpers of the identity suites (not a test file itself). */

/** The newest outbox message to a recipient, and the 6-digit code in it. */
export async function lastOutboxCode(database: Database, recipient: string): Promise<string> {
  const { rows } = await database.executeSql('select body from message_outbox where recipient = $1 order by created_at desc, id desc limit 1', [recipient]);
  const body = rows[0]?.body as string | undefined;
  const code = body?.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

export async function outboxCount(database: Database, recipient: string): Promise<number> {
  const { rows } = await database.executeSql('select count(*)::int as n from message_outbox where recipient = $1', [recipient]);
  return rows[0]!.n as number;
}

/** Moves every code for a target into the past (as if `seconds` had gone by). */
export async function ageCodes(database: Database, target: string, seconds: number): Promise<void> {
  await database.executeSql(
    `update verification_codes set created_at = created_at - make_interval(secs => $2::int), expires_at = expires_at - make_interval(secs => $2::int) where target = $1`,
    [target, seconds],
  );
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A code different from `code` (for wrong-code tests). */
export function otherCode(code: string): string {
  return code === '000000' ? '111111' : String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export async function adminToken(app: FastifyInstance, database: Database, phone: string): Promise<string> {
  await createAdmin(database.db, phone, 'Nui-Phu-Si-2026!');
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return response.json().access.token as string;
}
