export { accountRoutes } from './account.routes.ts';
export { createAdmin, getUser, signup, seedDemoCustomer, DEMO_CUSTOMER, LOGIN_FAILURE_LIMIT } from './account.service.ts';
export {
  sessionState,
  findUserByPhone,
  findUserByEmail,
  createPasswordlessUser,
  checkPassword,
  setPassword,
  markEmailVerified,
  unlockUsername,
  type PasswordlessUserInput,
} from './account.service.ts';
