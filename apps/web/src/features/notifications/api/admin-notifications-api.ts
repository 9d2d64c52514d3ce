import type { NotificationDto, NotificationKind } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** The categories staff may send (the contract's notificationKinds; zod stays out of the web bundle). */
export const ADMIN_NOTIFICATION_KINDS: readonly NotificationKind[] = ['order', 'bill', 'bid', 'wallet', 'complaint', 'promotion', 'system', 'over_pricing'];
/** Only these may go to every customer (the server refuses the others). */
export const BROADCAST_KINDS: readonly NotificationKind[] = ['promotion', 'system'];

export interface NotificationRecipient {
  id: string;
  customer_no: string;
  full_name: string;
  phone: string | null;
}

/** GET /api/admin/wallet/customers/{customer_no}: the customer's name and phone (staff check who they write to). */
export async function findCustomer(customerNo: string, signal?: AbortSignal): Promise<NotificationRecipient> {
  const answer = await http.get<{ data: { customer: NotificationRecipient } }>(`/admin/wallet/customers/${encodeURIComponent(customerNo)}`, undefined, signal);
  return answer.data.customer;
}

export interface AdminNotificationInput {
  /** null: every customer (broadcast). */
  customer_no: string | null;
  category: NotificationKind;
  title: string;
  body: string;
  link?: string;
}

export interface AdminNotificationAnswer {
  message: string;
  /** In-app notifications written. */
  sent: number;
  /** Customers who turned this kind of notification off. */
  skipped: number;
  data: NotificationDto | null;
}

/** POST /api/admin/notifications: one customer (by number) or every customer (promotion/system only). */
export function sendAdminNotification({ customer_no, category, title, body, link }: AdminNotificationInput): Promise<AdminNotificationAnswer> {
  const recipient = customer_no === null ? { broadcast: true } : { customer_no };
  return http.post<AdminNotificationAnswer>('/admin/notifications', { ...recipient, category, title, body, ...(link ? { link } : {}) });
}
