import { lazy } from 'react';

export { useSession, useAuthState } from './hooks/use-session';
export { useLogout } from './hooks/use-logout';
export { authKeys } from './api/query-keys';
export { RequireAuth } from './components/require-auth';
export { GuestOnly } from './components/guest-only';
export { HeaderAccount } from './components/header-account';

// The forms are only needed on their own pages: split off so the home page does not carry them.
export const RegisterForm = lazy(() => import('./components/register-form'));
export { UtmTracker } from './components/utm-tracker';

// Login and identity pages (each only on its own route).
export const LoginMethods = lazy(() => import('./components/login-methods'));
export const ForgotPasswordFlow = lazy(() => import('./components/forgot-password-flow'));
export const QrApproveView = lazy(() => import('./components/qr-approve-view'));
export const SecuritySettings = lazy(() => import('./components/security-settings'));
export const SmsOutboxView = lazy(() => import('./components/sms-outbox-view'));
export const LoginFailuresView = lazy(() => import('./components/login-failures-view'));
export const SocialCallback = lazy(() => import('./components/social-callback'));
