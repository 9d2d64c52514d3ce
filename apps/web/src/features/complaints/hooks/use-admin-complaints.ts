import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComplaintStatus } from '../api/complaints-api';
import {
  getAdminComplaint,
  getAdminComplaints,
  replyAdminComplaint,
  setAdminComplaintStatus,
  type AdminComplaintFilters,
  type AdminComplaintReplyRequest,
} from '../api/admin-complaints-api';
import { complaintsKeys } from '../api/query-keys';

export function useAdminComplaints(filters: AdminComplaintFilters) {
  return useQuery({
    queryKey: complaintsKeys.adminList(filters.status, filters.type, filters.overdue, filters.page),
    queryFn: ({ signal }) => getAdminComplaints(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminComplaint(id: string) {
  return useQuery({ queryKey: complaintsKeys.adminDetail(id), queryFn: ({ signal }) => getAdminComplaint(id, signal) });
}

/** Reply and status change: the list and the complaint are fetched again after either answered. */
export function useAdminComplaintActions(id: string) {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: complaintsKeys.admin });
  return {
    reply: useMutation({ mutationFn: (body: AdminComplaintReplyRequest) => replyAdminComplaint(id, body), onSettled: settled }),
    move: useMutation({ mutationFn: (body: { status: ComplaintStatus; note?: string }) => setAdminComplaintStatus(id, body), onSettled: settled }),
  };
}
