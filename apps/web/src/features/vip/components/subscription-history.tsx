import { useState } from 'react';
import { vipWebText } from '@kaimono/i18n';
import { formatDate } from '@/shared/lib/format-date';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { VIP_HISTORY_PAGE_SIZE } from '../api/vip-api';
import { useSubscriptionHistory } from '../hooks/use-vip';
import { vndText } from '../lib/vip-format';

const t = vipWebText.history;

/** Every paid period (new, renewal, upgrade), newest first, 20 a page. */
export function SubscriptionHistory() {
  const [page, setPage] = useState(1);
  const query = useSubscriptionHistory(page);

  let body;
  if (query.isPending) {
    body = (
      <LoadingRegion>
        <Skeleton height={120} radius={10} />
      </LoadingRegion>
    );
  } else if (query.isError) {
    body = <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.results.length === 0 && page === 1) {
    body = <EmptyState icon="clock" title={t.empty} description={t.emptyBody} />;
  } else {
    body = (
      <>
        <p className="muted vip-history__count">{t.count(query.data.pagination.total)}</p>
        <div className="vip-table-wrap">
          <table className="vip-table" aria-label={t.tableLabel} aria-busy={query.isPlaceholderData || undefined}>
            <thead>
              <tr>
                <th scope="col">{t.code}</th>
                <th scope="col">{t.level}</th>
                <th scope="col">{t.kind}</th>
                <th scope="col">{t.period}</th>
                <th scope="col" className="vip-table__num">
                  {t.paid}
                </th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.autoRenew}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.results.map((row) => (
                <tr key={row.id} data-testid="vip-history-row">
                  <td data-label={t.code}>
                    <code>{row.code}</code>
                  </td>
                  <td data-label={t.level}>{row.level.name}</td>
                  <td data-label={t.kind}>{row.kind_name}</td>
                  <td data-label={t.period}>
                    {t.periodRange(formatDate(row.period_start), formatDate(row.period_end))}
                    <span className="vip-table__sub">{t.months(row.months)}</span>
                  </td>
                  <td data-label={t.paid} className="vip-table__num">
                    {vndText(row.price_vnd)}
                    {row.credit_vnd > 0 && <span className="vip-table__sub">{t.credit(vndText(row.credit_vnd))}</span>}
                  </td>
                  <td data-label={t.status}>
                    <span className={`vip-status vip-status--${row.status}`}>{row.status_name}</span>
                  </td>
                  <td data-label={t.autoRenew}>{row.auto_renew ? t.on : t.off}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={page} size={VIP_HISTORY_PAGE_SIZE} total={query.data.pagination.total} onPageChange={setPage} />
      </>
    );
  }

  return (
    <section className="vip-history" aria-labelledby="vip-history-title">
      <h2 id="vip-history-title">{t.title}</h2>
      {body}
    </section>
  );
}
