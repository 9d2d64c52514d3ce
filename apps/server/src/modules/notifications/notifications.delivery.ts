import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../platform/db.ts';
import type { EmailSender } from '../../platform/email.ts';
import type { SmsSender } from '../../platform/sms.ts';
import * as repo from './notifications.repository.ts';

/** The pg-boss queue of email/SMS copies of notifications; a job carries `{ deliveryId }`. */
export const DELIVERY_QUEUE = 'notification-delivery';

export interface DeliveryChannels {
  email?: EmailSender | undefined;
  sms?: SmsSender | undefined;
  /** Makes links in emails absolute (PUBLIC_URL). */
  publicUrl?: string | undefined;
}

function emailText(delivery: repo.DeliveryRow, publicUrl: string | undefined): string {
  const link = delivery.link ? `\n\nXem chi tiết: ${publicUrl ? `${publicUrl}${delivery.link}` : delivery.link}` : '';
  return `${delivery.body}${link}\n\n— Kaimono`;
}

/** SMS are short: the title, then as much of the body as fits in two segments. */
function smsText(delivery: repo.DeliveryRow): string {
  const text = `Kaimono: ${delivery.title}. ${delivery.body}`;
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/**
 * Sends one queued delivery. Sent at most once: a delivery already sent (a retried job) is left
 * alone. Throws when the provider failed, so pg-boss retries the job.
 */
export async function deliver(db: Db, deliveryId: string, channels: DeliveryChannels): Promise<'sent' | 'skipped' | 'already'> {
  const delivery = await repo.findDelivery(db, deliveryId);
  if (!delivery || delivery.status === 'sent' || delivery.status === 'skipped') return 'already';
  const recipient = await repo.findRecipient(db, { userId: delivery.userId });
  const sender = delivery.channel === 'email' ? channels.email : channels.sms;
  const address = delivery.channel === 'email' ? recipient?.email : recipient?.phone;
  if (!sender || !address) {
    await repo.finishDelivery(db, delivery.id, 'skipped', !sender ? 'no provider' : 'no address');
    return 'skipped';
  }
  try {
    if (delivery.channel === 'email') {
      await channels.email!.send({ to: address, subject: delivery.title, text: emailText(delivery, channels.publicUrl), purpose: 'notification' });
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

/** Starts the worker of the delivery queue (once per process that runs jobs). */
export async function startDeliveryWorker(boss: PgBoss, db: Db, channels: DeliveryChannels, log: FastifyBaseLogger): Promise<void> {
  await boss.createQueue(DELIVERY_QUEUE);
  await boss.work<{ deliveryId: string }>(DELIVERY_QUEUE, async (jobs) => {
    for (const job of jobs) {
      try {
        await deliver(db, job.data.deliveryId, channels);
      } catch (error) {
        log.warn({ err: error, deliveryId: job.data.deliveryId }, 'notification delivery failed; pg-boss will retry');
        throw error;
      }
    }
  });
}
