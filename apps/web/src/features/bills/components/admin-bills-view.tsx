import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { billsAdminText, billsText } from '@kaimono/i18n';
import type { BillStatus } from '@kaimono/contracts';
import { adminBillPath, paths } from '@/shared/config/paths';
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
  const filter = { status, search: text };
  const [keyword, setKeyword] = useState(text ?? '');
  const [cancelling, setCancelling] = useState<AdminBillDto | null>(null);
  const query = useAdminBills(filter, page);

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
    update({ q: keyword.trim().replace(/\s+/g, ' ').slice(0, 64) || null });
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
    return `${paths.admin.bills}${qs ? `?${qs}` : ''}`;
  };
  const filtered = !!status || !!text;
  const options = query.data?.options.statuses ?? [];

  let content;
  if (query.isPending) {
    content = (
      <LoadingRegion>
        <div className="bills-skeleton">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={56} radius={8} />
          ))}
        </div>
      </LoadingRegion>
    );
  } else if (query.isError) {
    content = <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.results.length === 0) {
    content = <EmptyState icon="receipt" title={filtered ? t.emptyFiltered : t.empty} description={filtered ? t.emptyFilteredBody : undefined} />;
  } else {
    const { results, pagination } = query.data;
    content = (
      <>
        <p className="muted bills-count" aria-live="polite">
          {t.count(pagination.total)}
        </p>
        <div className="bills-table-wrap">
          <table className="bills-table" aria-label={t.tableLabel} aria-busy={query.isFetching || undefined}>
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
          </table>
        </div>
        <Pagination page={page} size={pagination.size || ADMIN_BILLS_PAGE_SIZE} total={pagination.total} hrefFor={hrefFor} />
      </>
    );
  }

  return (
    <div className="bills admin-bills stack">
      <form className="admin-bills__filters" role="search" aria-label={t.filtersLabel} onSubmit={onSearch}>
        <Field label={t.statusFilter}>
          {(control) => (
            <NativeSelect
              {...control}
              name="status"
              value={status ?? ''}
              onChange={(e) => update({ status: e.target.value || null })}
              options={[
                { value: '', label: t.allStatuses },
                ...STATUSES.map((s) => {
                  const option = options.find((o) => o.value === s);
                  return { value: s, label: option ? `${option.label} (${option.count})` : billsText.statuses[s] };
                }),
              ]}
            />
          )}
        </Field>
        <Field label={t.searchLabel} hint={t.searchHint} className="admin-bills__search">
          {(control) => <Input {...control} type="search" name="q" value={keyword} maxLength={64} onChange={(e) => setKeyword(e.target.value)} />}
        </Field>
        <div className="admin-bills__buttons">
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
      <CancelBillDialog bill={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
