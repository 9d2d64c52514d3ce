import type { AdminComplaintDetailResponse, AdminComplaintDto, AdminComplaintListResponse, AdminComplaintReplyRequest, ComplaintStatus, ComplaintTypeCode } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { AdminComplaintDetailResponse, AdminComplaintDto, AdminComplaintReplyRequest };

/** Spec §9: complaints page by 25. */
export const ADMIN_COMPLAINTS_PAGE_SIZE = 25;

export interface AdminComplaintFilters {
  status: ComplaintStatus | null;
  type: ComplaintTypeCode | null;
  overdue: boolean;
  page: number;
}

export type AdminComplaintList = Omit<AdminComplaintListResponse, 'success'>;
type Answer = AdminComplaintDetailResponse & { message: string };

/** GET /api/admin/complaints: the nearest deadline first; filters by status, type, overdue. */
export function getAdminComplaints(f: AdminComplaintFilters, signal?: AbortSignal): Promise<AdminComplaintList> {
  return http.get<AdminComplaintList>(
    '/admin/complaints',
    { page: f.page, size: ADMIN_COMPLAINTS_PAGE_SIZE, status: f.status ?? undefined, type: f.type ?? undefined, overdue: f.overdue ? 'true' : undefined },
    signal,
  );
}

/** GET /api/admin/complaints/{id}: the complaint, its customer, discussion and history. */
export function getAdminComplaint(id: string, signal?: AbortSignal): Promise<AdminComplaintDetailResponse> {
  return http.get<AdminComplaintDetailResponse>(`/admin/complaints/${encodeURIComponent(id)}`, undefined, signal);
}

/** POST /api/admin/complaints/{id}/reply: a staff answer (an open complaint goes in progress; may decide too). */
export const replyAdminComplaint = (id: string, body: AdminComplaintReplyRequest) => http.post<Answer>(`/admin/complaints/${encodeURIComponent(id)}/reply`, body);

/** PUT /api/admin/complaints/{id}/status: a move the transition table allows (the customer is notified). */
export const setAdminComplaintStatus = (id: string, body: { status: ComplaintStatus; note?: string }) =>
  http.put<Answer>(`/admin/complaints/${encodeURIComponent(id)}/status`, body);
