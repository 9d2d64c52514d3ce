import { Link } from 'react-router';
import { adminShellText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { formatDateTime } from '@/shared/lib/format-date';
import { EmptyState } from '@/shared/ui/empty-state';
import { QueryState } from '@/shared/ui/query-state';
import { Skeleton } from '@/shared/ui/skeleton';
import type { AdminDashboardItem } from '../api/backoffice-api';
import { useAdminDashboard } from '../hooks/use-backoffice';
import './admin-dashboard.css';

const t = adminShellText.dashboard;

export const dashboardLabel = (key: string) => t.items[key] ?? t.unknown;

function DashboardCard({ item }: { item: AdminDashboardItem }) {
  const label = dashboardLabel(item.key);
  return (
    <li>
      <Link to={item.link} className={cx('admin-dashboard__card', item.count > 0 && 'admin-dashboard__card--waiting')} aria-label={t.open(label)} data-testid="admin-dashboard-item" data-key={item.key}>
        <span className="admin-dashboard__label">{label}</span>
        <strong className="admin-dashboard__count" data-testid="admin-dashboard-count">
          {item.count.toLocaleString('vi-VN')}
        </strong>
        <span className="admin-dashboard__sub">{item.oldest_at ? t.oldest(formatDateTime(item.oldest_at)) : t.waiting(item.count)}</span>
      </Link>
    </li>
  );
}

/** /admin: the counts of waiting work the staff member may see, each a link to the list that works it through. */
export default function AdminDashboard() {
  const query = useAdminDashboard();
  return (
    <QueryState
      query={query}
      forbidden={(error) => error.message}
      skeleton={
        <div className="admin-dashboard__grid">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={108} radius={10} />
          ))}
        </div>
      }
      empty={<EmptyState icon="info" title={t.none} description={t.noneBody} />}
    >
      {(items) => (
        <ul className="admin-dashboard__grid" aria-label={t.listLabel} aria-busy={query.isFetching || undefined}>
          {items.map((item) => (
            <DashboardCard key={item.key} item={item} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
