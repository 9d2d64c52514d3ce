import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { walletHistoryText, walletWebText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format-date';
import { Button } from '@/shared/ui/button';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/native-select';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { getHistory, HISTORY_PAGE_SIZE, type HistoryFilters, type MoneyDirection, type WalletEntryKind } from '../api/history-api';
import { walletKeys } from '../api/query-keys';
import { signedVndText, vndText } from '../lib/money';
import { pageFrom } from '../lib/search-params';

const t = walletWebText.history;
const kinds = Object.keys(walletHistoryText.kinds) as WalletEntryKind[];
const directions = Object.keys(walletHistoryText.directions) as MoneyDirection[];
const purposes = Object.keys(t.purposes);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_KEYS = ['kind', 'purpose', 'direction', 'from', 'to'] as const;

/** The filters of the URL (`?kind=&purpose=&direction=&from=&to=`), unknown values dropped. */
export function historyFiltersFrom(search: URLSearchParams): HistoryFilters {
  const kind = search.get('kind');
  const direction = search.get('direction');
  const purpose = search.get('purpose');
  const from = search.get('from');
  const to = search.get('to');
  return {
    kind: kind && (kinds as string[]).includes(kind) ? (kind as WalletEntryKind) : null,
    purpose: purpose && /^[a-z0-9_]{1,60}$/.test(purpose) ? purpose : null,
    direction: direction && (directions as string[]).includes(direction) ? (direction as MoneyDirection) : null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
  };
}

function HistorySkeleton() {
  return (
    <LoadingRegion>
      <div className="wallet-rows-skeleton">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={52} radius={8} />
        ))}
      </div>
    </LoadingRegion>
  );
}

/** The ledger history (GET /api/transations/user): filters, 20 a page, newest first. */
export function HistoryPanel() {
  const [search, setSearch] = useSearchParams();
  const filters = historyFiltersFrom(search);
  const page = pageFrom(search);
  const datesWrong = !!filters.from && !!filters.to && filters.from > filters.to;
  const filtered = FILTER_KEYS.some((key) => filters[key] !== null);
  const query = useQuery({
    queryKey: walletKeys.history(filters, page),
    queryFn: ({ signal }) => getHistory(filters, page, signal),
    enabled: !datesWrong,
    placeholderData: (previous) => previous,
  });

  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setSearch(next, { replace: true });
  };
  const clear = () => {
    const next = new URLSearchParams(search);
    for (const key of FILTER_KEYS) next.delete(key);
    next.delete('page');
    setSearch(next, { replace: true });
  };
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(search);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    return `${paths.account.wallet}?${next.toString()}`;
  };

  return (
    <div className="wallet-panel">
      <form className="wallet-filters" aria-label={t.filtersLabel} onSubmit={(e) => e.preventDefault()}>
        <Field label={t.kind}>
          {(control) => (
            <NativeSelect
              {...control}
              value={filters.kind ?? ''}
              onChange={(e) => setFilter('kind', e.target.value)}
              options={[{ value: '', label: t.all }, ...kinds.map((k) => ({ value: k, label: walletHistoryText.kinds[k] }))]}
            />
          )}
        </Field>
        <Field label={t.purpose}>
          {(control) => (
            <NativeSelect
              {...control}
              value={filters.purpose ?? ''}
              onChange={(e) => setFilter('purpose', e.target.value)}
              options={[{ value: '', label: t.all }, ...purposes.map((p) => ({ value: p, label: t.purposes[p]! }))]}
            />
          )}
        </Field>
        <Field label={t.direction}>
          {(control) => (
            <NativeSelect
              {...control}
              value={filters.direction ?? ''}
              onChange={(e) => setFilter('direction', e.target.value)}
              options={[{ value: '', label: t.all }, ...directions.map((d) => ({ value: d, label: walletHistoryText.directions[d] }))]}
            />
          )}
        </Field>
        <Field label={t.from}>
          {(control) => <Input {...control} type="date" value={filters.from ?? ''} max={filters.to ?? undefined} onChange={(e) => setFilter('from', e.target.value)} />}
        </Field>
        <Field label={t.to} error={datesWrong ? t.dateOrder : null}>
          {(control) => <Input {...control} type="date" value={filters.to ?? ''} min={filters.from ?? undefined} onChange={(e) => setFilter('to', e.target.value)} />}
        </Field>
        {filtered && (
          <Button variant="ghost" size="sm" className="wallet-filters__clear" onClick={clear}>
            {t.clear}
          </Button>
        )}
      </form>

      {datesWrong ? null : query.isPending ? (
        <HistorySkeleton />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.results.length === 0 ? (
        <EmptyState
          icon="receipt"
          title={filtered ? t.emptyFiltered : t.empty}
          description={filtered ? t.emptyFilteredBody : t.emptyBody}
          action={
            filtered ? (
              <Button variant="secondary" onClick={clear}>
                {t.clear}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className="muted wallet-panel__count" aria-live="polite">
            {t.count(query.data.pagination.total)}
          </p>
          <div className="wallet-table-wrap">
            <table className="wallet-table" aria-label={t.tableLabel} aria-busy={query.isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t.time}</th>
                  <th scope="col">{t.description}</th>
                  <th scope="col" className="wallet-table__num">
                    {t.amount}
                  </th>
                  <th scope="col" className="wallet-table__num">
                    {t.availableAfter}
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.results.map((row) => (
                  <tr key={row.id} data-testid="wallet-history-row">
                    <td data-label={t.time}>{formatDateTime(row.created_at)}</td>
                    <td data-label={t.description}>
                      <span className={`wallet-kind wallet-kind--${row.kind}`}>{row.kind_name}</span> {row.description}
                    </td>
                    <td data-label={t.amount} className="wallet-table__num">
                      <span className={row.amount_vnd > 0 ? 'wallet-amount wallet-amount--in' : row.amount_vnd < 0 ? 'wallet-amount wallet-amount--out' : 'wallet-amount'}>
                        {signedVndText(row.amount_vnd)}
                      </span>
                      {row.held_change_vnd !== 0 && row.held_change_vnd !== row.amount_vnd && (
                        <span className="wallet-amount__held">
                          {t.heldMovement} {signedVndText(row.held_change_vnd)}
                        </span>
                      )}
                    </td>
                    <td data-label={t.availableAfter} className="wallet-table__num">
                      {row.available_after_vnd === null ? '—' : vndText(row.available_after_vnd)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} size={HISTORY_PAGE_SIZE} total={query.data.pagination.total} hrefFor={hrefFor} />
        </>
      )}
    </div>
  );
}
