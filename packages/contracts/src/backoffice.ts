import { z } from 'zod';

/**
 * The back office's shell (issue 16 item 7): who the staff member is and what they may do
 * (`GET /api/admin/me`; permission keys of the server's one permission table), and the dashboard
 * of waiting work (`GET /api/admin/dashboard`).
 */
export const adminMe = z.object({
  user_id: z.string(),
  full_name: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type AdminMe = z.infer<typeof adminMe>;

export const adminMeResponse = z.object({ success: z.literal(true), data: adminMe });
export type AdminMeResponse = z.infer<typeof adminMeResponse>;

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
