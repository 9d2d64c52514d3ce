import { Fragment, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { billsWebText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import { saveFile } from '@/shared/api/download';
import { failWith } from '@/shared/lib/fail-with';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format-date';
import { Button, buttonClass } from '@/shared/ui/button';
import { CalcDetails } from '@/shared/ui/calc-details';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { NativeSelect } from '@/shared/ui/native-select';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { ProductTitle } from '@/shared/ui/product-title';
import type { RenderTopUp } from '@/shared/lib/top-up';
import { billsExcel, BILLS_PAGE_SIZE, getBills, payBills, printBills, type BillDto, type BillPaymentBulkResponse, type BillStatus } from '../api/bills-api';
import { billsKeys } from '../api/query-keys';
import { openPrintWindow } from '../lib/print-window';
import './bills.css';

const t = billsWebText;
const STATUSES: readonly BillStatus[] = ['unpaid', 'paid', 'cancelled'];
const vndText = (amount: number) => formatVnd(vnd(amount));

export interface BillsViewProps {
  /** Where "Khiếu nại" leads for a bill: the complaint form pre-filled (composed in src/app). */
  complaintHref: (bill: BillDto) => string;
  /** The wallet's top-up control (composed in src/app); without it, a link to the wallet page. */
  renderTopUp?: RenderTopUp;
}

function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1;
}

function statusFrom(search: URLSearchParams): BillStatus | null {
  const status = search.get('status');
  return status && (STATUSES as readonly string[]).includes(status) ? (status as BillStatus) : null;
}

function weightText(grams: number): string {
  return grams >= 1000 ? `${(grams / 1000).toLocaleString('vi-VN', { maximumFractionDigits: 2 })} kg` : `${grams} g`;
}

function PaymentResults({ outcome, onClose, renderTopUp, onPayAgain }: { outcome: BillPaymentBulkResponse; onClose: () => void; renderTopUp?: RenderTopUp | undefined; onPayAgain: () => void }) {
  const shortOnes = outcome.result.filter((r) => r.error_code === 'WALLET_INSUFFICIENT_BALANCE');
  const short = shortOnes.length > 0;
  return (
    <section className={outcome.success ? 'bills-results bills-results--ok card' : 'bills-results bills-results--failed card'} aria-labelledby="bills-results-title" role="status">
      <div className="bills-results__head">
        <h2 id="bills-results-title">{t.pay.resultsTitle}</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t.pay.closeResults}
        </Button>
      </div>
      <p className="bills-results__message">{outcome.message}</p>
      <ul className="bills-results__list">
        {outcome.result.map((r) => (
          <li key={r.id} data-testid="bill-pay-result" data-success={r.success}>
            <Icon name={r.success ? 'check' : 'alert'} size={16} />
            <strong>{r.code}</strong> · {vndText(r.amount_vnd)} · <span>{r.success ? t.pay.resultOk : t.pay.resultFailed}</span>
            {r.message ? <span className="muted"> — {r.message}</span> : null}
          </li>
        ))}
      </ul>
      {short &&
        (renderTopUp ? (
          renderTopUp({ dueVnd: shortOnes.reduce((sum, r) => sum + r.amount_vnd, 0), onPay: onPayAgain })
        ) : (
          <Link to={paths.account.wallet} className={buttonClass('secondary', 'sm')}>
            {t.pay.topUp}
          </Link>
        ))}
    </section>
  );
}

/** /account/invoices: bills 10 a page, status filter, select several, pay, print, Excel, complaint. */
export default function BillsView({ complaintHref, renderTopUp }: BillsViewProps) {
  const [search, setSearch] = useSearchParams();
  const status = statusFrom(search);
  const page = pageFrom(search);
  const filter = { status };
  const queryClient = useQueryClient();
  const toast = useToast();
  const [selected, setSelected] = useState<Map<string, BillDto>>(new Map());
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<BillPaymentBulkResponse | null>(null);
  const query = useQuery({
    queryKey: billsKeys.list(filter, page),
    queryFn: ({ signal }) => getBills(filter, page, signal),
    placeholderData: (previous) => previous,
  });

  const chosen = [...selected.values()];
  const unpaid = chosen.filter((b) => b.status === 'unpaid');
  const unpaidTotal = unpaid.reduce((sum, b) => sum + b.amount_vnd, 0);
  const chosenTotal = chosen.reduce((sum, b) => sum + b.amount_vnd, 0);

  const pay = useMutation({
    mutationFn: () => payBills(unpaid.map((b) => b.id)),
    onSuccess: async (result) => {
      setAsking(false);
      setOutcome(result);
      if (result.success) toast.success(result.message || t.pay.success);
      else toast.error(result.message || t.pay.failure);
      // The paid ones leave the selection; the failed ones stay for another try.
      setSelected((current) => {
        const next = new Map(current);
        for (const r of result.result) if (r.success) next.delete(r.id);
        return next;
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['quotes'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]);
    },
    onError: (error) => {
      setAsking(false);
      failWith(toast, t.pay.error, error);
    },
  });

  const print = useMutation({
    mutationFn: async (ids: string[]) => {
      const popup = openPrintWindow(t.print.windowTitle);
      try {
        const result = await printBills(ids);
        if (popup) popup.show(result.content);
        else printInFrame(result.content);
        return result;
      } catch (error) {
        popup?.close();
        throw error;
      }
    },
    onSuccess: (result) => toast.success(result.message || t.print.success),
    onError: (error) => failWith(toast, t.print.failure, error),
  });

  const excel = useMutation({
    mutationFn: () => billsExcel({ billIds: chosen.map((b) => b.id), filter }),
    onSuccess: (file) => {
      saveFile(file);
      toast.success(t.excel.success);
    },
    onError: (error) => failWith(toast, t.excel.failure, error),
  });

  const setStatus = (value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set('status', value);
    else next.delete('status');
    next.delete('page');
    setSelected(new Map());
    setSearch(next, { replace: true });
  };
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(search);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const qs = next.toString();
    return `${paths.account.invoices}${qs ? `?${qs}` : ''}`;
  };
  const toggle = (bill: BillDto, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(bill.id, bill);
      else next.delete(bill.id);
      return next;
    });
  const rows = query.data?.results ?? [];
  const allOnPage = rows.length > 0 && rows.every((b) => selected.has(b.id));
  const someOnPage = rows.some((b) => selected.has(b.id));
  const togglePage = (on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const bill of rows) {
        if (on) next.set(bill.id, bill);
        else next.delete(bill.id);
      }
      return next;
    });
  const options = query.data?.options.statuses ?? [];

  return (
    <div className="bills stack">
      <div className="bills-toolbar">
        <form className="bills-filters" aria-label={t.filters.label} onSubmit={(e) => e.preventDefault()}>
          <Field label={t.filters.status}>
            {(control) => (
              <NativeSelect
                {...control}
                value={status ?? ''}
                onChange={(e) => setStatus(e.target.value)}
                options={[
                  { value: '', label: t.filters.all },
                  ...STATUSES.map((s) => {
                    const option = options.find((o) => o.value === s);
                    return { value: s, label: option ? `${option.label} (${option.count})` : s };
                  }),
                ]}
              />
            )}
          </Field>
        </form>
        {query.data && query.data.options.unpaid_total_vnd > 0 && (
          <p className="bills-unpaid" data-testid="bills-unpaid-total">
            {t.list.unpaidTotal(vndText(query.data.options.unpaid_total_vnd))}
          </p>
        )}
      </div>

      <div className="bills-actions card" role="region" aria-label={t.actions.label}>
        <p className="bills-actions__summary" aria-live="polite">
          {chosen.length > 0 ? t.actions.selected(chosen.length, vndText(chosenTotal)) : t.actions.noneSelected}
        </p>
        <div className="bills-actions__buttons">
          <Button disabled={unpaid.length === 0} loading={pay.isPending} onClick={() => setAsking(true)} leadingIcon={<Icon name="wallet" size={16} />} title={chosen.length > 0 && unpaid.length === 0 ? t.actions.unpaidOnly : undefined}>
            {t.actions.pay}
          </Button>
          <Button variant="secondary" disabled={chosen.length === 0} loading={print.isPending} onClick={() => print.mutate(chosen.map((b) => b.id))} leadingIcon={<Icon name="receipt" size={16} />}>
            {t.actions.print}
          </Button>
          <Button variant="secondary" disabled={rows.length === 0 && chosen.length === 0} loading={excel.isPending} onClick={() => excel.mutate()} leadingIcon={<Icon name="clipboard" size={16} />}>
            {t.actions.excel}
          </Button>
          {chosen.length > 0 && (
            <Button variant="ghost" onClick={() => setSelected(new Map())}>
              {t.actions.clear}
            </Button>
          )}
        </div>
      </div>

      {outcome && <PaymentResults outcome={outcome} onClose={() => setOutcome(null)} renderTopUp={renderTopUp} onPayAgain={() => setAsking(true)} />}

      {query.isPending ? (
        <LoadingRegion>
          <div className="bills-skeleton">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={64} radius={8} />
            ))}
          </div>
        </LoadingRegion>
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState icon="receipt" title={status ? t.list.emptyFiltered : t.list.empty} description={status ? t.list.emptyFilteredBody : t.list.emptyBody} />
      ) : (
        <>
          <p className="muted bills-count" aria-live="polite">
            {t.list.count(query.data.pagination.total)}
          </p>
          <div className="bills-table-wrap">
            <table className="bills-table" aria-label={t.list.tableLabel} aria-busy={query.isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col" className="bills-check">
                    <input
                      type="checkbox"
                      aria-label={t.list.selectAll}
                      checked={allOnPage}
                      ref={(el) => {
                        if (el) el.indeterminate = someOnPage && !allOnPage;
                      }}
                      onChange={(e) => togglePage(e.target.checked)}
                    />
                  </th>
                  <th scope="col">{t.list.code}</th>
                  <th scope="col">{t.list.order}</th>
                  <th scope="col">{t.list.weight}</th>
                  <th scope="col" className="bills-num">
                    {t.list.amount}
                  </th>
                  <th scope="col">{t.list.status}</th>
                  <th scope="col">
                    <span className="sr-only">{t.list.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((bill) => (
                  <tr key={bill.id} data-testid="bill-row" data-status={bill.status} className={selected.has(bill.id) ? 'bills-row--selected' : undefined}>
                    <td className="bills-check">
                      <input type="checkbox" aria-label={t.list.select(bill.code)} checked={selected.has(bill.id)} onChange={(e) => toggle(bill, e.target.checked)} />
                    </td>
                    <td data-label={t.list.code}>
                      <strong className="bills-code">{bill.code}</strong>
                      <span className="muted bills-sub">{t.list.createdOn(formatDate(bill.created_at))}</span>
                    </td>
                    <td data-label={t.list.order}>
                      {bill.orders.map((order) => (
                        <Fragment key={order.id}>
                          <Link to={paths.order(order.code)} className="bills-order" aria-label={t.list.viewOrder(order.code)}>
                            {order.code}
                          </Link>
                          {order.items.length > 0 && (
                            <ul className="bills-order-items" data-testid="bill-order-items">
                              {order.items.map((item, i) => (
                                <li key={i}>
                                  <ProductTitle original={item.name} vietnamese={item.name_vi} /> × {item.qty}
                                </li>
                              ))}
                            </ul>
                          )}
                        </Fragment>
                      ))}
                    </td>
                    <td data-label={t.list.weight}>
                      {weightText(bill.chargeable_weight_g)}
                      {bill.chargeable_weight_g !== bill.weight_g && <span className="muted bills-sub">{t.list.actualWeight(weightText(bill.weight_g))}</span>}
                    </td>
                    <td data-label={t.list.amount} className="bills-num">
                      <strong>{vndText(bill.amount_vnd)}</strong>
                      <CalcDetails lines={bill.lines} rateScaled={bill.rate_scaled} totals={[{ label: t.list.amount, amountVnd: bill.amount_vnd }]} testId="bill-calc" />
                    </td>
                    <td data-label={t.list.status}>
                      <span className={`bill-status bill-status--${bill.status}`}>{bill.status_label}</span>
                      {bill.status === 'unpaid' && bill.due_at && <span className="muted bills-sub">{t.list.dueAt(formatDate(bill.due_at))}</span>}
                      {bill.status === 'paid' && bill.paid_at && <span className="muted bills-sub">{t.list.paidOn(formatDate(bill.paid_at))}</span>}
                    </td>
                    <td data-label={t.list.actions}>
                      <Link to={complaintHref(bill)} className={buttonClass('ghost', 'sm')} aria-label={t.list.complaintLabel(bill.code)}>
                        {t.list.complaint}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} size={BILLS_PAGE_SIZE} total={query.data.pagination.total} hrefFor={hrefFor} />
        </>
      )}

      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !open && setAsking(false)}
        title={t.pay.confirmTitle}
        description={t.pay.confirmBody(unpaid.length, vndText(unpaidTotal))}
        confirmLabel={t.pay.confirm}
        busy={pay.isPending}
        onConfirm={() => pay.mutate()}
      />
    </div>
  );
}

/** When pop-ups are blocked: print from a hidden frame of this page. */
function printInFrame(html: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.srcdoc = html;
  frame.addEventListener('load', () => {
    try {
      frame.contentWindow?.print();
    } finally {
      setTimeout(() => frame.remove(), 60_000);
    }
  });
  document.body.appendChild(frame);
}
