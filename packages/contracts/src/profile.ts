import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { checkBirthdate } from './birthdate.ts';
import { email, user, vietnamesePhone } from './auth.ts';
import { siteCode, siteCodes } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Profile: GET and PUT /api/user/profile (spec §7: "Profile ... calls defined elsewhere").
// ---------------------------------------------------------------------------------------------

/** `YYYY-MM-DD`, a real day in the past, age 13–120 (see birthdate.ts). */
function refineBirthdate(value: string, ctx: z.RefinementCtx) {
  const problem = checkBirthdate(value);
  if (problem) ctx.addIssue({ code: 'custom', message: errorMessages[problem] });
}
export const birthdateSchema = z.string({ error: errorMessages.BIRTHDATE_INVALID }).superRefine(refineBirthdate);

/**
 * The form of an avatar address: a same-site path (`/api/files/{id}`, as the upload endpoint
 * answers) or an https URL; never `javascript:`, `data:` or a protocol-relative `//host`. The
 * server also checks that it is an image the customer uploaded.
 */
export function isAcceptableAvatarUrl(value: string): boolean {
  if (value.length > 1000 || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export const avatarUrl = z
  .string({ error: errorMessages.AVATAR_INVALID })
  .trim()
  .refine(isAcceptableAvatarUrl, { error: errorMessages.AVATAR_INVALID });

export const fullName = z
  .string({ error: errorMessages.FULL_NAME_REQUIRED })
  .trim()
  .min(1, { error: errorMessages.FULL_NAME_REQUIRED })
  .max(120, { error: errorMessages.FULL_NAME_REQUIRED });

/**
 * Every field is optional: what is absent stays as it is. `null` clears avatar, birthdate or email
 * (an empty email string clears it too). `phone` may only repeat the current number: changing it
 * needs an OTP on the new number (PHONE_CHANGE_NEEDS_OTP until that flow exists).
 */
export const updateProfileRequest = z.object({
  full_name: z.string({ error: errorMessages.FULL_NAME_REQUIRED }).trim().min(1, { error: errorMessages.FULL_NAME_REQUIRED }).max(120, { error: errorMessages.FULL_NAME_REQUIRED }).optional(),
  avatar: z.string({ error: errorMessages.AVATAR_INVALID }).trim().refine(isAcceptableAvatarUrl, { error: errorMessages.AVATAR_INVALID }).nullable().optional(),
  birthdate: z
    .string({ error: errorMessages.BIRTHDATE_INVALID })
    .superRefine(refineBirthdate)
    .nullable()
    .optional(),
  email: z.union([email, z.literal('').transform(() => null), z.null()]).optional(),
  phone: z.optional(vietnamesePhone),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

export const profileResponse = z.object({
  success: z.literal(true),
  data: user,
  /** How the phone number can be changed: `otp` (verify the new number) or `unavailable` (read-only for now). */
  phone_change: z.enum(['otp', 'unavailable']),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

// Written as z.object(...) chains only: the web bundle then drops every schema it does not use.
export const profileSaveResponse = z.object({ ...profileResponse.shape, message: z.string() });
export type ProfileSaveResponse = z.infer<typeof profileSaveResponse>;

// ---------------------------------------------------------------------------------------------
// User settings: GET and POST /api/user-setting (spec §3 "User settings: settings").
// ---------------------------------------------------------------------------------------------

export const currencyDisplays = ['vnd', 'jpy', 'both'] as const;
export type CurrencyDisplay = (typeof currencyDisplays)[number];

export const userSettings = z.object({
  /** The interface is Vietnamese only (spec §1). */
  language: z.literal('vi'),
  /** Which prices to show first: dong, yen, or both side by side. */
  currency_display: z.enum(currencyDisplays),
  /** The marketplace the search bar starts with. */
  default_site: siteCode,
  /** Search keywords: translate to Japanese automatically or not (spec §2 __auto_translate_keyword). */
  auto_translate: z.enum(['on', 'off', 'auto']),
  /** Preferred international shipping route code; null until routes exist (chosen per order then). */
  default_route: z.string().trim().min(1).max(40).regex(/^[\w-]+$/).nullable(),
  /** Consent to promotional offers by phone or Zalo from the sales staff (record of consent). */
  marketing_opt_in: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettings>;

export const defaultUserSettings: UserSettings = {
  language: 'vi',
  currency_display: 'both',
  default_site: siteCodes[0],
  auto_translate: 'auto',
  default_route: null,
  marketing_opt_in: false,
};

/** Only the keys to change; unknown keys are refused. */
export const userSettingsUpdateRequest = z.object({ settings: z.object(userSettings.shape).partial().strict() }).strict();
export type UserSettingsUpdateRequest = z.input<typeof userSettingsUpdateRequest>;
export const userSettingsResponse = z.object({ success: z.literal(true), settings: userSettings });
export const userSettingsSaveResponse = z.object({ ...userSettingsResponse.shape, message: z.string() });

// ---------------------------------------------------------------------------------------------
// Notification settings: GET and POST /api/user/notification, per category and channel.
// ---------------------------------------------------------------------------------------------

export const notificationCategories = ['orders', 'bills', 'bids', 'wallet', 'promotions', 'complaints', 'saved_search', 'watch'] as const;
export type NotificationCategory = (typeof notificationCategories)[number];
/** in_app = the notification centre; push = Web Push to the customer's browsers; zalo = Zalo ZNS. */
export const notificationChannels = ['in_app', 'email', 'push', 'zalo', 'sms'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

const channelToggles = z.object({ in_app: z.boolean(), email: z.boolean(), push: z.boolean(), zalo: z.boolean(), sms: z.boolean() });
export const notificationPreferencesSchema = z.object({
  orders: channelToggles,
  bills: channelToggles,
  bids: channelToggles,
  wallet: channelToggles,
  promotions: channelToggles,
  complaints: channelToggles,
  /** New matches of the customer's saved searches. */
  saved_search: channelToggles,
  /** Events of watched items, sellers and shops (price drop, back in stock, ending soon, sold, new listings). */
  watch: channelToggles,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * Messages about money and orders always reach the notification centre: these cells stay on
 * whatever is sent (the page shows them as fixed).
 */
export const lockedNotificationCells: ReadonlyArray<readonly [NotificationCategory, NotificationChannel]> = [
  ['orders', 'in_app'],
  ['bills', 'in_app'],
  ['wallet', 'in_app'],
];

/** Web Push reaches only browsers the customer turned it on in, so it is on by default; Zalo and SMS cost money per message. */
export const defaultNotificationPreferences: NotificationPreferences = {
  orders: { in_app: true, email: true, push: true, zalo: false, sms: false },
  bills: { in_app: true, email: true, push: true, zalo: false, sms: false },
  bids: { in_app: true, email: true, push: true, zalo: false, sms: false },
  wallet: { in_app: true, email: true, push: true, zalo: false, sms: false },
  promotions: { in_app: true, email: false, push: false, zalo: false, sms: false },
  complaints: { in_app: true, email: true, push: true, zalo: false, sms: false },
  saved_search: { in_app: true, email: false, push: true, zalo: false, sms: false },
  watch: { in_app: true, email: true, push: true, zalo: false, sms: false },
};

/**
 * Quiet hours, local time in Vietnam (Asia/Ho_Chi_Minh, UTC+7 all year): Web Push, Zalo and SMS
 * copies are held and sent when they end; the notification centre and email are not held.
 * `start` = `end` is refused; `start` later than `end` crosses midnight (22:00 → 07:00).
 */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: errorMessages.QUIET_HOURS_INVALID });
export const quietHoursSchema = z
  .object({ enabled: z.boolean(), start: clockTime, end: clockTime })
  .refine((q) => q.start !== q.end, { error: errorMessages.QUIET_HOURS_INVALID, path: ['end'] });
export type QuietHours = z.infer<typeof quietHoursSchema>;
export const defaultQuietHours: QuietHours = { enabled: false, start: '22:00', end: '07:00' };

const toggleChanges = z.object(channelToggles.shape).partial().strict();
export const notificationSettingsUpdateRequest = z
  .object({
    settings: z
      .object({
        orders: toggleChanges,
        bills: toggleChanges,
        bids: toggleChanges,
        wallet: toggleChanges,
        promotions: toggleChanges,
        complaints: toggleChanges,
        saved_search: toggleChanges,
        watch: toggleChanges,
      })
      .partial()
      .strict(),
    /** Optional: left out = quiet hours unchanged. */
    quiet_hours: quietHoursSchema.optional(),
  })
  .strict();
export type NotificationSettingsUpdateRequest = z.input<typeof notificationSettingsUpdateRequest>;

export const notificationSettingsResponse = z.object({
  success: z.literal(true),
  settings: notificationPreferencesSchema,
  /** Cells that cannot be switched off, as `category.channel`. */
  locked: z.array(z.string()),
  quiet_hours: quietHoursSchema,
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponse>;
export const notificationSettingsSaveResponse = z.object({ ...notificationSettingsResponse.shape, message: z.string() });
