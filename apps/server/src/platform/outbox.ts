import type { FastifyBaseLogger } from 'fastify';
import { messageOutbox } from '../db/schema/index.ts';
import type { Db } from './db.ts';

export type MessageChannel = 'sms' | 'email' | 'zalo';

export interface OutboxEntry {
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
}

/**
 * The `outbox` providers' delivery: the message is kept in the `message_outbox` table and written
 * to the server log (so a developer or the sandbox operator can read an OTP code). Only used when
 * SMS_PROVIDER / EMAIL_PROVIDER is `outbox`; production providers never store message bodies.
 */
export async function writeOutbox(db: Db, log: FastifyBaseLogger, entry: OutboxEntry): Promise<void> {
  await db.insert(messageOutbox).values(entry);
  log.info({ channel: entry.channel, to: entry.recipient, purpose: entry.purpose, subject: entry.subject ?? undefined }, `[outbox] ${entry.body}`);
}
