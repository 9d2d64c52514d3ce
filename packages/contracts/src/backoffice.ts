import { z } from 'zod';
import { adminMeResponse } from './staff-admin.ts';

/**
 * The back office's shell (issue 16 item 7): who the staff member is and what they may do
 * (`GET /api/admin/me`; permission keys of the server's one permission table), and the dashboard
 * of waiting work (`GET /api/admin/dashboard`).
 */
/** The staff member behind `GET /api/admin/me` (staff-admin.ts): name, roles, permissions. */
export const adminMe = adminMeResponse.shape.data;
export type AdminMe = z.infer<typeof adminMe>;

/** One count of waiting work: how many, since when the oldest waits, and the list that shows them. */
export const adminDashboardItem = z.object({
  key: z.string(),
  count: z.number().int().nonnegative(),
  /** ISO time the oldest waiting item started waiting; null when there is none. */
  oldest_at: z.string().nullable(),
  /** The staff list (a web path with its filters) where these items are worked through. */
  link: z.string(),
});
export type AdminDashboardItem = z.infer<typeof adminDashboardItem>;

/** Only the counts the viewer's permissions allow, in the registry's order. */
export const adminDashboardResponse = z.object({ success: z.literal(true), items: z.array(adminDashboardItem) });
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponse>;
