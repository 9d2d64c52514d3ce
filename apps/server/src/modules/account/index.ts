export { accountRoutes } from './account.routes.ts';
export { createAdmin, getUser, signup, seedDemoCustomer, DEMO_CUSTOMER, LOGIN_FAILURE_LIMIT } from './account.service.ts';
