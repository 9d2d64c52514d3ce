import webpush from 'web-push';
import type { PushDevice, PushPayload } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import { describeDevice } from '../../platform/device.ts';
import { AppError } from '../../platform/errors.ts';
import type { VapidKeys } from './push.keys.ts';
import * as repo from './push.repository.ts';

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Push services are reached over https; plain http only when allowed (tests, development). */
export function assertEndpointAllowed(endpoint: string, allowHttp: boolean): void {
  const url = new URL(endpoint);
  if (url.protocol === 'https:' || (allowHttp && url.protocol === 'http:')) return;
  throw new AppError(400, 'PUSH_ENDPOINT_NOT_ALLOWED');
}

function toDevice(row: repo.SubscriptionRow, currentEndpoint?: string): PushDevice {
  return {
    id: row.id,
    service: new URL(row.endpoint).host,
    device: row.device,
    created_at: row.createdAt.toISOString(),
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
    current: currentEndpoint !== undefined && row.endpoint === currentEndpoint,
  };
}

export async function subscribe(db: Db, userId: string, input: SubscriptionInput, userAgent: string | undefined, allowHttp: boolean): Promise<PushDevice> {
  assertEndpointAllowed(input.endpoint, allowHttp);
  const p256dh = Buffer.from(input.keys.p256dh, 'base64url');
  const auth = Buffer.from(input.keys.auth, 'base64url');
  // An uncompressed P-256 point (0x04 ‖ x ‖ y) and a 16-byte secret (RFC 8291 §3).
  if (p256dh.length !== 65 || p256dh[0] !== 0x04 || auth.length !== 16) throw new AppError(400, 'PUSH_SUBSCRIPTION_INVALID');
  const row = await repo.upsertSubscription(db, {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    device: describeDevice(userAgent).description,
  });
  return toDevice(row, input.endpoint);
}

export function unsubscribe(db: Db, userId: string, endpoint: string): Promise<number> {
  return repo.deleteOwnSubscription(db, userId, endpoint);
}

export async function devices(db: Db, userId: string, currentEndpoint?: string): Promise<PushDevice[]> {
  return (await repo.subscriptionsOf(db, userId)).map((row) => toDevice(row, currentEndpoint));
}

export interface PushSendOptions {
  keys: VapidKeys;
  /** How long the push service keeps an undelivered message (seconds). */
  ttlSeconds?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface PushSendResult {
  /** Subscriptions the push service accepted the message for. */
  sent: number;
  /** Subscriptions the push service said are gone (404/410): deleted. */
  removed: number;
  /** Other failures (network, 429, 5xx…), with the reason of the last. */
  failed: number;
  lastError: string | null;
}

/**
 * Sends one notification to every browser the customer turned push on in. The payload is
 * encrypted for each subscription (RFC 8291, aes128gcm) and signed with the VAPID key (RFC 8292)
 * by the `web-push` library; the request itself goes out with fetch. A 404 or 410 answer means the
 * browser dropped the subscription: it is deleted, so nothing is sent there again.
 */
export async function sendToUser(db: Db, userId: string, payload: PushPayload, options: PushSendOptions): Promise<PushSendResult> {
  const doFetch = options.fetch ?? fetch;
  const subscriptions = await repo.subscriptionsOf(db, userId);
  const result: PushSendResult = { sent: 0, removed: 0, failed: 0, lastError: null };
  const body = JSON.stringify(payload);
  for (const subscription of subscriptions) {
    const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, body, {
      vapidDetails: { subject: options.keys.subject, publicKey: options.keys.publicKey, privateKey: options.keys.privateKey },
      TTL: options.ttlSeconds ?? 24 * 3600,
      contentEncoding: 'aes128gcm',
    });
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    let response: Response;
    try {
      response = await doFetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      result.failed += 1;
      result.lastError = `push service unreachable: ${error instanceof Error ? error.message : String(error)}`;
      continue;
    }
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 404 || response.status === 410) {
      await repo.deleteSubscription(db, subscription.id);
      result.removed += 1;
    } else if (response.ok) {
      await repo.markSent(db, subscription.id);
      result.sent += 1;
    } else {
      result.failed += 1;
      result.lastError = `push service answered ${response.status}`;
    }
  }
  return result;
}

/** True when the customer turned push on in at least one browser (no push copy is queued otherwise). */
export const hasSubscription = repo.hasSubscription;
