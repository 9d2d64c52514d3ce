import type { AdminDashboardItem, AdminDashboardResponse, AdminMe, AdminMeResponse } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { AdminDashboardItem, AdminMe };

export const backofficeKeys = {
  me: ['backoffice', 'me'] as const,
  dashboard: ['backoffice', 'dashboard'] as const,
};

/** GET /api/admin/me: the staff member, their roles and permissions (the shell's navigation is filtered by them). */
export async function getAdminMe(signal?: AbortSignal): Promise<AdminMe> {
  return (await http.get<AdminMeResponse>('/admin/me', undefined, signal)).data;
}

/** GET /api/admin/dashboard: the counts of waiting work the viewer may see. */
export async function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboardItem[]> {
  return (await http.get<AdminDashboardResponse>('/admin/dashboard', undefined, signal)).items;
}
