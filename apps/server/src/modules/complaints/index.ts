export { complaintsRoutes } from './complaints.routes.ts';
export { complaintTransitions, canTransition } from './complaints.transitions.ts';
export { complaintsDashboardCounter } from './complaints.dashboard.ts';
