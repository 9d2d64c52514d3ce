import type { NotificationKind, NotificationPreferences } from '@kaimono/contracts';
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
  // System messages (security, service notices) always reach the centre and are never emailed.
  system: null,
  // Alerts (issue 18): in the centre; their delivery channels are chosen in the notification settings.
  saved_search: null,
  watch: null,
};

export interface ChannelChoice {
  in_app: boolean;
  email: boolean;
  sms: boolean;
}

/** Reads one customer's notification settings. */
export type PreferenceReader = (db: Db, userId: string) => Promise<NotificationPreferences>;

const IN_APP_ONLY: ChannelChoice = { in_app: true, email: false, sms: false };

/** Used when no settings reader is wired: everything in the centre, nothing by email or SMS. */
export const inAppOnlyPreferences: PreferenceReader = async () => ({
  orders: IN_APP_ONLY,
  bills: IN_APP_ONLY,
  bids: IN_APP_ONLY,
  wallet: IN_APP_ONLY,
  promotions: IN_APP_ONLY,
  complaints: IN_APP_ONLY,
});

/** Which channels a notification of this kind goes to for a customer with these settings. */
export function channelsFor(kind: NotificationKind, preferences: NotificationPreferences): ChannelChoice {
  const group = preferenceGroup[kind];
  if (!group) return IN_APP_ONLY;
  const choice = preferences[group];
  return choice ? { in_app: choice.in_app, email: choice.email, sms: choice.sms } : IN_APP_ONLY;
}
