import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createEmailSender } from '../../platform/email.ts';
import { createSmsSender } from '../../platform/sms.ts';
import { notificationPreferences } from '../profile/index.ts';
import type { PreferenceReader } from './notifications.preferences.ts';
import type { NotifyContext } from './notifications.service.ts';

/**
 * What notify() needs from the running application: the job queue, the customer's settings and
 * the email/SMS senders (the outbox providers by default, SMTP / an SMS gateway when configured).
 * Settings come from the profile module (GET/POST /api/user/notification) unless a reader is given.
 */
export function notificationContext(deps: AppDeps, log: FastifyBaseLogger, preferences?: PreferenceReader): NotifyContext {
  const db = deps.database.db;
  return {
    boss: deps.boss,
    preferences: preferences ?? notificationPreferences,
    channels: {
      email: deps.identity?.email ?? createEmailSender(deps.config, db, log),
      sms: deps.identity?.sms ?? createSmsSender(deps.config, db, log),
      publicUrl: deps.config.publicUrl,
    },
  };
}
