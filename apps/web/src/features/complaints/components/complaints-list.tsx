import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { complaintsText, uiKitText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format-date';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { NativeSelect } from '@/shared/ui/native-select';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { COMPLAINTS_PAGE_SIZE, getComplaints, type ComplaintStatus } from '../api/complaints-api';
import { complaintsKeys } from '../api/query-keys';
import { ComplaintDeadline, ComplaintStatusBadge } from './complaint-status';
import './complaints.css';

const statuses = Object.keys(complaintsText.statuses) as ComplaintStatus[];

/** /account/complaints: the customer's complaints, 25 a page, with status and deadline. */
export function ComplaintsList() {
  const [search, setSearch] = useSearchParams();
  const pageParam = Number(search.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const statusParam = search.get('status');
  const status = statusParam && (statuses as string[]).includes(statusParam) ? (statusParam as ComplaintStatus) : null;
  const query = useQuery({ queryKey: complaintsKeys.list(page, status), queryFn: ({ signal }) => getComplaints(page, status, signal) });

  const hrefFor = (p: number) => {
    const next = new URLSearchParams(search);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const qs = next.toString();
    return `${paths.account.complaints}${qs ? `?${qs}` : ''}`;
  };

  return (
    <div className="complaints">
      <div className="complaints__bar">
        <Field label={complaintsText.statusFilter}>
          {(control) => (
            <NativeSelect
              {...control}
              value={status ?? ''}
              onChange={(e) => {
                const next = new URLSearchParams();
                if (e.target.value) next.set('status', e.target.value);
                setSearch(next);
              }}
              options={[{ value: '', label: complaintsText.statusAll }, ...statuses.map((s) => ({ value: s, label: complaintsText.statuses[s] }))]}
            />
          )}
        </Field>
        <Link to={paths.account.complaintNew} className={buttonClass('primary')}>
          <Icon name="plus" size={18} />
          {complaintsText.newButton}
        </Link>
      </div>

      {query.isPending ? (
        <LoadingRegion>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={96} radius={10} />
          ))}
        </LoadingRegion>
      ) : query.isError ? (
        <EmptyState icon="alert" title={uiKitText.loadFailedTitle} description={errorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.results.length === 0 ? (
        <EmptyState
          icon="chat"
          headingLevel={2}
          title={complaintsText.empty}
          description={complaintsText.emptyBody}
          action={
            <Link to={paths.account.complaintNew} className={buttonClass('primary')}>
              {complaintsText.newButton}
            </Link>
          }
        />
      ) : (
        <>
          <h2 className="complaints__count">{complaintsText.count(query.data.pagination.total)}</h2>
          <ul className="complaints__list" aria-label={complaintsText.listLabel}>
            {query.data.results.map((c) => (
              <li key={c.id} className="complaint-card" data-testid="complaint">
                <div className="complaint-card__head">
                  <Link to={paths.complaint(c.id)} className="complaint-card__code" aria-label={complaintsText.viewLabel(c.code)}>
                    {c.code}
                  </Link>
                  <ComplaintStatusBadge status={c.status} />
                </div>
                <p className="complaint-card__type">{c.type_name}</p>
                <p className="complaint-card__content">{c.content}</p>
                <div className="complaint-card__meta">
                  <span>
                    {complaintsText.createdAt}: {formatDateTime(c.created_at)}
                  </span>
                  <ComplaintDeadline complaint={c} />
                  {c.photos.length > 0 && (
                    <span>
                      {complaintsText.photos}: {c.photos.length}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} size={COMPLAINTS_PAGE_SIZE} total={query.data.pagination.total} hrefFor={hrefFor} />
        </>
      )}
    </div>
  );
}
