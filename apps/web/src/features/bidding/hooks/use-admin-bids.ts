import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_BID_QUEUE_REFRESH_MS,
  getAdminBidQueue,
  reportAdminBid,
  reportAdminBidOutcome,
  takeAdminBid,
  type AdminBidOutcomeBody,
  type AdminBidReportBody,
  type AdminBidScope,
} from '../api/admin-bids-api';
import { biddingKeys } from '../api/query-keys';

/** The staff queue, refreshed every 15 s (and when the tab comes back). */
export function useAdminBidQueue(scope: AdminBidScope) {
  return useQuery({
    queryKey: biddingKeys.adminQueue(scope),
    queryFn: ({ signal }) => getAdminBidQueue(scope, signal),
    refetchInterval: ADMIN_BID_QUEUE_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** Take, report and outcome: each refreshes both lists after it answered (success or refusal). */
export function useAdminBidActions() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: biddingKeys.adminQueues });
  return {
    take: useMutation({ mutationFn: (id: string) => takeAdminBid(id), onSettled: settled }),
    report: useMutation({ mutationFn: (p: { id: string; body: AdminBidReportBody }) => reportAdminBid(p.id, p.body), onSettled: settled }),
    outcome: useMutation({ mutationFn: (p: { id: string; body: AdminBidOutcomeBody }) => reportAdminBidOutcome(p.id, p.body), onSettled: settled }),
  };
}
