import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ordersWebText } from '@kaimono/i18n';
import { saveFile } from '@/shared/api/download';
import { failWith } from '@/shared/lib/fail-with';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format-date';
import { Button, buttonClass } from '@/shared/ui/button';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { Tabs } from '@/shared/ui/tabs';
import { useToast } from '@/shared/ui/toast';
import { ProductTitle } from '@/shared/ui/product-title';
import { exportQuotes, getQuotes, orderStatuses, QUOTES_PAGE_SIZE, type OrderDto, type QuoteStatistics } from '../api/orders-api';
import { ordersKeys } from '../api/query-keys';
import { pageFrom, quotesFilterFrom, vndText } from '../lib/order-rules';
import { OrderStatusBadge } from './order-status-badge';
import './orders.css';

const t = ordersWebText;
const IN_PROGRESS = ['purchasing', 'purchased', 'at_jp_warehouse', 'shipping_international', 'at_vn_warehouse', 'delivering'] as const;

function StatisticsCards({ stats }: { stats: QuoteStatistics | undefined }) {
  const count = (status: string) => stats?.by_status?.[status] ?? 0;
  const cards = [
    { key: 'total', label: t.stats.total, value: String(stats?.total ?? 0) },
    { key: 'waiting', label: t.stats.waitingPayment, value: String(count('waiting_deposit')) },
    { key: 'progress', label: t.stats.inProgress, value: String(IN_PROGRESS.reduce((sum, s) => sum + count(s), 0)) },
    { key: 'delivered', label: t.stats.delivered, value: String(count('delivered')) },
    { key: 'spent', label: t.stats.spent, value: vndText(Math.max(0, (stats?.paid_vnd ?? 0) - (stats?.refunded_vnd ?? 0))) },
    { key: 'owed', label: t.stats.owed, value: vndText(stats?.second_payment_outstanding_vnd ?? 0) },
  ];
  return (
    <dl className="orders-stats" aria-label={t.stats.label}>
      {cards.map((card) => (
        <div key={card.key} className="orders-stats__card" data-testid={`orders-stat-${card.key}`}>
          <dt>{card.label}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderRow({ order }: { order: OrderDto }) {
  const first = order.items[0];
  const more = order.items.length - 1;
  return (
    <tr data-testid="order-row">
      <td data-label={t.list.code}>
        <Link to={paths.order(order.code)} className="orders-code" aria-label={t.list.viewLabel(order.code)}>
          {order.code}
        </Link>
        <span className="muted orders-sub">{formatDate(order.created_at)}</span>
      </td>
      <td data-label={t.list.items} className="orders-items-cell">
        {first && (
          <span className="orders-item-mini">
            {first.image ? <img src={first.image} alt="" width={40} height={40} loading="lazy" /> : <span className="orders-item-mini__ph" aria-hidden="true" />}
            <span className="orders-item-mini__name">
              <ProductTitle original={first.name} vietnamese={first.name_vi} />
            </span>
          </span>
        )}
        {more > 0 && <span className="muted orders-item-more">{t.list.moreItems(more)}</span>}
      </td>
      <td data-label={t.list.status}>
        <OrderStatusBadge status={order.status} label={order.status_label} />
        {order.can_pay && <span className="orders-due">{t.list.payDue}</span>}
      </td>
      <td data-label={t.list.total} className="orders-num">
        {vndText(order.price.total_vnd)}
      </td>
      <td data-label={t.list.actions}>
        <Link to={paths.order(order.code)} className={buttonClass('secondary', 'sm')}>
          {t.list.view}
        </Link>
      </td>
    </tr>
  );
}

/** /account/quotes: tabs by state, statistics, search, 20 a page, export to Excel. */
export default function OrdersView() {
  const [search, setSearch] = useSearchParams();
  const filter = quotesFilterFrom(search);
  const page = pageFrom(search);
  const [keyword, setKeyword] = useState(filter.search ?? '');
  const toast = useToast();
  const query = useQuery({
    queryKey: ordersKeys.list(filter, page),
    queryFn: ({ signal }) => getQuotes(filter, page, signal),
    placeholderData: (previous) => previous,
  });
  const exporting = useMutation({
    mutationFn: () => exportQuotes(filter),
    onSuccess: (file) => {
      saveFile(file);
      toast.success(t.export.success);
    },
    onError: (error) => failWith(toast, t.export.failure, error),
  });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setSearch(next, { replace: true });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: keyword.trim().replace(/\s+/g, ' ').slice(0, 100) || null });
  };
  const clearSearch = () => {
    setKeyword('');
    update({ q: null });
  };
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(search);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const qs = next.toString();
    return `${paths.account.quotes}${qs ? `?${qs}` : ''}`;
  };
  const stats = query.data?.statistics;
  const options = query.data?.options.statuses;
  const tabCount = (status: string) => (status === 'all' ? stats?.total : (options?.find((o) => o.value === status)?.count ?? stats?.by_status?.[status]));
  const active = filter.status ?? 'all';
  const filtered = !!filter.status || !!filter.search;

  const panel =
    query.isPending ? (
      <LoadingRegion>
        <div className="orders-skeleton">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={64} radius={8} />
          ))}
        </div>
      </LoadingRegion>
    ) : query.isError ? (
      <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : query.data.quotes.length === 0 ? (
      <EmptyState
        icon="clipboard"
        title={filtered ? t.list.emptyFiltered : t.list.empty}
        description={filtered ? t.list.emptyFilteredBody : t.list.emptyBody}
        action={
          filtered ? undefined : (
            <Link to={paths.account.cart} className={buttonClass('primary')}>
              {t.list.toCart}
            </Link>
          )
        }
      />
    ) : (
      <>
        <p className="muted orders-count" aria-live="polite">
          {t.list.count(query.data.pagination.total)}
        </p>
        <div className="orders-table-wrap">
          <table className="orders-table" aria-label={t.list.tableLabel} aria-busy={query.isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col">{t.list.code}</th>
                <th scope="col">{t.list.items}</th>
                <th scope="col">{t.list.status}</th>
                <th scope="col" className="orders-num">
                  {t.list.total}
                </th>
                <th scope="col">
                  <span className="sr-only">{t.list.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.quotes.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={page} size={QUOTES_PAGE_SIZE} total={query.data.pagination.total} hrefFor={hrefFor} />
      </>
    );

  return (
    <div className="orders stack">
      <StatisticsCards stats={stats} />
      <div className="orders-toolbar">
        <form role="search" className="orders-search" aria-label={t.search.label} onSubmit={onSearch}>
          <Input
            type="search"
            aria-label={t.search.label}
            placeholder={t.search.placeholder}
            value={keyword}
            maxLength={100}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Button type="submit" variant="secondary" leadingIcon={<Icon name="search" size={16} />}>
            {t.search.submit}
          </Button>
          {filter.search && (
            <Button variant="ghost" onClick={clearSearch}>
              {t.search.clear}
            </Button>
          )}
        </form>
        <Button variant="secondary" loading={exporting.isPending} onClick={() => exporting.mutate()} leadingIcon={<Icon name="receipt" size={16} />}>
          {t.export.button}
        </Button>
      </div>
      <Tabs
        label={t.tabs.label}
        value={active}
        onValueChange={(value) => update({ status: value === 'all' ? null : value })}
        items={['all', ...orderStatuses].map((status) => {
          const n = tabCount(status);
          return {
            value: status,
            label: (
              <>
                {status === 'all' ? t.tabs.all : t.statuses[status]}
                {n ? <span className="orders-tabs__count">{n}</span> : null}
              </>
            ),
            content: status === active ? panel : null,
          };
        })}
      />
    </div>
  );
}
