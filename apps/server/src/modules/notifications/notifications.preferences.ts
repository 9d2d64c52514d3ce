import { notificationCategories, type NotificationKind, type NotificationPreferences, type QuietHours } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';

/** The settings group (GET/POST /api/user/notification) a kind of notification belongs to. */
export const preferenceGroup: Record<NotificationKind, keyof NotificationPreferences | null> = {
  order: 'orders',
  bill: 'bills',
  bid: 'bids',
  over_pricing: 'bids',
  wallet: 'wallet',
  promotion: 'promotions',
  complaint: 'complaints',
  saved_search: 'saved_search',
  watch: 'watch',
  // System messages (security, service notices) always reach the centre and are never emailed.
  system: null,
};

export interface ChannelChoice {
  in_app: boolean;
  email: boolean;
  push: boolean;
  zalo: boolean;
  sms: boolean;
}

/** The channels that send a copy outside the centre, in the order notify() queues them. */
export const copyChannels = ['email', 'push', 'zalo', 'sms'] as const;
export type CopyChannel = (typeof copyChannels)[number];

/** Reads one customer's notification settings. */
export type PreferenceReader = (db: Db, userId: string) => Promise<NotificationPreferences>;
/** Reads one customer's quiet hours (null: none). */
export type QuietHoursReader = (db: Db, userId: string) => Promise<QuietHours | null>;

const IN_APP_ONLY: ChannelChoice = { in_app: true, email: false, push: false, zalo: false, sms: false };

/** Used when no settings reader is wired: everything in the centre, no copies. */
export const inAppOnlyPreferences: PreferenceReader = async () =>
  Object.fromEntries(notificationCategories.map((category) => [category, IN_APP_ONLY])) as unknown as NotificationPreferences;

/** Which channels a notification of this kind goes to for a customer with these settings. */
export function channelsFor(kind: NotificationKind, preferences: NotificationPreferences): ChannelChoice {
  const group = preferenceGroup[kind];
  if (!group) return IN_APP_ONLY;
  const choice = preferences[group];
  if (!choice) return IN_APP_ONLY;
  return { in_app: choice.in_app, email: choice.email, push: choice.push === true, zalo: choice.zalo === true, sms: choice.sms };
}
