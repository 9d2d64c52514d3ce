import { lazy } from 'react';

export { ComplaintsList } from './components/complaints-list';
export { ComplaintForm } from './components/complaint-form';
export { ComplaintDetail } from './components/complaint-detail';
export { complaintsKeys } from './api/query-keys';
/** Staff: /admin/complaints (list with filters) and /admin/complaints/{id} (reply, status moves). */
export const AdminComplaints = lazy(() => import('./components/admin-complaints'));
export const AdminComplaintDetail = lazy(() => import('./components/admin-complaint-detail'));
