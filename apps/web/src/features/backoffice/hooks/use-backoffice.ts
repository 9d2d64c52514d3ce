import { useQuery } from '@tanstack/react-query';
import { backofficeKeys, getAdminDashboard, getAdminMe } from '../api/backoffice-api';

/** Who the staff member is and what they may do; asked once per visit of the back office (only for staff). */
export function useAdminMe(enabled = true) {
  return useQuery({ queryKey: backofficeKeys.me, queryFn: ({ signal }) => getAdminMe(signal), enabled, staleTime: 60_000 });
}

/** The dashboard's counts; refreshed every minute while it is open. */
export function useAdminDashboard() {
  return useQuery({ queryKey: backofficeKeys.dashboard, queryFn: ({ signal }) => getAdminDashboard(signal), refetchInterval: 60_000 });
}
