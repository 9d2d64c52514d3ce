import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { walletWebText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format-date';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { getTransfers, TRANSFERS_PAGE_SIZE, type TransferDto } from '../api/history-api';
import { walletKeys } from '../api/query-keys';
import { lastDigits, vndText } from '../lib/money';
import { pageFrom } from '../lib/search-params';

const t = walletWebText.transfers;

function detailOf(transfer: TransferDto): string {
  if (transfer.direction === 'out' && transfer.card) {
    return walletWebText.withdrawals.toCard(transfer.bank ?? transfer.card.bank_no, walletWebText.cards.masked(lastDigits(transfer.card.card_no)));
  }
  const parts = [transfer.bank, transfer.content ? t.content(transfer.content) : null].filter(Boolean);
  return parts.join(' · ');
}

/** Bank top-ups in and withdrawals out (GET /api/transfer/user), 20 a page. */
export function TransfersPanel() {
  const [search] = useSearchParams();
  const page = pageFrom(search);
  const query = useQuery({
    queryKey: walletKeys.transfers(page),
    queryFn: ({ signal }) => getTransfers(page, signal),
    placeholderData: (previous) => previous,
  });
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(search);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    return `${paths.account.wallet}?${next.toString()}`;
  };

  if (query.isPending) {
    return (
      <LoadingRegion>
        <div className="wallet-rows-skeleton">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={52} radius={8} />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.results.length === 0) return <EmptyState icon="wallet" title={t.empty} description={t.emptyBody} />;

  return (
    <div className="wallet-panel">
      <div className="wallet-table-wrap">
        <table className="wallet-table" aria-label={t.tableLabel} aria-busy={query.isFetching || undefined}>
          <thead>
            <tr>
              <th scope="col">{t.time}</th>
              <th scope="col">{t.direction}</th>
              <th scope="col">{t.detail}</th>
              <th scope="col" className="wallet-table__num">
                {t.amount}
              </th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.results.map((transfer) => (
              <tr key={`${transfer.type}-${transfer.id}`} data-testid="wallet-transfer-row">
                <td data-label={t.time}>{formatDateTime(transfer.created_at)}</td>
                <td data-label={t.direction}>{transfer.direction === 'in' ? t.in : t.out}</td>
                <td data-label={t.detail}>{detailOf(transfer) || '—'}</td>
                <td data-label={t.amount} className="wallet-table__num">
                  <span className={transfer.direction === 'in' ? 'wallet-amount wallet-amount--in' : 'wallet-amount wallet-amount--out'}>
                    {transfer.direction === 'in' ? '+' : '-'}
                    {vndText(transfer.amount_vnd)}
                  </span>
                </td>
                <td data-label={t.status}>
                  <span className={`wallet-status wallet-status--${transfer.status}`}>{transfer.status_name}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} size={TRANSFERS_PAGE_SIZE} total={query.data.pagination.total} hrefFor={hrefFor} />
    </div>
  );
}
