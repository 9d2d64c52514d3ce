export { identityRoutes } from './identity.routes.ts';
export { OTP_LIMITS, QR_PICKUP_SECONDS } from './identity.service.ts';
