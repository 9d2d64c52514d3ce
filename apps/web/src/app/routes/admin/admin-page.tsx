import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { adminShellText, adminText } from '@kaimono/i18n';
import { useSession } from '@/features/auth';
import { useAdminMe } from '@/features/backoffice';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { navEntryFor } from './sections';
import './admin.css';

interface AdminPageProps {
  title: string;
  lead?: string;
  /** The staff screen: rendered only for staff holding the permission of its navigation entry. */
  children: ReactNode;
}

/**
 * Every staff page (/admin/*), inside the back office's shell (`admin-shell.tsx`, which has the
 * navigation): title, lead, and the guard — staff only, and only with the permission its entry in
 * the navigation names (the API refuses everyone else anyway).
 */
export function AdminPage({ title, lead, children }: AdminPageProps) {
  usePageMeta(title);
  const { data: user } = useSession();
  const me = useAdminMe(user?.role === 'admin');
  const entry = navEntryFor(useLocation().pathname);
  if (!user) return null;
  const allowed = user.role === 'admin' && (!entry || !me.data || me.data.permissions.includes(entry.permission));
  return (
    <div className="admin-page">
      <header className="page__header">
        <h1>{title}</h1>
        {lead && <p className="page__lead">{lead}</p>}
      </header>
      {allowed ? (
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
        <EmptyState title={user.role === 'admin' ? adminShellText.pageForbidden : adminText.forbidden} icon="alert" />
      )}
    </div>
  );
}
