import type {
  BatchRestrictionsResponse,
  MySalesStaffResponse,
  NotificationPreferences,
  NotificationSettingsUpdateRequest,
  QuietHours,
  ProfileSaveResponse,
  RateStaffRequest,
  SalesChangeRequest,
  StaffRating,
  UpdateProfileRequest,
  User,
  UserSettings,
} from '@kaimono/contracts';
import { http } from '@/shared/api/http';
import { uploadFile } from '@/shared/api/upload';

/** PUT /api/user/profile: only the fields that changed. */
export const updateProfile = (body: UpdateProfileRequest) => http.put<ProfileSaveResponse>('/user/profile', body);

/** POST /api/upload/file/user (multipart, folder=avatar: a public image); answers the file's URL. */
export async function uploadAvatar(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const uploaded = await uploadFile('/upload/file/user', file, { fields: { folder: 'avatar' }, onProgress: (p) => onProgress?.(p.percent) });
  return uploaded.url;
}

export async function getUserSettings(signal?: AbortSignal): Promise<UserSettings> {
  return (await http.get<{ settings: UserSettings }>('/user-setting', undefined, signal)).settings;
}
export const saveUserSettings = (settings: Partial<UserSettings>) => http.post<{ message: string; settings: UserSettings }>('/user-setting', { settings });

export interface NotificationSettings {
  settings: NotificationPreferences;
  locked: string[];
  /** Quiet hours in Vietnam time (push, Zalo and SMS held until they end). */
  quiet_hours: QuietHours;
}
const noQuietHours: QuietHours = { enabled: false, start: '22:00', end: '07:00' };
export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  const body = await http.get<NotificationSettings>('/user/notification', undefined, signal);
  return { settings: body.settings, locked: body.locked ?? [], quiet_hours: body.quiet_hours ?? noQuietHours };
}
export const saveNotificationSettings = (input: { settings: NotificationSettingsUpdateRequest['settings']; quiet_hours?: QuietHours }) =>
  http.post<NotificationSettings & { message: string }>('/user/notification', input);

export async function getMySalesStaff(signal?: AbortSignal): Promise<MySalesStaffResponse['data']> {
  return (await http.get<MySalesStaffResponse>('/user/sales-staff', undefined, signal)).data;
}
export const requestChangeSale = (reason: string) => http.post<{ message: string; data: SalesChangeRequest }>('/user/request-change-sale', { reason });
export const rateStaff = (body: RateStaffRequest) => http.post<{ message: string; data: StaffRating }>('/user/rate-staff', body);

export async function getBatchRestrictions(signal?: AbortSignal): Promise<BatchRestrictionsResponse['data']> {
  return (await http.get<BatchRestrictionsResponse>('/user/batch-restrictions', undefined, signal)).data;
}

export type { User };
