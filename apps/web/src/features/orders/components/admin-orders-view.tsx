import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ordersAdminText, ordersWebText, siteText } from '@kaimono/i18n';
import type { SiteCode } from '@kaimono/contracts';
import { ApiError } from '@/shared/api/http';
import { adminOrderPath, paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format-date';
import { Button, buttonClass } from '@/shared/ui/button';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { MoneyText } from '@/shared/ui/money-text';
import { NativeSelect } from '@/shared/ui/native-select';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrderDto } from '../api/orders-admin-api';
import { orderStatuses } from '../api/orders-api';
import { useAdminOrders } from '../hooks/use-admin-orders';
import { pageFrom, quotesFilterFrom } from '../lib/order-rules';
import { OrderStatusBadge } from './order-status-badge';
import './orders.css';
import './admin-orders.css';

const t = ordersAdminText.list;

function sitesOf(order: AdminOrderDto): string {
  const codes = [...new Set(order.items.map((item) => item.site_code))];
  return codes.map((code) => siteText[code as SiteCode]?.shortName ?? code).join(', ');
}

function AdminOrderRow({ order }: { order: AdminOrderDto }) {
  const qty = order.items.reduce((sum, item) => sum + item.qty, 0);
  return (
    <tr data-testid="admin-order-row" data-status={order.status}>
      <th scope="row" data-label={t.code}>
        <Link to={adminOrderPath(order.id)} className="orders-code">
          {order.code}
        </Link>
      </th>
      <td data-label={t.customer}>
        <span className="admin-orders__customer">{order.customer.full_name || order.customer.customer_no}</span>
        <span className="muted orders-sub">
          {[order.customer.customer_no, order.customer.phone].filter(Boolean).join(' · ')}
        </span>
      </td>
      <td data-label={t.site}>{sitesOf(order)}</td>
      <td data-label={t.items} className="orders-num">
        {t.itemsCount(qty)}
      </td>
      <td data-label={t.total} className="orders-num">
        <MoneyText amount={order.price.total_vnd} currency="VND" />
      </td>
      <td data-label={t.paid} className="orders-num">
        <MoneyText amount={order.paid_vnd} currency="VND" />
      </td>
      <td data-label={t.status}>
        <OrderStatusBadge status={order.status} label={order.status_label} />
      </td>
      <td data-label={t.createdAt}>{formatDate(order.created_at)}</td>
      <td data-label={t.actions}>
        <Link to={adminOrderPath(order.id)} className={buttonClass('secondary', 'sm')} aria-label={t.viewLabel(order.code)}>
          {t.view}
        </Link>
      </td>
    </tr>
  );
}

/** /admin/orders: every customer's orders, by state and search, 20 a page; each row opens the detail. */
export default function AdminOrdersView() {
  const [search, setSearch] = useSearchParams();
  const filter = quotesFilterFrom(search);
  const page = pageFrom(search);
  const [keyword, setKeyword] = useState(filter.search ?? '');
  const query = useAdminOrders(filter, page);

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
  const clear = () => {
    setKeyword('');
    update({ q: null, status: null });
  };
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(search);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const qs = next.toString();
    return `${paths.admin.orders}${qs ? `?${qs}` : ''}`;
  };
  const filtered = !!filter.status || !!filter.search;

  let content;
  if (query.isPending) {
    content = (
      <LoadingRegion>
        <div className="orders-skeleton">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={56} radius={8} />
          ))}
        </div>
      </LoadingRegion>
    );
  } else if (query.isError) {
    content =
      query.error instanceof ApiError && query.error.status === 403 ? (
        <EmptyState title={query.error.message} icon="alert" />
      ) : (
        <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      );
  } else if (query.data.results.length === 0) {
    content = <EmptyState icon="clipboard" title={filtered ? t.emptyFiltered : t.empty} description={filtered ? t.emptyFilteredBody : undefined} />;
  } else {
    const { results, pagination } = query.data;
    content = (
      <>
        <p className="muted orders-count" aria-live="polite">
          {t.count(pagination.total)}
        </p>
        <div className="orders-table-wrap">
          <table className="orders-table admin-orders-table" aria-label={t.tableLabel} aria-busy={query.isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col">{t.code}</th>
                <th scope="col">{t.customer}</th>
                <th scope="col">{t.site}</th>
                <th scope="col" className="orders-num">
                  {t.items}
                </th>
                <th scope="col" className="orders-num">
                  {t.total}
                </th>
                <th scope="col" className="orders-num">
                  {t.paid}
                </th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.createdAt}</th>
                <th scope="col">
                  <span className="sr-only">{t.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((order) => (
                <AdminOrderRow key={order.id} order={order} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={page} size={pagination.size || ADMIN_ORDERS_PAGE_SIZE} total={pagination.total} hrefFor={hrefFor} />
      </>
    );
  }

  return (
    <div className="orders admin-orders stack">
      <form className="admin-orders__filters" role="search" aria-label={t.filtersLabel} onSubmit={onSearch}>
        <Field label={t.statusFilter}>
          {(control) => (
            <NativeSelect
              {...control}
              name="status"
              value={filter.status ?? ''}
              onChange={(e) => update({ status: e.target.value || null })}
              options={[{ value: '', label: t.allStatuses }, ...orderStatuses.map((s) => ({ value: s, label: ordersWebText.statuses[s] ?? s }))]}
            />
          )}
        </Field>
        <Field label={t.searchLabel} hint={t.searchHint} className="admin-orders__search">
          {(control) => <Input {...control} type="search" name="q" value={keyword} maxLength={100} onChange={(e) => setKeyword(e.target.value)} />}
        </Field>
        <div className="admin-orders__buttons">
          <Button type="submit" variant="secondary" leadingIcon={<Icon name="search" size={16} />}>
            {t.search}
          </Button>
          {filtered && (
            <Button variant="ghost" onClick={clear}>
              {t.clear}
            </Button>
          )}
        </div>
      </form>
      {content}
    </div>
  );
}
