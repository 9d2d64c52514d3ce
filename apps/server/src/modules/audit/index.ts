export { recordStaffAction, type StaffAction } from './audit.service.ts';
export { staffActorOf, type StaffActor } from './audit.context.ts';
export { auditRoutes } from './audit.routes.ts';
