import { lazy } from 'react';

export { useSession, useAuthState } from './hooks/use-session';
export { useLogout } from './hooks/use-logout';
export { authKeys } from './api/query-keys';
export { RequireAuth } from './components/require-auth';
export { GuestOnly } from './components/guest-only';
export { HeaderAccount } from './components/header-account';

// The forms are only needed on their own pages: split off so the home page does not carry them.
export const LoginForm = lazy(() => import('./components/login-form'));
export const RegisterForm = lazy(() => import('./components/register-form'));
