export { recordStaffAction, type StaffAction } from './audit.service.ts';
