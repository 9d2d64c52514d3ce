import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';

// ---------------------------------------------------------------------------------------------
// Web Push (RFC 8030/8291/8292): a browser's subscription, one per device and customer.
// ---------------------------------------------------------------------------------------------

/** base64url without padding (what PushSubscription.toJSON() gives). */
const base64url = (min: number, max: number) =>
  z.string().trim().min(min).max(max).regex(/^[A-Za-z0-9_-]+$/, { error: errorMessages.PUSH_SUBSCRIPTION_INVALID });

export const pushEndpoint = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), { error: errorMessages.PUSH_SUBSCRIPTION_INVALID });

/** PushSubscription.toJSON(): the push service's endpoint and the browser's keys (p256dh: 65 bytes, auth: 16 bytes). */
export const pushSubscriptionRequest = z
  .object({
    endpoint: pushEndpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(86, 88), auth: base64url(22, 24) }),
  })
  .strip();
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequest>;

export const pushUnsubscribeRequest = z.object({ endpoint: pushEndpoint }).strip();
export type PushUnsubscribeRequest = z.input<typeof pushUnsubscribeRequest>;

export const pushDevice = z.object({
  id: z.string(),
  /** The push service's host (e.g. fcm.googleapis.com), not the secret endpoint. */
  service: z.string(),
  device: z.string(),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
  /** True for the subscription named in `?endpoint=` (this browser). */
  current: z.boolean(),
});
export type PushDevice = z.infer<typeof pushDevice>;

export const pushDevicesQuery = z.object({ endpoint: pushEndpoint.optional() });
export const pushDevicesResponse = z.object({ success: z.literal(true), results: z.array(pushDevice) });
export type PushDevicesResponse = z.infer<typeof pushDevicesResponse>;

export const pushSubscribeResponse = z.object({ success: z.literal(true), message: z.string(), data: pushDevice });
export type PushSubscribeResponse = z.infer<typeof pushSubscribeResponse>;
export const pushUnsubscribeResponse = z.object({ success: z.literal(true), message: z.string(), removed: z.number().int() });

export const vapidPublicKeyResponse = z.object({
  success: z.literal(true),
  /** The application server key (P-256 public key, uncompressed, base64url): `applicationServerKey` of pushManager.subscribe. */
  public_key: z.string(),
});
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponse>;

/**
 * What the server encrypts into every push message (RFC 8291) and the service worker shows:
 * title, body and icon of the notification; `link` is a path of the web app opened on click.
 */
export interface PushPayload {
  id: string;
  category: string;
  title: string;
  body: string;
  icon: string;
  link: string | null;
}
