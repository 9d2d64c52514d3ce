import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { billsAdminText, billsText } from '@kaimono/i18n';
import type { BillStatus } from '@kaimono/contracts';
import { adminBillPath } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format-date';
import { useListUrl } from '@/shared/lib/use-list-url';
import { Button, buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { MoneyText } from '@/shared/ui/money-text';
import { RowsSkeleton } from '@/shared/ui/skeleton';
import { StaffList, UrlFilterBar, type StaffListColumn } from '@/shared/ui/staff-list';
import { ADMIN_BILLS_PAGE_SIZE, type AdminBillDto } from '../api/bills-admin-api';
import { useAdminBills } from '../hooks/use-admin-bills';
import { billStatusFrom, weightText } from '../lib/admin-bill-rules';
import { CancelBillDialog } from './cancel-bill-dialog';
import './bills.css';
import './admin-bills.css';

const t = billsAdminText.list;
const STATUSES: readonly BillStatus[] = ['unpaid', 'paid', 'cancelled'];

function billColumns(onCancel: (bill: AdminBillDto) => void): ReadonlyArray<StaffListColumn<AdminBillDto>> {
  return [
    {
      key: 'code',
      header: t.code,
      rowHeader: true,
      cell: (bill) => (
        <Link to={adminBillPath(bill.id)} className="bills-code">
          {bill.code}
        </Link>
      ),
    },
    {
      key: 'customer',
      header: t.customer,
      cell: (bill) => (
        <>
          <span className="admin-bills__customer">{bill.customer.full_name || bill.customer.customer_no}</span>
          <span className="muted bills-sub">{[bill.customer.customer_no, bill.customer.phone].filter(Boolean).join(' · ')}</span>
        </>
      ),
    },
    {
      key: 'orders',
      header: t.orders,
      cell: (bill) =>
        bill.orders.map((order) => (
          <span key={order.id} className="bills-order">
            {order.code}
          </span>
        )),
    },
    { key: 'weight', header: t.weight, cell: (bill) => weightText(bill.chargeable_weight_g) },
    { key: 'amount', header: t.amount, className: 'bills-num', cell: (bill) => <MoneyText amount={bill.amount_vnd} currency="VND" /> },
    { key: 'status', header: t.status, cell: (bill) => <span className={`bill-status bill-status--${bill.status}`}>{bill.status_label}</span> },
    { key: 'created', header: t.createdAt, cell: (bill) => formatDate(bill.created_at) },
    {
      key: 'actions',
      header: t.actions,
      srOnlyHeader: true,
      className: 'admin-bills__actions',
      cell: (bill) => (
        <>
          <Link to={adminBillPath(bill.id)} className={buttonClass('secondary', 'sm')} aria-label={t.viewLabel(bill.code)}>
            {t.view}
          </Link>
          {bill.status === 'unpaid' && (
            <Button variant="ghost" size="sm" aria-label={billsAdminText.cancel.buttonLabel(bill.code)} onClick={() => onCancel(bill)}>
              {billsAdminText.cancel.button}
            </Button>
          )}
        </>
      ),
    },
  ];
}

/** /admin/bills: every customer's bills by status and search, 10 a page; detail (Enter) and cancel of unpaid ones. */
export default function AdminBillsView() {
  const url = useListUrl();
  const navigate = useNavigate();
  const status = billStatusFrom(url.get('status'));
  const text = (url.get('q') ?? '').trim().slice(0, 64) || null;
  const [cancelling, setCancelling] = useState<AdminBillDto | null>(null);
  const query = useAdminBills({ status, search: text }, url.page);
  const filtered = !!status || !!text;
  const options = query.data?.options.statuses ?? [];

  return (
    <>
      <StaffList
        className="bills admin-bills"
        query={query}
        rows={(data) => data.results}
        rowKey={(bill) => bill.id}
        rowProps={(bill) => ({ 'data-testid': 'admin-bill-row', 'data-status': bill.status })}
        onOpen={(bill) => navigate(adminBillPath(bill.id))}
        columns={billColumns(setCancelling)}
        count={(data) => t.count(data.pagination.total)}
        paging={(data) => ({ size: data.pagination.size || ADMIN_BILLS_PAGE_SIZE, total: data.pagination.total })}
        table={{ wrapClassName: 'bills-table-wrap', className: 'bills-table', label: t.tableLabel, countClassName: 'bills-count' }}
        toolbar={
          <UrlFilterBar
            label={t.filtersLabel}
            selects={[
              {
                name: 'status',
                label: t.statusFilter,
                value: status ?? '',
                options: [
                  { value: '', label: t.allStatuses },
                  ...STATUSES.map((s) => {
                    const option = options.find((o) => o.value === s);
                    return { value: s, label: option ? `${option.label} (${option.count})` : billsText.statuses[s] };
                  }),
                ],
              },
            ]}
            search={{ label: t.searchLabel, hint: t.searchHint, maxLength: 64 }}
            submitLabel={t.search}
            clearLabel={t.clear}
          />
        }
        skeleton={<RowsSkeleton className="bills-skeleton" rows={3} />}
        empty={<EmptyState icon="receipt" title={filtered ? t.emptyFiltered : t.empty} description={filtered ? t.emptyFilteredBody : undefined} />}
      />
      <CancelBillDialog bill={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
