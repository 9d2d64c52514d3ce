export { profileRoutes } from './profile.routes.ts';
/**
 * The customer's notification choices per category (orders, bills, bids, wallet, promotions,
 * complaints, saved_search, watch) and channel (in_app, email, push, zalo, sms), defaults filled
 * in, and their quiet hours. Read before sending anything.
 */
export { notificationPreferences, quietHoursOf, getSettings as userSettingsOf } from './profile.service.ts';
export type { NotificationPreferences, NotificationCategory, NotificationChannel, UserSettings, QuietHours } from '@kaimono/contracts';
