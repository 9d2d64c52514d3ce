import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@kaimono/contracts';
import { auditAdminText as t } from '@kaimono/i18n';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { QueryState } from '@/shared/ui/query-state';
import { searchAudit, staffKeys, type AuditFilters } from '../api/staff-api';
import './admin-staff.css';

const dateTime = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'medium' });
const SIZE = 50;
const FIELDS = ['actor', 'customer', 'action', 'entity', 'from', 'to'] as const;
type FilterKey = (typeof FIELDS)[number];

function change(entry: AuditEntry): string {
  const show = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '—');
  return `${show(entry.before)} → ${show(entry.after)}`;
}

/** /admin/audit: every staff action, newest first, searchable by staff member, customer, action, entity and dates. */
export default function AdminAudit() {
  const [draft, setDraft] = useState<Record<FilterKey, string>>({ actor: '', customer: '', action: '', entity: '', from: '', to: '' });
  const [filters, setFilters] = useState<AuditFilters>({ page: 1, size: SIZE });
  const query = useQuery({
    queryKey: staffKeys.audit(filters),
    queryFn: ({ signal }) => searchAudit(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.fromEntries(FIELDS.map((key) => [key, draft[key].trim()]).filter(([, value]) => value));
    setFilters({ ...chosen, page: 1, size: SIZE });
  };
  return (
    <div className="admin-staff">
      <form className="admin-audit-filters" role="search" aria-label={t.title} onSubmit={onSubmit} noValidate>
        {FIELDS.map((key) => (
          <Field key={key} label={t.filters[key]} id={`audit-${key}`}>
            {(control) => (
              <Input
                {...control}
                name={key}
                type={key === 'from' || key === 'to' ? 'date' : 'text'}
                value={draft[key]}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
              />
            )}
          </Field>
        ))}
        <Button type="submit">{t.filters.submit}</Button>
      </form>
      <QueryState query={query} forbidden={(error) => error.message} empty={<EmptyState title={t.empty} icon="search" />}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.pagination.total / data.pagination.size));
          return (
            <>
              <p className="muted">{t.count(data.pagination.total)}</p>
              <div className="admin-staff-table-wrap">
                <table className="admin-staff-table" aria-label={t.title}>
                  <thead>
                    <tr>
                      <th scope="col">{t.columns.at}</th>
                      <th scope="col">{t.columns.actor}</th>
                      <th scope="col">{t.columns.action}</th>
                      <th scope="col">{t.columns.entity}</th>
                      <th scope="col">{t.columns.customer}</th>
                      <th scope="col">{t.columns.change}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.results.map((entry) => (
                      <tr key={entry.id} data-testid="audit-row">
                        <td>{dateTime.format(new Date(entry.created_at))}</td>
                        <td>{entry.actor ? `${entry.actor.full_name}${entry.actor.phone ? ` (${entry.actor.phone})` : ''}` : t.system}</td>
                        <td>
                          <code>{entry.action}</code>
                        </td>
                        <td>
                          {entry.entity_type}
                          {entry.entity_id ? `: ${entry.entity_id}` : ''}
                        </td>
                        <td>{entry.customer ? `${entry.customer.full_name} (${entry.customer.customer_no})` : '—'}</td>
                        <td className="admin-audit-change">
                          {change(entry)}
                          {entry.note && <div className="muted">{entry.note}</div>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="admin-audit-pages">
                <Button type="button" variant="secondary" size="sm" disabled={filters.page <= 1} onClick={() => setFilters({ ...filters, page: filters.page - 1 })}>
                  {t.prev}
                </Button>
                <span>
                  {filters.page}/{pages}
                </span>
                <Button type="button" variant="secondary" size="sm" disabled={filters.page >= pages} onClick={() => setFilters({ ...filters, page: filters.page + 1 })}>
                  {t.next}
                </Button>
              </div>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
