import { Link, useSearchParams } from 'react-router';
import { complaintsAdminText, complaintsText } from '@kaimono/i18n';
import { adminComplaintPath } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format-date';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { ListTable } from '@/shared/ui/list-table';
import { NativeSelect } from '@/shared/ui/native-select';
import { Pagination } from '@/shared/ui/pagination';
import { QueryState } from '@/shared/ui/query-state';
import { ADMIN_COMPLAINTS_PAGE_SIZE } from '../api/admin-complaints-api';
import type { ComplaintStatus, ComplaintTypeCode } from '../api/complaints-api';
import { useAdminComplaints } from '../hooks/use-admin-complaints';
import { complaintStatusCodes, complaintTypeCodes } from '../lib/admin-codes';
import { ComplaintDeadline, ComplaintStatusBadge } from './complaint-status';
import './complaints.css';
import './admin-complaints.css';

const t = complaintsAdminText;

/** /admin/complaints: every customer's complaints, the nearest deadline first, with filters. */
export default function AdminComplaints() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = complaintStatusCodes.find((s) => s === statusParam) ?? null;
  const typeParam = params.get('type');
  const type = complaintTypeCodes.find((c) => c === typeParam) ?? null;
  const overdue = params.get('overdue') === 'true';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useAdminComplaints({ status, type, overdue, page });

  const go = (next: { status?: ComplaintStatus | null; type?: ComplaintTypeCode | null; overdue?: boolean; page?: number }) => {
    const query = new URLSearchParams();
    const s = next.status !== undefined ? next.status : status;
    const ty = next.type !== undefined ? next.type : type;
    const o = next.overdue ?? overdue;
    const p = next.page ?? 1;
    if (s) query.set('status', s);
    if (ty) query.set('type', ty);
    if (o) query.set('overdue', 'true');
    if (p > 1) query.set('page', String(p));
    setParams(query);
  };

  const filtered = status !== null || type !== null || overdue;
  const content = (
    <QueryState query={list} empty={<EmptyState title={filtered ? t.emptyFiltered : t.empty} icon="alert" />}>
      {({ results, pagination }) => (
        <ListTable
          count={t.count(pagination.total)}
          wrapClassName="complaints-admin__wrap"
          className="complaints-admin__table"
          label={t.tableLabel}
          busy={list.isFetching}
          footer={<Pagination page={pagination.page} size={pagination.size || ADMIN_COMPLAINTS_PAGE_SIZE} total={pagination.total} onPageChange={(p) => go({ page: p })} />}
        >
          <thead>
            <tr>
              <th scope="col">{t.columns.code}</th>
              <th scope="col">{t.columns.customer}</th>
              <th scope="col">{t.columns.type}</th>
              <th scope="col">{t.columns.status}</th>
              <th scope="col">{t.columns.deadline}</th>
              <th scope="col">{t.columns.refs}</th>
              <th scope="col">{t.columns.createdAt}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((c) => (
              <tr key={c.id} data-testid="admin-complaint-row" className={c.overdue ? 'complaints-admin__row--overdue' : undefined}>
                <th scope="row">
                  <Link to={adminComplaintPath(c.id)} aria-label={t.open(c.code)}>
                    {c.code}
                  </Link>
                  {c.overdue && <span className="complaints-admin__overdue">{t.overdue}</span>}
                </th>
                <td>
                  <strong>{c.customer.full_name}</strong>
                  <span className="complaints-admin__sub">{c.customer.customer_no}</span>
                </td>
                <td>{c.type_name}</td>
                <td>
                  <ComplaintStatusBadge status={c.status} />
                </td>
                <td>
                  <span className="complaints-admin__sub">{formatDateTime(c.deadline_at)}</span>
                  <ComplaintDeadline complaint={c} />
                </td>
                <td>
                  {c.order_code && <span className="complaints-admin__ref">{c.order_code}</span>}
                  {c.bill_code && <span className="complaints-admin__ref">{c.bill_code}</span>}
                </td>
                <td>{formatDateTime(c.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      )}
    </QueryState>
  );

  return (
    <div className="complaints-admin">
      <div className="complaints-admin__filters" role="group" aria-label={complaintsText.statusFilter}>
        <Field label={t.status}>
          {(control) => (
            <NativeSelect
              {...control}
              value={status ?? ''}
              onChange={(e) => go({ status: (e.target.value || null) as ComplaintStatus | null })}
              options={[{ value: '', label: t.statusAll }, ...complaintStatusCodes.map((s) => ({ value: s, label: complaintsText.statuses[s] }))]}
            />
          )}
        </Field>
        <Field label={t.type}>
          {(control) => (
            <NativeSelect
              {...control}
              value={type ?? ''}
              onChange={(e) => go({ type: (e.target.value || null) as ComplaintTypeCode | null })}
              options={[{ value: '', label: t.typeAll }, ...complaintTypeCodes.map((c) => ({ value: c, label: complaintsText.types[c].name }))]}
            />
          )}
        </Field>
        <label className="complaints-admin__check">
          <input type="checkbox" checked={overdue} onChange={(e) => go({ overdue: e.target.checked })} />
          {t.overdueOnly}
        </label>
      </div>
      {content}
    </div>
  );
}
