import type {
  AccountsSummaryResponse,
  AddStaffRequest,
  AdminMeResponse,
  AuditListResponse,
  StaffListResponse,
  StaffMemberResponse,
  StaffRoleCode,
  UpdateStaffRequest,
} from '@kaimono/contracts';
import { http } from '@/shared/api/http';
import { fetchFile, saveFile } from '@/shared/api/download';

export type { StaffRoleCode };

export const staffKeys = {
  me: ['admin', 'me'] as const,
  list: ['admin', 'staff'] as const,
  listOf: (filters: StaffListFilters) => ['admin', 'staff', filters] as const,
  audit: (query: AuditFilters) => ['admin', 'audit', query] as const,
  accounts: (date: string) => ['admin', 'accounts', date] as const,
};

/** GET /api/admin/me: the staff member's roles and permissions. */
export function getAdminMe(signal?: AbortSignal): Promise<AdminMeResponse> {
  return http.get<AdminMeResponse>('/admin/me', undefined, signal);
}

/** GET /api/admin/staff filters (the URL's; the server validates them). */
export interface StaffListFilters {
  role?: string;
  disabled?: string;
  q?: string;
}

export function listStaff(filters: StaffListFilters = {}, signal?: AbortSignal): Promise<StaffListResponse> {
  return http.get<StaffListResponse>('/admin/staff', { ...filters }, signal);
}

export function addStaff(body: AddStaffRequest): Promise<StaffMemberResponse> {
  return http.post<StaffMemberResponse>('/admin/staff', body);
}

export function updateStaff(id: string, body: UpdateStaffRequest): Promise<StaffMemberResponse> {
  return http.put<StaffMemberResponse>(`/admin/staff/${encodeURIComponent(id)}`, body);
}

export function revokeStaffSessions(id: string): Promise<{ success: true; message: string; data: { ended: number } }> {
  return http.post(`/admin/staff/${encodeURIComponent(id)}/sessions/revoke`);
}

export interface AuditFilters {
  actor?: string;
  customer?: string;
  action?: string;
  entity?: string;
  from?: string;
  to?: string;
  page: number;
  size: number;
}

export function searchAudit(query: AuditFilters, signal?: AbortSignal): Promise<AuditListResponse> {
  return http.get<AuditListResponse>('/admin/audit', { ...query }, signal);
}

export function accountsSummary(date: string, signal?: AbortSignal): Promise<AccountsSummaryResponse> {
  return http.get<AccountsSummaryResponse>('/admin/accounts/summary', { date }, signal);
}

export async function downloadAccounts(from: string, to: string): Promise<void> {
  saveFile(await fetchFile('/admin/accounts/export', { query: { from, to }, fallbackName: `so-sach-${from}-${to}.xlsx` }));
}
