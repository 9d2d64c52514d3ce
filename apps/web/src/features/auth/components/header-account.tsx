import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { authText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { buttonClass } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { useSession } from '../hooks/use-session';
import { useSessionRefresh } from '../hooks/use-session-refresh';
import './header-account.css';

// The menu (dropdown + confirm dialog) is only downloaded for logged-in visitors.
const UserMenu = lazy(() => import('./user-menu'));

const placeholder = <Skeleton width={120} height={36} radius={999} />;

/** Header account area: login/register links for guests, the user menu for customers. */
export function HeaderAccount() {
  const { data: user, isPending } = useSession();
  useSessionRefresh(!!user);
  return (
    <div className="header-account">
      {isPending ? (
        placeholder
      ) : user ? (
        <Suspense fallback={placeholder}>
          <UserMenu user={user} />
        </Suspense>
      ) : (
        <>
          <Link to={paths.account.login} className={buttonClass('ghost', 'sm')}>
            {authText.loginLink}
          </Link>
          <Link to={paths.account.register} className={`${buttonClass('primary', 'sm')} header-account__register`}>
            {authText.registerLink}
          </Link>
        </>
      )}
    </div>
  );
}
