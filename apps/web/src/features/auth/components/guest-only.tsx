import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeNextPath } from '@kaimono/contracts';
import { useSession } from '../hooks/use-session';

/** Login and register are for guests: a logged-in visitor goes on to `next` or the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user } = useSession();
  const [params] = useSearchParams();
  if (user) return <Navigate to={safeNextPath(params.get('next'))} replace />;
  return <>{children}</>;
}
