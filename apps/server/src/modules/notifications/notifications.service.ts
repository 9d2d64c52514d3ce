import type PgBoss from 'pg-boss';
import type { NotificationDto, NotificationKind, NotificationReaction, NotificationTypeFilter } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { hasSubscription } from '../push/index.ts';
import { deliver, DELIVERY_QUEUE, deliveryJobOptions, type DeliveryChannels } from './notifications.delivery.ts';
import { channelsFor, copyChannels, inAppOnlyPreferences, type CopyChannel, type PreferenceReader, type QuietHoursReader } from './notifications.preferences.ts';
import { heldChannels, quietHoursEnd } from './notifications.quiet-hours.ts';
import * as repo from './notifications.repository.ts';

/** How often a waiting collect asks the database for news (no process memory: any instance answers). */
export const COLLECT_POLL_MS = 1_000;
/** At most this many notifications per collect answer. */
export const COLLECT_BATCH = 50;

export function toDto(row: repo.NotificationRow): NotificationDto {
  return {
    _id: row.id,
    id: row.id,
    category: row.category as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data ?? null,
    read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    reaction: (row.reaction as NotificationReaction | null) ?? null,
    collected: row.collected,
    created_at: row.createdAt.toISOString(),
  };
}

export interface ListQuery extends repo.ListFilter {
  page: number;
  size: number;
}

/**
 * One page of the customer's notifications; those reaching the browser the first time count as
 * collected. `total_unreaded` counts the unread of the filtered kind (type and category, not the
 * read state or the page), so it says what mark-all-read under the same filter will read.
 */
export async function list(db: Db, userId: string, query: ListQuery) {
  const { rows, total } = await repo.listForUser(db, userId, query, query.page, query.size);
  const fresh = rows.filter((r) => !r.collected).map((r) => r.id);
  const collected = await repo.markCollected(db, userId, fresh);
  const [unread, cursor] = await Promise.all([
    repo.countUnread(db, userId, { type: query.type, category: query.category }),
    repo.maxSeq(db, userId),
  ]);
  return {
    results: rows.map(toDto),
    pagination: { page: query.page, size: query.size, total },
    total_unreaded: unread,
    collected,
    result: { cursor: String(cursor), timed_out: false },
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Long-poll: answers as soon as there are notifications after `cursor`, or after `timeoutMs`
 * (at most 30 s) with none. Without a cursor it answers at once with the current cursor.
 * The wait asks the database every second, so any server process can answer.
 */
export async function collect(
  db: Db,
  userId: string,
  query: { cursor?: string | undefined; timeout: number; type: NotificationTypeFilter },
  signal: AbortSignal,
  pollMs = COLLECT_POLL_MS,
) {
  const finish = async (rows: repo.NotificationRow[], cursor: number, timedOut: boolean) => ({
    results: rows.map(toDto),
    total_unreaded: await repo.countUnread(db, userId, { type: query.type }),
    collected: await repo.markCollected(db, userId, rows.filter((r) => !r.collected).map((r) => r.id)),
    result: { cursor: String(cursor), timed_out: timedOut },
  });
  if (query.cursor === undefined) return finish([], await repo.maxSeq(db, userId), false);

  const cursor = Number(query.cursor);
  const deadline = Date.now() + query.timeout;
  for (;;) {
    const rows = await repo.newerThan(db, userId, cursor, query.type, COLLECT_BATCH);
    if (rows.length > 0) return finish(rows, rows[rows.length - 1]!.seq, false);
    const left = deadline - Date.now();
    if (left <= 0 || signal.aborted) return finish([], cursor, true);
    await sleep(Math.min(pollMs, left), signal);
  }
}

/** All ids must be this customer's (and not deleted); otherwise 404 and nothing changes. */
async function requireOwned(db: Db, userId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const owned = await repo.ownedIds(db, userId, unique);
  if (owned.length !== unique.length) throw new AppError(404, 'NOTIFICATION_NOT_FOUND');
  return unique;
}

export async function markRead(db: Db, userId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    const owned = await requireOwned(tx, userId, ids);
    return repo.markRead(tx, userId, owned);
  });
}

export async function remove(db: Db, userId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    const owned = await requireOwned(tx, userId, ids);
    return repo.softDelete(tx, userId, owned);
  });
}

/** Marks every unread notification of the filtered kind read. Spec §8: a failure answers 'Đã xảy ra lỗi, vui lòng thử lại!'. */
export async function markAllRead(db: Db, userId: string, filter: repo.KindFilter) {
  try {
    return await repo.markAllRead(db, userId, filter);
  } catch {
    throw new AppError(500, 'NOTIFICATION_MARK_ALL_FAILED');
  }
}

export async function react(db: Db, userId: string, id: string, reaction: NotificationReaction | null) {
  const row = await repo.setReaction(db, userId, id.toLowerCase(), reaction);
  if (!row) throw new AppError(404, 'NOTIFICATION_NOT_FOUND');
  return toDto(row);
}

export const unreadCount = repo.countUnread;

// ------------------------------------------------------------------------------------------------
// The public API for other modules: notify().
// ------------------------------------------------------------------------------------------------

export interface NotifyInput {
  userId: string;
  category: NotificationKind;
  title: string;
  body: string;
  /** A path of the web app (e.g. `/account/complaints/…`). */
  link?: string | null | undefined;
  data?: Record<string, unknown> | null | undefined;
}

export interface NotifyContext {
  /** pg-boss: copies are queued. Without it they are sent at once (tests) or skipped. */
  boss?: PgBoss | null | undefined;
  /** The customer's settings (default: everything in the centre, no copies). */
  preferences?: PreferenceReader | undefined;
  /** The customer's quiet hours (default: none). */
  quietHours?: QuietHoursReader | undefined;
  channels?: DeliveryChannels | undefined;
}

export interface NotifyResult {
  /** The in-app notification, or null when the customer turned this kind off in the centre. */
  notification: NotificationDto | null;
  /** Copies queued or sent; `held_until`: kept back by the customer's quiet hours until then. */
  deliveries: { channel: CopyChannel; id: string; held_until: string | null }[];
}

/**
 * Sends a notification to one customer, honouring their settings: writes the in-app record when
 * the centre is on for its kind, and queues an email, Web Push, Zalo and/or SMS copy for the
 * channels they chose (push only when they turned it on in a browser). During their quiet hours
 * the push, Zalo and SMS copies are held: the job starts when the quiet hours end; the centre and
 * email are never held.
 */
export async function notify(db: Db, input: NotifyInput, context: NotifyContext = {}): Promise<NotifyResult> {
  const reader = context.preferences ?? inAppOnlyPreferences;
  const preferences = await reader(db, input.userId).catch(() => inAppOnlyPreferences(db, input.userId));
  const channels = channelsFor(input.category, preferences);
  const title = input.title.trim().slice(0, 200);
  const body = input.body.trim().slice(0, 2000);
  const link = input.link && input.link.startsWith('/') && !input.link.startsWith('//') ? input.link : null;

  const row = channels.in_app
    ? await repo.insertNotification(db, { userId: input.userId, category: input.category, title, body, link, data: input.data ?? null })
    : null;

  const wanted = copyChannels.filter((channel) => channels[channel]);
  if (wanted.length === 0) return { notification: row ? toDto(row) : null, deliveries: [] };
  const now = context.channels?.now?.() ?? new Date();
  const quiet = context.quietHours ? await context.quietHours(db, input.userId).catch(() => null) : null;
  const heldUntil = quietHoursEnd(now, quiet);

  const deliveries: NotifyResult['deliveries'] = [];
  for (const channel of wanted) {
    // A push copy only for a customer with a browser to push to (most have none).
    if (channel === 'push' && !(await hasSubscription(db, input.userId))) continue;
    const sendAfter = heldUntil && (heldChannels as readonly string[]).includes(channel) ? heldUntil : null;
    const delivery = await repo.insertDelivery(db, {
      userId: input.userId,
      notificationId: row?.id ?? null,
      channel,
      category: input.category,
      title,
      body,
      link,
      sendAfter,
    });
    deliveries.push({ channel, id: delivery.id, held_until: sendAfter?.toISOString() ?? null });
    if (context.boss) {
      await context.boss.send(DELIVERY_QUEUE, { deliveryId: delivery.id }, deliveryJobOptions(sendAfter));
    } else if (!sendAfter) {
      // No job queue (tests, JOBS_ENABLED=false): send now; a failure stays recorded on the delivery.
      await deliver(db, delivery.id, context.channels ?? {}).catch(() => undefined);
    }
    // Held without a job queue (JOBS_ENABLED=false): stays queued; only pg-boss releases held copies.
  }
  return { notification: row ? toDto(row) : null, deliveries };
}

/** Admin: one notification to every customer (promotion or system), page by page. */
export async function broadcast(db: Db, input: Omit<NotifyInput, 'userId'>, context: NotifyContext = {}) {
  let sent = 0;
  let skipped = 0;
  let after: string | null = null;
  for (;;) {
    const page = await repo.customerPage(db, after, 500);
    if (page.length === 0) break;
    for (const customer of page) {
      const result = await notify(db, { ...input, userId: customer.id }, context);
      if (result.notification) sent += 1;
      else skipped += 1;
    }
    after = page[page.length - 1]!.id;
  }
  return { sent, skipped };
}

export async function findRecipient(db: Db, by: { userId?: string | undefined; customerNo?: string | undefined; phone?: string | undefined }) {
  const recipient = await repo.findRecipient(db, by);
  if (!recipient) throw new AppError(404, 'NOTIFICATION_RECIPIENT_NOT_FOUND');
  return recipient;
}
