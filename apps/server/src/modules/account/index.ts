export { accountRoutes } from './account.routes.ts';
export { sessionsRoutes } from './sessions.routes.ts';
export { sessionStore, endSessionsOf } from './sessions.service.ts';
export { createAdmin, getUser, hashPassword, signup, seedDemoCustomer, DEMO_CUSTOMER, LOGIN_FAILURE_LIMIT } from './account.service.ts';
export {
  findUserByPhone,
  findUserByEmail,
  createPasswordlessUser,
  checkPassword,
  setPassword,
  assertStrongPasswordFor,
  markEmailVerified,
  unlockUsername,
  assertLoginAllowed,
  recordLoginFailure,
  type LoginOrigin,
  type PasswordlessUserInput,
} from './account.service.ts';
