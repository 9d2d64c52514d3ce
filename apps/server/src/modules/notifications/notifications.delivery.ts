import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { PushPayload } from '@kaimono/contracts';
import { pushText } from '@kaimono/i18n';
import type { Db } from '../../platform/db.ts';
import type { EmailSender } from '../../platform/email.ts';
import { ensureQueue } from '../../platform/jobs.ts';
import type { SmsSender } from '../../platform/sms.ts';
import type { ZaloSender } from '../../platform/zalo.ts';
import { sendToUser, type VapidKeys } from '../push/index.ts';
import * as repo from './notifications.repository.ts';

/** The pg-boss queue of email/push/Zalo/SMS copies of notifications; a job carries `{ deliveryId }`. */
export const DELIVERY_QUEUE = 'notification-delivery';

/** The icon every push notification shows (a file of the web app). */
export const PUSH_ICON = '/icons/notification-192.png';

export interface DeliveryChannels {
  email?: EmailSender | undefined;
  sms?: SmsSender | undefined;
  zalo?: ZaloSender | undefined;
  /** Web Push: the VAPID keys (read once from config or the database) and, in tests, the HTTP client. */
  push?: { keys: () => Promise<VapidKeys>; fetch?: typeof fetch | undefined } | undefined;
  /** Makes links in emails and Zalo messages absolute (PUBLIC_URL). */
  publicUrl?: string | undefined;
  /** The clock (tests); held deliveries are not sent before their `send_after`. */
  now?: (() => Date) | undefined;
}

function absolute(link: string | null, publicUrl: string | undefined): string | null {
  if (!link) return null;
  return publicUrl ? `${publicUrl}${link}` : link;
}

function emailText(delivery: repo.DeliveryRow, publicUrl: string | undefined): string {
  const link = delivery.link ? `\n\nXem chi tiết: ${absolute(delivery.link, publicUrl)}` : '';
  return `${delivery.body}${link}\n\n— Kaimono`;
}

/** SMS are short: the title, then as much of the body as fits in two segments. */
function smsText(delivery: repo.DeliveryRow): string {
  const text = `Kaimono: ${delivery.title}. ${delivery.body}`;
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/** What the service worker receives (encrypted) and shows: see packages/contracts/src/push.ts. */
export function pushPayloadOf(delivery: Pick<repo.DeliveryRow, 'id' | 'notificationId' | 'category' | 'title' | 'body' | 'link'>): PushPayload {
  return {
    id: delivery.notificationId ?? delivery.id,
    category: delivery.category,
    title: delivery.title || pushText.fallbackTitle,
    body: delivery.body.length > 500 ? `${delivery.body.slice(0, 499)}…` : delivery.body,
    icon: PUSH_ICON,
    link: delivery.link,
  };
}

export type DeliveryOutcome = 'sent' | 'skipped' | 'already' | 'held';

/**
 * Sends one queued delivery. Sent at most once: a delivery already sent (a retried job) is left
 * alone; one held by quiet hours is not sent before its `send_after` ('held'). Throws when the
 * provider failed, so pg-boss retries the job.
 */
export async function deliver(db: Db, deliveryId: string, channels: DeliveryChannels): Promise<DeliveryOutcome> {
  const delivery = await repo.findDelivery(db, deliveryId);
  if (!delivery || delivery.status === 'sent' || delivery.status === 'skipped') return 'already';
  const now = channels.now?.() ?? new Date();
  if (delivery.sendAfter && delivery.sendAfter.getTime() > now.getTime()) return 'held';

  if (delivery.channel === 'push') return deliverPush(db, delivery, channels);

  const recipient = await repo.findRecipient(db, { userId: delivery.userId });
  const sender = delivery.channel === 'email' ? channels.email : delivery.channel === 'zalo' ? channels.zalo : channels.sms;
  const address = delivery.channel === 'email' ? recipient?.email : recipient?.phone;
  if (!sender || !address) {
    await repo.finishDelivery(db, delivery.id, 'skipped', !sender ? 'no provider' : 'no address');
    return 'skipped';
  }
  try {
    if (delivery.channel === 'email') {
      await channels.email!.send({ to: address, subject: delivery.title, text: emailText(delivery, channels.publicUrl), purpose: 'notification' });
    } else if (delivery.channel === 'zalo') {
      await channels.zalo!.send({
        to: address,
        title: delivery.title,
        content: delivery.body,
        url: absolute(delivery.link, channels.publicUrl),
        purpose: 'notification',
        trackingId: delivery.id,
      });
    } else {
      await channels.sms!.send({ to: address, text: smsText(delivery), purpose: 'notification' });
    }
  } catch (error) {
    await repo.finishDelivery(db, delivery.id, 'failed', error instanceof Error ? error.message.slice(0, 500) : 'failed');
    throw error;
  }
  await repo.finishDelivery(db, delivery.id, 'sent', null);
  return 'sent';
}

/**
 * A push copy goes to every browser the customer turned push on in. Sent when at least one push
 * service took it; skipped when the customer has no browser left (gone ones are removed on 404/410);
 * otherwise failed and retried.
 */
async function deliverPush(db: Db, delivery: repo.DeliveryRow, channels: DeliveryChannels): Promise<DeliveryOutcome> {
  if (!channels.push) {
    await repo.finishDelivery(db, delivery.id, 'skipped', 'no provider');
    return 'skipped';
  }
  const keys = await channels.push.keys();
  const result = await sendToUser(db, delivery.userId, pushPayloadOf(delivery), { keys, fetch: channels.push.fetch });
  if (result.sent > 0) {
    await repo.finishDelivery(db, delivery.id, 'sent', result.failed > 0 ? result.lastError : null);
    return 'sent';
  }
  if (result.failed === 0) {
    await repo.finishDelivery(db, delivery.id, 'skipped', 'no subscription');
    return 'skipped';
  }
  await repo.finishDelivery(db, delivery.id, 'failed', result.lastError);
  throw new Error(result.lastError ?? 'push failed');
}

/** The job options of a delivery: retried with backoff; a held one starts when quiet hours end. */
export function deliveryJobOptions(sendAfter: Date | null): PgBoss.SendOptions {
  return { retryLimit: 5, retryDelay: 60, retryBackoff: true, ...(sendAfter ? { startAfter: sendAfter } : {}) };
}

/** Starts the worker of the delivery queue (once per process that runs jobs). */
export async function startDeliveryWorker(boss: PgBoss, db: Db, channels: DeliveryChannels, log: FastifyBaseLogger): Promise<void> {
  await ensureQueue(boss, DELIVERY_QUEUE);
  await boss.work<{ deliveryId: string }>(DELIVERY_QUEUE, async (jobs) => {
    for (const job of jobs) {
      try {
        const outcome = await deliver(db, job.data.deliveryId, channels);
        if (outcome === 'held') {
          // Started before the quiet hours ended (clock skew between processes): wait for the end again.
          const delivery = await repo.findDelivery(db, job.data.deliveryId);
          await boss.send(DELIVERY_QUEUE, job.data, deliveryJobOptions(delivery?.sendAfter ?? null));
        }
      } catch (error) {
        log.warn({ err: error, deliveryId: job.data.deliveryId }, 'notification delivery failed; pg-boss will retry');
        throw error;
      }
    }
  });
}
