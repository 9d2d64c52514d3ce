import { waitingCountOf, type DashboardCounter } from '../../platform/dashboard.ts';
import { overdueCount } from './complaints.repository.ts';

/** Complaints staff have not answered by their deadline (the staff list's "overdue only" filter). */
export const complaintsDashboardCounter: DashboardCounter = {
  key: 'complaints_overdue',
  permission: 'complaints.manage',
  link: '/admin/complaints?overdue=true',
  count: async (db) => waitingCountOf(await overdueCount(db)),
};
