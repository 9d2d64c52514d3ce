/**
 * The notification centre. Other modules send notifications only through `notify`:
 *
 *   const ctx = notificationContext(deps, app.log);          // once, in the module's routes plugin
 *   await notify(db, { userId, category: 'complaint', title, body, link }, ctx);
 */
export { createNotificationsRoutes, notificationsRoutes } from './notifications.routes.ts';
export { notify, type NotifyInput, type NotifyContext, type NotifyResult } from './notifications.service.ts';
export { notificationContext } from './notifications.context.ts';
export { inAppOnlyPreferences, type PreferenceReader } from './notifications.preferences.ts';
export { DELIVERY_QUEUE } from './notifications.delivery.ts';
