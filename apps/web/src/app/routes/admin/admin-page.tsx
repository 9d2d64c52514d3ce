import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminText } from '@kaimono/i18n';
import { useSession } from '@/features/auth';
import { paths } from '@/shared/config/paths';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import './admin.css';

interface AdminPageProps {
  title: string;
  lead?: string;
  /** The staff screen: rendered only for the admin role (the API refuses everyone else anyway). */
  children: ReactNode;
  /** The index itself has no link back to the index. */
  backLink?: boolean;
}

/**
 * Every staff page (/admin/*): title, a link back to the back office's index, and the admin-role
 * guard. Pages sit under RequireAuth, so a guest is sent to the login first.
 */
export function AdminPage({ title, lead, children, backLink = true }: AdminPageProps) {
  usePageMeta(title);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <div className="container page admin-page">
      <header className="page__header">
        {backLink && (
          <p className="admin-page__back">
            <Link to={paths.admin.index}>← {adminText.backToIndex}</Link>
          </p>
        )}
        <h1>{title}</h1>
        {lead && <p className="page__lead">{lead}</p>}
      </header>
      {user.role === 'admin' ? (
        <Suspense
          fallback={
            <LoadingRegion>
              <Skeleton height={240} radius={10} />
            </LoadingRegion>
          }
        >
          {children}
        </Suspense>
      ) : (
        <EmptyState title={adminText.forbidden} icon="alert" />
      )}
    </div>
  );
}
