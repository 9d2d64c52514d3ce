import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { billsAdminText, billsText } from '@kaimono/i18n';
import type { BillStatus } from '@kaimono/contracts';
import { adminBillPath, paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format-date';
import { pageHref, withFilters } from '@/shared/lib/list-search';
import { Button, buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { StatusSearchFilters } from '@/shared/ui/list-filters';
import { ListTable } from '@/shared/ui/list-table';
import { MoneyText } from '@/shared/ui/money-text';
import { Pagination } from '@/shared/ui/pagination';
import { QueryState } from '@/shared/ui/query-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { ADMIN_BILLS_PAGE_SIZE, type AdminBillDto } from '../api/bills-admin-api';
import { useAdminBills } from '../hooks/use-admin-bills';
import { billStatusFrom, pageFrom, weightText } from '../lib/admin-bill-rules';
import { CancelBillDialog } from './cancel-bill-dialog';
import './bills.css';
import './admin-bills.css';

const t = billsAdminText.list;
const STATUSES: readonly BillStatus[] = ['unpaid', 'paid', 'cancelled'];

/** /admin/bills: every customer's bills by status and search, 10 a page; detail and cancel of unpaid ones. */
export default function AdminBillsView() {
  const [search, setSearch] = useSearchParams();
  const status = billStatusFrom(search.get('status'));
  const text = (search.get('q') ?? '').trim().slice(0, 64) || null;
  const page = pageFrom(search);
  const [cancelling, setCancelling] = useState<AdminBillDto | null>(null);
  const query = useAdminBills({ status, search: text }, page);
  const update = (changes: Record<string, string | null>) => setSearch(withFilters(search, changes), { replace: true });
  const filtered = !!status || !!text;
  const options = query.data?.options.statuses ?? [];

  return (
    <div className="bills admin-bills stack">
      <StatusSearchFilters
        label={t.filtersLabel}
        status={{
          label: t.statusFilter,
          value: status ?? '',
          onChange: (value) => update({ status: value }),
          options: [
            { value: '', label: t.allStatuses },
            ...STATUSES.map((s) => {
              const option = options.find((o) => o.value === s);
              return { value: s, label: option ? `${option.label} (${option.count})` : billsText.statuses[s] };
            }),
          ],
        }}
        search={{ label: t.searchLabel, hint: t.searchHint, value: text ?? '', maxLength: 64, onSearch: (q) => update({ q }) }}
        submitLabel={t.search}
        clear={{ label: t.clear, filtered, onClear: () => update({ q: null, status: null }) }}
      />
      <QueryState
        query={query}
        skeleton={
          <div className="bills-skeleton">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={56} radius={8} />
            ))}
          </div>
        }
        empty={<EmptyState icon="receipt" title={filtered ? t.emptyFiltered : t.empty} description={filtered ? t.emptyFilteredBody : undefined} />}
      >
        {({ results, pagination }) => (
          <ListTable
            count={t.count(pagination.total)}
            countClassName="bills-count"
            wrapClassName="bills-table-wrap"
            className="bills-table"
            label={t.tableLabel}
            busy={query.isFetching}
            footer={<Pagination page={page} size={pagination.size || ADMIN_BILLS_PAGE_SIZE} total={pagination.total} hrefFor={(p) => pageHref(paths.admin.bills, search, p)} />}
          >
            <thead>
              <tr>
                <th scope="col">{t.code}</th>
                <th scope="col">{t.customer}</th>
                <th scope="col">{t.orders}</th>
                <th scope="col">{t.weight}</th>
                <th scope="col" className="bills-num">
                  {t.amount}
                </th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.createdAt}</th>
                <th scope="col">
                  <span className="sr-only">{t.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((bill) => (
                <tr key={bill.id} data-testid="admin-bill-row" data-status={bill.status}>
                  <th scope="row" data-label={t.code}>
                    <Link to={adminBillPath(bill.id)} className="bills-code">
                      {bill.code}
                    </Link>
                  </th>
                  <td data-label={t.customer}>
                    <span className="admin-bills__customer">{bill.customer.full_name || bill.customer.customer_no}</span>
                    <span className="muted bills-sub">{[bill.customer.customer_no, bill.customer.phone].filter(Boolean).join(' · ')}</span>
                  </td>
                  <td data-label={t.orders}>
                    {bill.orders.map((order) => (
                      <span key={order.id} className="bills-order">
                        {order.code}
                      </span>
                    ))}
                  </td>
                  <td data-label={t.weight}>{weightText(bill.chargeable_weight_g)}</td>
                  <td data-label={t.amount} className="bills-num">
                    <MoneyText amount={bill.amount_vnd} currency="VND" />
                  </td>
                  <td data-label={t.status}>
                    <span className={`bill-status bill-status--${bill.status}`}>{bill.status_label}</span>
                  </td>
                  <td data-label={t.createdAt}>{formatDate(bill.created_at)}</td>
                  <td data-label={t.actions} className="admin-bills__actions">
                    <Link to={adminBillPath(bill.id)} className={buttonClass('secondary', 'sm')} aria-label={t.viewLabel(bill.code)}>
                      {t.view}
                    </Link>
                    {bill.status === 'unpaid' && (
                      <Button variant="ghost" size="sm" aria-label={billsAdminText.cancel.buttonLabel(bill.code)} onClick={() => setCancelling(bill)}>
                        {billsAdminText.cancel.button}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ListTable>
        )}
      </QueryState>
      <CancelBillDialog bill={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
