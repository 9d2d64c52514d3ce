import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadFailed } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { paths } from '@/shared/config/paths';
import { useSession } from '../hooks/use-session';

/**
 * Layout route for account pages that need login (spec §2): a visitor who is not logged in goes
 * to /account/login?next={path with search}.
 */
export function RequireAuth() {
  const { data: user, isPending, isError, refetch, isFetching } = useSession();
  const location = useLocation();
  if (isPending) {
    return (
      <div className="route-fallback">
        <Spinner size={32} />
      </div>
    );
  }
  if (isError && !user) {
    return (
      <div className="container page">
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  if (!user) return <Navigate to={paths.loginWithNext(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
