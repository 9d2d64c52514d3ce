export { profileRoutes } from './profile.routes.ts';
/**
 * The customer's notification choices per category (orders, bills, bids, wallet, promotions,
 * complaints) and channel (in_app, email, sms), defaults filled in. Read before sending anything.
 */
export { notificationPreferences, getSettings as userSettingsOf } from './profile.service.ts';
export type { NotificationPreferences, NotificationCategory, NotificationChannel, UserSettings } from '@kaimono/contracts';
