import type { z } from 'zod';
import {
  defaultNotificationPreferences,
  defaultQuietHours,
  defaultUserSettings,
  lockedNotificationCells,
  notificationCategories,
  notificationChannels,
  userSettings,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationPreferences,
  quietHoursSchema,
  type QuietHours,
  type updateProfileRequest,
  type User,
  type UserSettings,
} from '@kaimono/contracts';
import { errorMessages } from '@kaimono/i18n';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { getUser } from '../account/index.ts';
import { fileUrl, findFiles, parseFileRef } from '../uploads/index.ts';
import * as repo from './profile.repository.ts';

export type ProfileUpdate = z.output<typeof updateProfileRequest>;

/**
 * How a customer changes the phone number. The number is the login name, so a new number must be
 * proven with an OTP sent to it; until the OTP flow offers that, the number is read-only here
 * ('unavailable') and changed by support.
 */
export const PHONE_CHANGE_MODE: 'otp' | 'unavailable' = 'unavailable';

/** The User of spec §3 as the account module answers it (one mapping for session and profile). */
async function userOf(db: Db, userId: string): Promise<User> {
  const user = await getUser(db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED');
  return user;
}

export function getProfile(db: Db, userId: string): Promise<User> {
  return userOf(db, userId);
}

/**
 * An avatar must be an image the customer uploaded (POST /api/upload/file/user, best with
 * folder=avatar so that it is public): `/api/files/{id}` or its id. Stored as `/api/files/{id}`.
 * The current avatar may be sent back unchanged (e.g. a picture from Google login).
 */
async function ownAvatar(db: Db, userId: string, avatar: string, currentAvatar: string | null): Promise<string> {
  if (avatar === currentAvatar) return avatar;
  const id = parseFileRef(avatar);
  const [file] = id ? await findFiles(db, [id]) : [];
  if (!file || file.ownerId !== userId || file.kind !== 'image') {
    throw new AppError(400, 'AVATAR_INVALID', undefined, { avatar: errorMessages.AVATAR_INVALID });
  }
  return fileUrl(file.id);
}

/** Saves the fields present in `update`; absent fields stay as they are. */
export async function updateProfile(db: Db, userId: string, update: ProfileUpdate): Promise<User> {
  const current = await repo.findUser(db, userId);
  if (!current) throw new AppError(401, 'UNAUTHENTICATED');
  if (update.phone !== undefined && update.phone !== current.phone) {
    throw new AppError(400, 'PHONE_CHANGE_NEEDS_OTP', undefined, { phone: errorMessages.PHONE_CHANGE_NEEDS_OTP });
  }
  const patch: repo.ProfilePatch = {};
  if (update.full_name !== undefined) patch.fullName = update.full_name;
  if (update.avatar !== undefined) patch.avatar = update.avatar === null ? null : await ownAvatar(db, userId, update.avatar, current.avatar);
  if (update.birthdate !== undefined) patch.birthdate = update.birthdate;
  if (update.email !== undefined) {
    const email = update.email ? update.email.toLowerCase() : null;
    if (email && email !== current.email) {
      const owner = await repo.findUserIdByEmail(db, email);
      if (owner && owner !== userId) throw new AppError(409, 'EMAIL_TAKEN', undefined, { email: errorMessages.EMAIL_TAKEN });
    }
    patch.email = email;
  }
  if (Object.keys(patch).length === 0) return userOf(db, userId);
  try {
    const row = await repo.updateUser(db, userId, patch);
    if (!row) throw new AppError(401, 'UNAUTHENTICATED');
  } catch (error) {
    // Lost a race with another account taking the same email.
    if (isUniqueViolation(error)) throw new AppError(409, 'EMAIL_TAKEN', undefined, { email: errorMessages.EMAIL_TAKEN });
    throw error;
  }
  return userOf(db, userId);
}

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

const settingKeys = Object.keys(userSettings.shape) as (keyof UserSettings)[];

/** Stored settings over the defaults; a stored value that no longer validates falls back to its default. */
export function mergeSettings(stored: unknown): UserSettings {
  const merged: Record<string, unknown> = { ...defaultUserSettings };
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  for (const key of settingKeys) {
    if (!(key in source)) continue;
    const parsed = userSettings.shape[key].safeParse(source[key]);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as UserSettings;
}

export async function getSettings(db: Db, userId: string): Promise<UserSettings> {
  return mergeSettings((await repo.readPreferences(db, userId))?.settings);
}

export async function updateSettings(db: Db, userId: string, changes: Partial<UserSettings>): Promise<UserSettings> {
  return db.transaction(async (tx) => {
    const row = await repo.lockPreferences(tx, userId);
    const stored = { ...((row.settings as Record<string, unknown>) ?? {}), ...changes };
    await repo.writeSettings(tx, userId, stored);
    return mergeSettings(stored);
  });
}

// ---------------------------------------------------------------------------------------------
// Notification preferences
// ---------------------------------------------------------------------------------------------

export const lockedCellKeys = lockedNotificationCells.map(([category, channel]) => `${category}.${channel}`);

function isLocked(category: NotificationCategory, channel: NotificationChannel): boolean {
  return lockedNotificationCells.some(([c, ch]) => c === category && ch === channel);
}

/** Stored choices over the defaults, with the locked cells on. */
export function mergeNotificationPreferences(stored: unknown): NotificationPreferences {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const result = {} as NotificationPreferences;
  for (const category of notificationCategories) {
    const saved = source[category] && typeof source[category] === 'object' ? (source[category] as Record<string, unknown>) : {};
    const cell = { ...defaultNotificationPreferences[category] };
    for (const channel of notificationChannels) {
      if (typeof saved[channel] === 'boolean') cell[channel] = saved[channel];
      if (isLocked(category, channel)) cell[channel] = true;
    }
    result[category] = cell;
  }
  return result;
}

/**
 * The customer's notification choices per category and channel (defaults where the customer chose
 * nothing). The notifications module reads this before sending anything.
 */
export async function notificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  return mergeNotificationPreferences((await repo.readPreferences(db, userId))?.notifications);
}

export type NotificationPreferencesUpdate = Partial<Record<NotificationCategory, Partial<Record<NotificationChannel, boolean>>>>;

/** A stored value that no longer validates falls back to the default (off). */
export function mergeQuietHours(stored: unknown): QuietHours {
  const parsed = quietHoursSchema.safeParse(stored);
  return parsed.success ? parsed.data : { ...defaultQuietHours };
}

/** The customer's quiet hours, or null when they are off (the notifications module reads this before sending copies). */
export async function quietHoursOf(db: Db, userId: string): Promise<QuietHours | null> {
  const quiet = mergeQuietHours((await repo.readPreferences(db, userId))?.quietHours);
  return quiet.enabled ? quiet : null;
}

export async function notificationSettingsOf(db: Db, userId: string): Promise<{ settings: NotificationPreferences; quiet_hours: QuietHours }> {
  const row = await repo.readPreferences(db, userId);
  return { settings: mergeNotificationPreferences(row?.notifications), quiet_hours: mergeQuietHours(row?.quietHours) };
}

export async function updateNotificationPreferences(
  db: Db,
  userId: string,
  changes: NotificationPreferencesUpdate,
  quietHours?: QuietHours,
): Promise<{ settings: NotificationPreferences; quiet_hours: QuietHours }> {
  return db.transaction(async (tx) => {
    const row = await repo.lockPreferences(tx, userId);
    if (quietHours) await repo.writeQuietHours(tx, userId, quietHours);
    const stored = { ...((row.notifications as Record<string, Record<string, boolean>>) ?? {}) };
    for (const category of notificationCategories) {
      const change = changes[category];
      if (!change) continue;
      const cell: Record<string, boolean> = { ...(stored[category] ?? {}), ...change };
      // Locked cells are always on; a choice for them is not kept.
      for (const channel of notificationChannels) if (isLocked(category, channel)) delete cell[channel];
      stored[category] = cell;
    }
    // Only what the customer chose is kept: untouched cells follow the defaults.
    await repo.writeNotifications(tx, userId, stored);
    return { settings: mergeNotificationPreferences(stored), quiet_hours: quietHours ?? mergeQuietHours(row.quietHours) };
  });
}
