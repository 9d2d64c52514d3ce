import type {
  ComplaintCreateRequest,
  ComplaintDiscussionResponse,
  ComplaintDto,
  ComplaintMessageDto,
  ComplaintStatus,
  ComplaintTypeCode,
  ComplaintTypeDto,
  Pagination,
} from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { ComplaintDto, ComplaintMessageDto, ComplaintStatus, ComplaintTypeCode, ComplaintTypeDto, ComplaintDiscussionResponse };

/** Spec §9: complaints page by 25. */
export const COMPLAINTS_PAGE_SIZE = 25;

export interface ComplaintList {
  results: ComplaintDto[];
  pagination: Pagination;
  complaint_types: ComplaintTypeDto[];
}

export async function getComplaintTypes(signal?: AbortSignal): Promise<ComplaintTypeDto[]> {
  return (await http.get<{ results: ComplaintTypeDto[] }>('/complaint/type', undefined, signal)).results;
}

export function getComplaints(page: number, status: ComplaintStatus | null, signal?: AbortSignal): Promise<ComplaintList> {
  return http.get<ComplaintList>('/complaint', { page, size: COMPLAINTS_PAGE_SIZE, status }, signal);
}

interface Saved {
  message: string;
  data: ComplaintDto;
}

export const createComplaint = (input: ComplaintCreateRequest) => http.post<Saved>('/complaint', input);
export const updateComplaint = (input: { id: string; content?: string; photos?: string[] }) => http.put<Saved>('/complaint', input);
/** Withdraw: DELETE /api/complaint (the id as ?id=, which the server accepts beside a body). */
export const withdrawComplaint = (id: string) => http.delete<Saved>('/complaint', { id });

export function getDiscussion(id: string, signal?: AbortSignal): Promise<ComplaintDiscussionResponse> {
  return http.get<ComplaintDiscussionResponse>('/complaint/discussion', { complaint_id: id }, signal);
}

export const postDiscussion = (input: { complaint_id: string; message: string; photos: string[] }) =>
  http.post<{ message: string; data: ComplaintMessageDto; complaint: ComplaintDto }>('/complaint/discussion', input);
