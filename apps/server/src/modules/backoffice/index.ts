/**
 * The back office's shell on the server: the dashboard of waiting work (a registry of counters,
 * one per module: `backoffice.dashboard.ts`). Who the staff member is (`GET /api/admin/me`) is the
 * staff module's.
 */
export { backofficeRoutes } from './backoffice.routes.ts';
export { viewerPermissions } from './backoffice.viewer.ts';
export { dashboardCounters, waitingWork } from './backoffice.dashboard.ts';
