import type { SalesStaff } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** One sales staff member as staff see them: active or not, how many customers, their ratings. */
export interface AdminSalesStaff extends SalesStaff {
  active: boolean;
  customers: number;
  /** One decimal, null before the first rating. */
  rating_average: number | null;
  rating_count: number;
}

export interface StaffCustomer {
  id: string;
  customer_no: string;
  full_name: string;
  phone: string | null;
}

/** GET /api/admin/sales-staff: every sales staff member with their customers' count and ratings. */
export async function getAdminSalesStaff(signal?: AbortSignal): Promise<AdminSalesStaff[]> {
  return (await http.get<{ results: AdminSalesStaff[] }>('/admin/sales-staff', undefined, signal)).results;
}

/** GET /api/admin/wallet/customers/{customer_no}: the customer (id, name, phone) staff assign. */
export async function findStaffCustomer(customerNo: string, signal?: AbortSignal): Promise<StaffCustomer> {
  return (await http.get<{ data: { customer: StaffCustomer } }>(`/admin/wallet/customers/${encodeURIComponent(customerNo)}`, undefined, signal)).data.customer;
}

export interface AssignAnswer {
  message: string;
  data: { customer_id: string; staff: SalesStaff; resolved_requests: number };
}

/** PUT /api/admin/customers/{id}/sales-staff: the customer's sales staff from now on; closes an open change request. */
export const assignSalesStaff = ({ customerId, staffId }: { customerId: string; staffId: string }) =>
  http.put<AssignAnswer>(`/admin/customers/${encodeURIComponent(customerId)}/sales-staff`, { staff_id: staffId });

/** POST /api/admin/customers/{id}/sessions/revoke: the customer is logged out on every device. */
export const endCustomerSessions = (customerId: string) =>
  http.post<{ message: string; data: { ended: number } }>(`/admin/customers/${encodeURIComponent(customerId)}/sessions/revoke`);
