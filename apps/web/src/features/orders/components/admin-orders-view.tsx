import { Link, useSearchParams } from 'react-router';
import { ordersAdminText, ordersWebText, siteText } from '@kaimono/i18n';
import type { SiteCode } from '@kaimono/contracts';
import { adminOrderPath, paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format-date';
import { pageHref, withFilters } from '@/shared/lib/list-search';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { StatusSearchFilters } from '@/shared/ui/list-filters';
import { ListTable } from '@/shared/ui/list-table';
import { MoneyText } from '@/shared/ui/money-text';
import { Pagination } from '@/shared/ui/pagination';
import { QueryState } from '@/shared/ui/query-state';
import { Skeleton } from '@/shared/ui/skeleton';
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
  const query = useAdminOrders(filter, page);
  const update = (changes: Record<string, string | null>) => setSearch(withFilters(search, changes), { replace: true });
  const filtered = !!filter.status || !!filter.search;

  return (
    <div className="orders admin-orders stack">
      <StatusSearchFilters
        label={t.filtersLabel}
        status={{
          label: t.statusFilter,
          value: filter.status ?? '',
          onChange: (value) => update({ status: value }),
          options: [{ value: '', label: t.allStatuses }, ...orderStatuses.map((s) => ({ value: s, label: ordersWebText.statuses[s] ?? s }))],
        }}
        search={{ label: t.searchLabel, hint: t.searchHint, value: filter.search ?? '', maxLength: 100, onSearch: (q) => update({ q }) }}
        submitLabel={t.search}
        clear={{ label: t.clear, filtered, onClear: () => update({ q: null, status: null }) }}
      />
      <QueryState
        query={query}
        skeleton={
          <div className="orders-skeleton">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={56} radius={8} />
            ))}
          </div>
        }
        forbidden={(error) => error.message}
        empty={<EmptyState icon="clipboard" title={filtered ? t.emptyFiltered : t.empty} description={filtered ? t.emptyFilteredBody : undefined} />}
      >
        {({ results, pagination }) => (
          <ListTable
            count={t.count(pagination.total)}
            countClassName="orders-count"
            wrapClassName="orders-table-wrap"
            className="orders-table admin-orders-table"
            label={t.tableLabel}
            busy={query.isFetching}
            footer={<Pagination page={page} size={pagination.size || ADMIN_ORDERS_PAGE_SIZE} total={pagination.total} hrefFor={(p) => pageHref(paths.admin.orders, search, p)} />}
          >
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
          </ListTable>
        )}
      </QueryState>
    </div>
  );
}
