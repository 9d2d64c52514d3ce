import type { AdminBidOutcomeBody, AdminBidQueueItem, AdminBidQueueResponse, AdminBidReportBody, AdminBidResponse } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { AdminBidOutcomeBody, AdminBidQueueItem, AdminBidReportBody, AdminBidResponse };

/** queue: bids waiting to be placed on the live site; open: every open live bid (its end to report). */
export type AdminBidScope = 'queue' | 'open';

/** The queue refreshes itself this often while the page is open. */
export const ADMIN_BID_QUEUE_REFRESH_MS = 15_000;

/** GET /api/admin/bids/queue: live bids, the soonest end first. */
export async function getAdminBidQueue(scope: AdminBidScope, signal?: AbortSignal): Promise<AdminBidQueueItem[]> {
  return (await http.get<AdminBidQueueResponse>('/admin/bids/queue', { scope }, signal)).results;
}

/** POST /api/admin/bids/{id}/take: this staff member places the bid (nobody else may; the customer can no longer cancel). */
export const takeAdminBid = (id: string) => http.post<AdminBidResponse>(`/admin/bids/${encodeURIComponent(id)}/take`);

/** POST /api/admin/bids/{id}/report: what the marketplace answered (accepted + is_highest, or rejected + reason). */
export const reportAdminBid = (id: string, body: AdminBidReportBody) => http.post<AdminBidResponse>(`/admin/bids/${encodeURIComponent(id)}/report`, body);

/** POST /api/admin/bids/{id}/outcome: how the auction ended (won → order paid from the hold; lost → hold released). */
export const reportAdminBidOutcome = (id: string, body: AdminBidOutcomeBody) =>
  http.post<AdminBidResponse>(`/admin/bids/${encodeURIComponent(id)}/outcome`, body);
