import { Link, useNavigate } from 'react-router';
import { ordersAdminText, ordersWebText, siteText } from '@kaimono/i18n';
import type { SiteCode } from '@kaimono/contracts';
import { adminOrderPath } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format-date';
import { useListUrl } from '@/shared/lib/use-list-url';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { MoneyText } from '@/shared/ui/money-text';
import { RowsSkeleton } from '@/shared/ui/skeleton';
import { StaffList, UrlFilterBar, type StaffListColumn } from '@/shared/ui/staff-list';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrderDto } from '../api/orders-admin-api';
import { orderStatuses } from '../api/orders-api';
import { useAdminOrders } from '../hooks/use-admin-orders';
import { quotesFilterFrom } from '../lib/order-rules';
import { OrderStatusBadge } from './order-status-badge';
import './orders.css';
import './admin-orders.css';

const t = ordersAdminText.list;

function sitesOf(order: AdminOrderDto): string {
  const codes = [...new Set(order.items.map((item) => item.site_code))];
  return codes.map((code) => siteText[code as SiteCode]?.shortName ?? code).join(', ');
}

const columns: ReadonlyArray<StaffListColumn<AdminOrderDto>> = [
  {
    key: 'code',
    header: t.code,
    rowHeader: true,
    cell: (order) => (
      <Link to={adminOrderPath(order.id)} className="orders-code">
        {order.code}
      </Link>
    ),
  },
  {
    key: 'customer',
    header: t.customer,
    cell: (order) => (
      <>
        <span className="admin-orders__customer">{order.customer.full_name || order.customer.customer_no}</span>
        <span className="muted orders-sub">{[order.customer.customer_no, order.customer.phone].filter(Boolean).join(' · ')}</span>
      </>
    ),
  },
  { key: 'site', header: t.site, cell: sitesOf },
  { key: 'items', header: t.items, className: 'orders-num', cell: (order) => t.itemsCount(order.items.reduce((sum, item) => sum + item.qty, 0)) },
  { key: 'total', header: t.total, className: 'orders-num', cell: (order) => <MoneyText amount={order.price.total_vnd} currency="VND" /> },
  { key: 'paid', header: t.paid, className: 'orders-num', cell: (order) => <MoneyText amount={order.paid_vnd} currency="VND" /> },
  { key: 'status', header: t.status, cell: (order) => <OrderStatusBadge status={order.status} label={order.status_label} /> },
  { key: 'created', header: t.createdAt, cell: (order) => formatDate(order.created_at) },
  {
    key: 'actions',
    header: t.actions,
    srOnlyHeader: true,
    cell: (order) => (
      <Link to={adminOrderPath(order.id)} className={buttonClass('secondary', 'sm')} aria-label={t.viewLabel(order.code)}>
        {t.view}
      </Link>
    ),
  },
];

/** /admin/orders: every customer's orders, by state and search, 20 a page; each row (Enter) opens the detail. */
export default function AdminOrdersView() {
  const url = useListUrl();
  const navigate = useNavigate();
  const filter = quotesFilterFrom(url.search);
  const query = useAdminOrders(filter, url.page);
  const filtered = !!filter.status || !!filter.search;

  return (
    <StaffList
      className="orders admin-orders"
      query={query}
      rows={(data) => data.results}
      rowKey={(order) => order.id}
      rowProps={(order) => ({ 'data-testid': 'admin-order-row', 'data-status': order.status })}
      onOpen={(order) => navigate(adminOrderPath(order.id))}
      columns={columns}
      count={(data) => t.count(data.pagination.total)}
      paging={(data) => ({ size: data.pagination.size || ADMIN_ORDERS_PAGE_SIZE, total: data.pagination.total })}
      table={{ wrapClassName: 'orders-table-wrap', className: 'orders-table admin-orders-table', label: t.tableLabel, countClassName: 'orders-count' }}
      toolbar={
        <UrlFilterBar
          label={t.filtersLabel}
          selects={[{ name: 'status', label: t.statusFilter, value: filter.status ?? '', options: [{ value: '', label: t.allStatuses }, ...orderStatuses.map((s) => ({ value: s, label: ordersWebText.statuses[s] ?? s }))] }]}
          search={{ label: t.searchLabel, hint: t.searchHint, maxLength: 100 }}
          submitLabel={t.search}
          clearLabel={t.clear}
        />
      }
      skeleton={<RowsSkeleton className="orders-skeleton" rows={4} />}
      forbidden={(error) => error.message}
      empty={<EmptyState icon="clipboard" title={filtered ? t.emptyFiltered : t.empty} description={filtered ? t.emptyFilteredBody : undefined} />}
    />
  );
}
