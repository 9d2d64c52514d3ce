import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createEmailSender } from '../../platform/email.ts';
import { createSmsSender } from '../../platform/sms.ts';
import { createZaloSender } from '../../platform/zalo.ts';
import { notificationPreferences, quietHoursOf } from '../profile/index.ts';
import { vapidKeys } from '../push/index.ts';
import type { PreferenceReader } from './notifications.preferences.ts';
import type { NotifyContext } from './notifications.service.ts';

/**
 * What notify() needs from the running application: the job queue, the customer's settings and
 * quiet hours, and the senders: email and SMS (the outbox providers by default, SMTP / an SMS
 * gateway when configured), Zalo ZNS (outbox, or Zalo's API), Web Push (VAPID keys from config or
 * the database). Settings come from the profile module (GET/POST /api/user/notification) unless a
 * reader is given.
 */
export function notificationContext(deps: AppDeps, log: FastifyBaseLogger, preferences?: PreferenceReader): NotifyContext {
  const db = deps.database.db;
  return {
    boss: deps.boss,
    preferences: preferences ?? notificationPreferences,
    quietHours: quietHoursOf,
    channels: {
      email: deps.identity?.email ?? createEmailSender(deps.config, db, log),
      sms: deps.identity?.sms ?? createSmsSender(deps.config, db, log),
      zalo: deps.notifications?.zalo ?? createZaloSender(deps.config, db, log),
      push: { keys: () => vapidKeys(db, deps.config), fetch: deps.notifications?.pushFetch },
      publicUrl: deps.config.publicUrl,
      now: deps.notifications?.now,
    },
  };
}
