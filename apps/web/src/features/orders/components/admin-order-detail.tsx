import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ordersAdminText, ordersWebText, siteText } from '@kaimono/i18n';
import { estimatedJpShippingJpy, type OrderStatus, type SiteCode } from '@kaimono/contracts';
import { ApiError, errorText } from '@/shared/api/http';
import { adminBillPath, paths } from '@/shared/config/paths';
import { failWith } from '@/shared/lib/fail-with';
import { formatDate, formatDateTime } from '@/shared/lib/format-date';
import { Button, buttonClass } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { ListTable } from '@/shared/ui/list-table';
import { MoneyText } from '@/shared/ui/money-text';
import { QueryState } from '@/shared/ui/query-state';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { ProductTitle } from '@/shared/ui/product-title';
import type { AdminOrderDto, AdminParcelResponse } from '../api/orders-admin-api';
import { useAdminOrder, useMoveAdminOrder, useOrderBills, useRecordParcel } from '../hooks/use-admin-orders';
import { canRecordParcel, parcelFormErrors, parcelRequestOf, type ParcelFormValues } from '../lib/admin-order-rules';
import { jpyText, newRequestKey, vndText } from '../lib/order-rules';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline, OrderTracking } from './order-timeline';
import { PriceBreakdown } from './price-breakdown';
import './orders.css';
import './admin-orders.css';

const t = ordersAdminText;
const REFUNDING: readonly OrderStatus[] = ['cancelled', 'refunded'];

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="order-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="order-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CustomerCard({ order }: { order: AdminOrderDto }) {
  const address = order.address;
  return (
    <section className="order-card card" aria-labelledby="admin-order-customer">
      <h2 id="admin-order-customer" className="order-card__title">
        {t.detail.customerTitle}
      </h2>
      <Facts
        rows={[
          [t.detail.customerName, order.customer.full_name || ordersWebText.detail.none],
          [t.detail.customerNo, order.customer.customer_no || ordersWebText.detail.none],
          [t.detail.customerPhone, order.customer.phone || ordersWebText.detail.none],
        ]}
      />
      <h3 className="order-price__group-title">{t.detail.addressTitle}</h3>
      {address ? (
        <Facts
          rows={[
            [t.detail.receiver, [address.receiver_name, address.phone].filter(Boolean).join(' · ')],
            [ordersWebText.detail.address, address.full_address],
            ...(address.note ? [[ordersWebText.detail.note, address.note] as [string, string]] : []),
          ]}
        />
      ) : (
        <p className="muted">{t.detail.noAddress}</p>
      )}
      <Facts
        rows={[
          [ordersWebText.detail.route, [order.route_name ?? order.route_code, order.ship_mode_name ?? order.ship_mode].filter(Boolean).join(' · ') || ordersWebText.detail.none],
          [ordersWebText.detail.weight, order.weight > 0 ? ordersWebText.detail.weightValue(order.weight) : ordersWebText.detail.none],
          [ordersWebText.detail.services, order.services_extra.length ? order.services_extra.map((code) => order.services_extra_names?.find((s) => s.code === code)?.name ?? code).join(', ') : ordersWebText.detail.none],
          ...(order.note ? [[ordersWebText.detail.note, order.note] as [string, string]] : []),
        ]}
      />
    </section>
  );
}

function ItemsCard({ order }: { order: AdminOrderDto }) {
  const w = ordersWebText.detail;
  return (
    <section className="order-card card" aria-labelledby="admin-order-items">
      <h2 id="admin-order-items" className="order-card__title">
        {w.itemsTitle}
      </h2>
      <div className="orders-table-wrap">
        <table className="orders-table" aria-label={w.itemsLabel}>
          <thead>
            <tr>
              <th scope="col">{t.list.site}</th>
              <th scope="col">{w.itemsTitle}</th>
              <th scope="col" className="orders-num">
                {w.unitPrice}
              </th>
              <th scope="col" className="orders-num">
                {w.qty}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} data-testid="admin-order-item">
                <td data-label={t.list.site}>{siteText[item.site_code as SiteCode]?.shortName ?? item.site_code}</td>
                <td data-label={w.itemsTitle}>
                  <a href={item.link} target="_blank" rel="noopener noreferrer" className="order-item__name">
                    <ProductTitle original={item.name} vietnamese={item.name_vi} />
                  </a>
                  <span className="muted orders-sub">
                    {[item.code, item.variant ? `${w.variant}: ${item.variant}` : '', item.note ? `${w.note}: ${item.note}` : ''].filter(Boolean).join(' · ')}
                  </span>
                </td>
                <td data-label={w.unitPrice} className="orders-num">
                  {jpyText(item.price_jpy)}
                </td>
                <td data-label={w.qty} className="orders-num">
                  {item.qty}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PaymentsCard({ order }: { order: AdminOrderDto }) {
  const payments = order.payments ?? [];
  const p = ordersWebText.payments;
  return (
    <section className="order-card card" aria-labelledby="admin-order-payments">
      <h2 id="admin-order-payments" className="order-card__title">
        {t.detail.paymentsTitle}
      </h2>
      <Facts
        rows={[
          [ordersWebText.detail.paid, vndText(order.paid_vnd)],
          [ordersWebText.detail.refunded, vndText(order.refunded_vnd)],
          [t.detail.secondDue, vndText(order.second_payment_due_vnd)],
          [t.detail.secondPaid, vndText(order.second_payment_paid_vnd)],
        ]}
      />
      {payments.length === 0 ? (
        <p className="muted">{t.detail.paymentsEmpty}</p>
      ) : (
        <div className="orders-table-wrap">
          <table className="orders-table" aria-label={t.detail.paymentsLabel}>
            <thead>
              <tr>
                <th scope="col">{p.time}</th>
                <th scope="col">{p.kind}</th>
                <th scope="col">{t.detail.reference}</th>
                <th scope="col" className="orders-num">
                  {p.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id} data-testid="admin-order-payment">
                  <td data-label={p.time}>{formatDateTime(payment.created_at)}</td>
                  <td data-label={p.kind}>{payment.kind_label || p.kinds[payment.kind]}</td>
                  <td data-label={t.detail.reference}>{payment.reference ?? ''}</td>
                  <td data-label={p.amount} className="orders-num">
                    <span className={payment.kind === 'refund' ? 'order-money order-money--in' : 'order-money'}>
                      {payment.kind === 'refund' ? '+' : '-'}
                      <MoneyText amount={payment.amount_vnd} currency="VND" />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The moves staff may make now (the server's `next_statuses`), a note, and a confirm. */
function MovesCard({ order }: { order: AdminOrderDto }) {
  const toast = useToast();
  const move = useMoveAdminOrder();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<{ value: OrderStatus; label: string } | null>(null);
  const refunds = asking ? REFUNDING.includes(asking.value) : false;

  const confirm = () => {
    if (!asking) return;
    move.mutate(
      { id: order.id, to: asking.value, note: note.trim() || undefined },
      {
        onSuccess: (answer) => {
          setAsking(null);
          setNote('');
          toast.success(answer.message || t.move.success);
        },
        onError: (error) => {
          setAsking(null);
          failWith(toast, t.move.failure, error);
        },
      },
    );
  };

  return (
    <section className="order-card card" aria-labelledby="admin-order-moves">
      <h2 id="admin-order-moves" className="order-card__title">
        {t.move.title}
      </h2>
      {order.next_statuses.length === 0 ? (
        <p className="muted">{t.move.none}</p>
      ) : (
        <>
          <div className="k-field">
            <label className="k-field__label" htmlFor={noteId}>
              {t.move.note}
            </label>
            <textarea id={noteId} className="k-input" rows={2} maxLength={1000} value={note} aria-describedby={`${noteId}-hint`} onChange={(e) => setNote(e.target.value)} />
            <p id={`${noteId}-hint`} className="k-field__hint">
              {t.move.noteHint}
            </p>
          </div>
          <div className="admin-order__moves" role="group" aria-label={t.move.label}>
            {order.next_statuses.map((next) => (
              <Button
                key={next.value}
                variant={REFUNDING.includes(next.value) ? 'danger' : 'primary'}
                loading={move.isPending && asking?.value === next.value}
                onClick={() => setAsking(next)}
              >
                {t.move.moveTo(next.label || ordersWebText.statuses[next.value] || next.value)}
              </Button>
            ))}
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t.move.confirmTitle(asking.label) : ''}
        description={
          asking
            ? refunds
              ? t.move.refundBody(order.code, asking.label, vndText(Math.max(0, order.paid_vnd - order.refunded_vnd)))
              : t.move.confirmBody(order.code, order.status_label, asking.label)
            : ''
        }
        confirmLabel={t.move.confirm}
        destructive={refunds}
        busy={move.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}

const emptyParcel: ParcelFormValues = { weight: '', length: '', width: '', height: '', note: '', jpShipping: '' };

/** "Ghi nhận kiện hàng về kho Việt Nam": weight and size → confirm → the bill (one per request key). */
function ParcelCard({ order }: { order: AdminOrderDto }) {
  const toast = useToast();
  const record = useRecordParcel();
  const [values, setValues] = useState<ParcelFormValues>(emptyParcel);
  const [errors, setErrors] = useState<Partial<Record<keyof ParcelFormValues, string>>>({});
  const [asking, setAsking] = useState(false);
  const [created, setCreated] = useState<AdminParcelResponse['data'] | null>(null);
  // One key per parcel: a double click or a retry after a lost answer makes one parcel and one bill.
  const requestKey = useRef<string | null>(null);
  const allowed = canRecordParcel(order.status);
  // The quote estimated some Japanese shipping: staff give what the sellers charged (settled once).
  const estimatedJpy = estimatedJpShippingJpy(order.price.details);

  const set = (key: keyof ParcelFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    requestKey.current = null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = parcelFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) setAsking(true);
  };

  const confirm = () => {
    const parcel = parcelRequestOf(values);
    requestKey.current ??= newRequestKey();
    record.mutate(
      { orderId: order.id, parcel, requestKey: requestKey.current },
      {
        onSuccess: (answer) => {
          setAsking(false);
          setCreated(answer.data);
          setValues(emptyParcel);
          requestKey.current = null;
          toast.success(answer.message || t.parcel.success);
        },
        onError: (error) => {
          setAsking(false);
          // A refusal is final for this key; a network failure keeps it so a retry is the same parcel.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) requestKey.current = null;
          failWith(toast, t.parcel.failure, error);
        },
      },
    );
  };

  const field = (key: 'weight' | 'length' | 'width' | 'height', label: string, required = false) => (
    <Field label={label} required={required} error={errors[key] ?? null}>
      {(control) => <Input {...control} inputMode="numeric" name={key} value={values[key]} onChange={(e) => set(key)(e.target.value)} />}
    </Field>
  );

  return (
    <section className="order-card card" aria-labelledby="admin-order-parcel">
      <h2 id="admin-order-parcel" className="order-card__title">
        {t.parcel.title}
      </h2>
      <p className="muted">{t.parcel.lead}</p>
      {created && (
        <div className="order-card admin-order__created" role="status" data-testid="admin-parcel-bill">
          <h3 className="order-price__group-title">{t.parcel.createdTitle}</h3>
          <Facts
            rows={[
              [t.parcel.billCode, created.bill.code],
              [t.parcel.billAmount, vndText(created.bill.amount_vnd)],
              [t.parcel.chargeable, ordersWebText.detail.weightValue(created.parcel.chargeable_weight_g)],
              [t.parcel.dueAt, created.bill.due_at ? formatDate(created.bill.due_at) : ordersWebText.detail.none],
            ]}
          />
          <div className="admin-order__actions">
            <Link to={adminBillPath(created.bill.id)} className={buttonClass('secondary', 'sm')}>
              {t.parcel.viewBill(created.bill.code)}
            </Link>
          </div>
        </div>
      )}
      {allowed ? (
        <form className="admin-order__form" aria-label={t.parcel.title} onSubmit={onSubmit} noValidate>
          {field('weight', t.parcel.weight, true)}
          <div className="admin-order__dims" role="group" aria-label={t.parcel.sizeHint}>
            {field('length', t.parcel.length)}
            {field('width', t.parcel.width)}
            {field('height', t.parcel.height)}
          </div>
          {estimatedJpy !== null && (
            <Field label={t.parcel.jpShipping} hint={t.parcel.jpShippingHint(jpyText(estimatedJpy))} error={errors.jpShipping ?? null}>
              {(control) => <Input {...control} inputMode="numeric" name="jpShipping" value={values.jpShipping} onChange={(e) => set('jpShipping')(e.target.value)} />}
            </Field>
          )}
          <Field label={t.parcel.note}>
            {(control) => <Input {...control} name="note" maxLength={500} value={values.note} onChange={(e) => set('note')(e.target.value)} />}
          </Field>
          <div className="admin-order__actions">
            <Button type="submit" loading={record.isPending}>
              {t.parcel.submit}
            </Button>
          </div>
        </form>
      ) : (
        <p className="muted">{t.parcel.unavailable}</p>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !open && setAsking(false)}
        title={t.parcel.confirmTitle}
        description={t.parcel.confirmBody(order.code, ordersWebText.detail.weightValue(parcelRequestOf(values).weight_g || 0))}
        confirmLabel={t.parcel.confirm}
        busy={record.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}

function BillsCard({ order }: { order: AdminOrderDto }) {
  const bills = useOrderBills(order.code);
  return (
    <section className="order-card card" aria-labelledby="admin-order-bills">
      <h2 id="admin-order-bills" className="order-card__title">
        {t.bills.title}
      </h2>
      <QueryState query={bills} skeleton={<Skeleton height={48} radius={8} />} empty={<p className="muted">{t.bills.empty}</p>}>
        {(list) => (
          <ListTable wrapClassName="orders-table-wrap" className="orders-table" label={t.bills.label}>
            <thead>
              <tr>
                <th scope="col">{t.bills.code}</th>
                <th scope="col" className="orders-num">
                  {t.bills.amount}
                </th>
                <th scope="col">{t.bills.status}</th>
                <th scope="col">{t.bills.createdAt}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((bill) => (
                <tr key={bill.id} data-testid="admin-order-bill" data-status={bill.status}>
                  <th scope="row" data-label={t.bills.code}>
                    <Link to={adminBillPath(bill.id)} className="orders-code">
                      {bill.code}
                    </Link>
                  </th>
                  <td data-label={t.bills.amount} className="orders-num">
                    <MoneyText amount={bill.amount_vnd} currency="VND" />
                  </td>
                  <td data-label={t.bills.status}>
                    <span className={`order-status admin-bill-status--${bill.status}`}>{bill.status_label}</span>
                  </td>
                  <td data-label={t.bills.createdAt}>{formatDate(bill.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </ListTable>
        )}
      </QueryState>
    </section>
  );
}

/** /admin/orders/{id}: the order as staff see it, with the moves they may make and the parcel at the VN warehouse. */
export default function AdminOrderDetail({ id }: { id: string }) {
  const order = useAdminOrder(id);

  if (order.isPending) {
    return (
      <LoadingRegion>
        <div className="order-detail">
          <Skeleton height={96} radius={10} />
          <Skeleton height={220} radius={10} />
        </div>
      </LoadingRegion>
    );
  }
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <EmptyState
          icon="clipboard"
          headingLevel={2}
          title={t.detail.notFound}
          description={t.detail.notFoundBody}
          action={
            <Link to={paths.admin.orders} className={buttonClass('secondary')}>
              {t.detail.back}
            </Link>
          }
        />
      );
    }
    return <EmptyState icon="alert" headingLevel={2} title={errorText(order.error)} onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  }

  const data = order.data;
  return (
    <div className="order-detail stack" data-testid="admin-order-detail">
      <p className="admin-page__back">
        <Link to={paths.admin.orders}>← {t.detail.back}</Link>
      </p>
      <section className="order-card card order-head" aria-labelledby="admin-order-code">
        <div className="order-head__top">
          <h2 id="admin-order-code" className="order-head__code">
            {t.detail.title(data.code)}
          </h2>
          <OrderStatusBadge status={data.status} label={data.status_label} />
        </div>
        <OrderTracking steps={data.tracking ?? []} />
        <p className="muted order-head__meta">
          {t.detail.createdAt}: {formatDateTime(data.created_at)} · {t.detail.source}: {ordersWebText.detail.sources[data.source] ?? data.source}
        </p>
      </section>

      <div className="admin-order__grid">
        <MovesCard order={data} />
        <ParcelCard order={data} />
      </div>
      <BillsCard order={data} />
      <div className="admin-order__grid">
        <CustomerCard order={data} />
        <PaymentsCard order={data} />
      </div>
      <ItemsCard order={data} />
      <PriceBreakdown order={data} />
      <OrderTimeline entries={data.timeline ?? []} actors={t.timelineActors} />
    </div>
  );
}
