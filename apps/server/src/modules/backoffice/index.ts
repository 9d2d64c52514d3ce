/**
 * The back office's shell on the server: the dashboard of waiting work (a registry of counters,
 * one per module: `backoffice.dashboard.ts`) and, provisionally, who the staff member is
 * (`GET /api/admin/me`, replaced by the staff-roles work).
 */
export { backofficeRoutes } from './backoffice.routes.ts';
export { adminMeRoutes, viewerPermissions } from './backoffice.me.routes.ts';
export { dashboardCounters, waitingWork } from './backoffice.dashboard.ts';
