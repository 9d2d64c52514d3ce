import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@kaimono/contracts';
import { auditAdminText as t } from '@kaimono/i18n';
import { useListUrl } from '@/shared/lib/use-list-url';
import { EmptyState } from '@/shared/ui/empty-state';
import { StaffList, UrlFilterBar, type StaffListColumn } from '@/shared/ui/staff-list';
import { searchAudit, staffKeys, type AuditFilters } from '../api/staff-api';
import './admin-staff.css';

const dateTime = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'medium' });
const SIZE = 50;
/** The URL's text filters and their longest values (the server's limits). */
const TEXTS = { actor: 100, customer: 100, action: 100, entity: 200 } as const;
const DATES = ['from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The audit filters of the URL: text trimmed and cut to the server's limits, dates only as YYYY-MM-DD. */
function auditFilters(url: ReturnType<typeof useListUrl>): AuditFilters {
  const filters: AuditFilters = { page: url.page, size: SIZE };
  for (const [key, max] of Object.entries(TEXTS) as Array<[keyof typeof TEXTS, number]>) {
    const value = url.get(key)?.trim().slice(0, max);
    if (value) filters[key] = value;
  }
  for (const key of DATES) {
    const value = url.get(key);
    if (value && DAY.test(value)) filters[key] = value;
  }
  return filters;
}

function change(entry: AuditEntry): string {
  const show = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '—');
  return `${show(entry.before)} → ${show(entry.after)}`;
}

const columns: ReadonlyArray<StaffListColumn<AuditEntry>> = [
  { key: 'at', header: t.columns.at, cell: (entry) => dateTime.format(new Date(entry.created_at)) },
  { key: 'actor', header: t.columns.actor, cell: (entry) => (entry.actor ? `${entry.actor.full_name}${entry.actor.phone ? ` (${entry.actor.phone})` : ''}` : t.system) },
  { key: 'action', header: t.columns.action, cell: (entry) => <code>{entry.action}</code> },
  { key: 'entity', header: t.columns.entity, cell: (entry) => `${entry.entity_type}${entry.entity_id ? `: ${entry.entity_id}` : ''}` },
  { key: 'customer', header: t.columns.customer, cell: (entry) => (entry.customer ? `${entry.customer.full_name} (${entry.customer.customer_no})` : '—') },
  {
    key: 'change',
    header: t.columns.change,
    className: 'admin-audit-change',
    cell: (entry) => (
      <>
        {change(entry)}
        {entry.note && <div className="muted">{entry.note}</div>}
      </>
    ),
  },
];

/**
 * /admin/audit: every staff action, newest first, searchable by staff member, customer, action, entity
 * and dates. The filters and the page are in the URL (a reload or a shared link keeps them).
 */
export default function AdminAudit() {
  const url = useListUrl();
  const filters = auditFilters(url);
  const query = useQuery({
    queryKey: staffKeys.audit(filters),
    queryFn: ({ signal }) => searchAudit(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <StaffList
      query={query}
      rows={(data) => data.results}
      rowKey={(entry) => entry.id}
      rowProps={(entry) => ({ 'data-testid': 'audit-row', 'data-action': entry.action })}
      columns={columns}
      count={(data) => t.count(data.pagination.total)}
      paging={(data) => ({ size: data.pagination.size || SIZE, total: data.pagination.total })}
      table={{ wrapClassName: 'admin-staff-table-wrap', className: 'admin-staff-table', label: t.title }}
      toolbar={
        <UrlFilterBar
          label={t.title}
          search={{ name: 'actor', label: t.filters.actor, maxLength: TEXTS.actor }}
          texts={[
            { name: 'customer', label: t.filters.customer, maxLength: TEXTS.customer },
            { name: 'action', label: t.filters.action, maxLength: TEXTS.action },
            { name: 'entity', label: t.filters.entity, maxLength: TEXTS.entity },
            { name: 'from', label: t.filters.from, maxLength: 10, type: 'date' },
            { name: 'to', label: t.filters.to, maxLength: 10, type: 'date' },
          ]}
          submitLabel={t.filters.submit}
          clearLabel={t.filters.clear}
        />
      }
      forbidden={(error) => error.message}
      empty={<EmptyState title={t.empty} icon="search" />}
    />
  );
}
