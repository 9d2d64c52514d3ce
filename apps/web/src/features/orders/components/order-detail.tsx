import { useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ordersWebText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { formatDate, formatDateTime } from '@/shared/lib/format-date';
import { Button, buttonClass } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import type { RenderTopUp } from '@/shared/lib/top-up';
import { ProductTitle } from '@/shared/ui/product-title';
import { cancelOrder, confirmReceipt, getOrder, getOrderPayments, payOrder, type OrderDto, type OrderPaymentDto } from '../api/orders-api';
import { ordersKeys } from '../api/query-keys';
import { firstPaymentOwed, jpyText, newRequestKey, rateText, vndText } from '../lib/order-rules';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline, OrderTracking } from './order-timeline';
import { PriceBreakdown } from './price-breakdown';
import './orders.css';

const t = ordersWebText;
const INSUFFICIENT = new Set(['ORDER_BALANCE_INSUFFICIENT', 'WALLET_INSUFFICIENT_BALANCE']);

export interface OrderDetailProps {
  code: string;
  /** Where "Khiếu nại" leads: the complaint form pre-filled with this order (composed in src/app). */
  complaintHref: (order: OrderDto) => string;
  /** The wallet's top-up control (composed in src/app); without it, a link to the wallet page. */
  renderTopUp?: RenderTopUp;
  /** Shown with the timeline: the package at the Japan warehouse with its photos (composed in src/app). */
  renderTimelineExtra?: (order: OrderDto) => ReactNode;
}

function ItemsCard({ order }: { order: OrderDto }) {
  return (
    <section className="order-card card" aria-labelledby="order-items-title">
      <h2 id="order-items-title" className="order-card__title">
        {t.detail.itemsTitle}
      </h2>
      <ul className="order-items" aria-label={t.detail.itemsLabel}>
        {order.items.map((item) => (
          <li key={item.id} className="order-item" data-testid="order-item">
            {item.image ? <img className="order-item__image" src={item.image} alt="" width={72} height={72} loading="lazy" /> : <span className="order-item__image order-item__image--ph" aria-hidden="true" />}
            <div className="order-item__body">
              <a className="order-item__name" href={item.link} target="_blank" rel="noopener noreferrer">
                <ProductTitle original={item.name} vietnamese={item.name_vi} />
              </a>
              {item.variant ? (
                <span className="muted">
                  {t.detail.variant}: {item.variant}
                </span>
              ) : null}
              {item.note ? (
                <span className="muted">
                  {t.detail.note}: {item.note}
                </span>
              ) : null}
            </div>
            <dl className="order-item__figures">
              <div>
                <dt>{t.detail.unitPrice}</dt>
                <dd>{jpyText(item.price_jpy)}</dd>
              </div>
              <div>
                <dt>{t.detail.qty}</dt>
                <dd>{item.qty}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The extras by their names from the fee schedule (the codes only if the server sent no names). */
function serviceNames(order: OrderDto): string[] {
  const names = new Map((order.services_extra_names ?? []).map((s) => [s.code, s.name]));
  return order.services_extra.map((code) => names.get(code) ?? code);
}

function ShippingCard({ order }: { order: OrderDto }) {
  const rate = rateText(order.rate);
  const rows: Array<[string, string]> = [
    [t.detail.address, order.address ? [order.address.receiver_name, order.address.phone, order.address.full_address].filter(Boolean).join(' · ') : t.detail.none],
    [t.detail.route, order.route_name || order.route_code || t.detail.none],
    [t.detail.shipMode, order.ship_mode_name || order.ship_mode || t.detail.none],
    [t.detail.weight, order.weight > 0 ? t.detail.weightValue(order.weight) : t.detail.none],
    [t.detail.services, order.services_extra.length ? serviceNames(order).join(', ') : t.detail.none],
    [t.detail.coupons, order.coupons.length ? order.coupons.map((c) => c.coupon_code).join(', ') : t.detail.none],
  ];
  if (rate) rows.push([t.detail.rate, rate]);
  if (order.note) rows.push([t.detail.note, order.note]);
  return (
    <section className="order-card card" aria-labelledby="order-shipping-title">
      <h2 id="order-shipping-title" className="order-card__title">
        {t.detail.shippingTitle}
      </h2>
      <dl className="order-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="order-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PaymentsCard({ orderId }: { orderId: string }) {
  const payments = useQuery({ queryKey: ordersKeys.payments(orderId), queryFn: ({ signal }) => getOrderPayments(orderId, signal) });
  const rows: OrderPaymentDto[] = payments.data ?? [];
  return (
    <section className="order-card card" aria-labelledby="order-payments-title">
      <h2 id="order-payments-title" className="order-card__title">
        {t.payments.title}
      </h2>
      {payments.isPending ? (
        <LoadingRegion>
          <Skeleton height={48} radius={8} />
        </LoadingRegion>
      ) : payments.isError ? (
        <LoadFailed onRetry={() => void payments.refetch()} retrying={payments.isFetching} />
      ) : rows.length === 0 ? (
        <p className="muted">{t.payments.empty}</p>
      ) : (
        <div className="orders-table-wrap">
          <table className="orders-table" aria-label={t.payments.tableLabel}>
            <thead>
              <tr>
                <th scope="col">{t.payments.time}</th>
                <th scope="col">{t.payments.kind}</th>
                <th scope="col" className="orders-num">
                  {t.payments.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id} data-testid="order-payment-row">
                  <td data-label={t.payments.time}>{formatDateTime(p.created_at)}</td>
                  <td data-label={t.payments.kind}>{p.kind_label || t.payments.kinds[p.kind]}</td>
                  <td data-label={t.payments.amount} className="orders-num">
                    <span className={p.kind === 'refund' ? 'order-money order-money--in' : 'order-money'}>
                      {p.kind === 'refund' ? '+' : '-'}
                      {vndText(p.amount_vnd)}
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

type Pending = 'pay' | 'cancel' | 'receipt' | null;

/** /account/quotes/{code}: items, delivery, costs, payments, the timeline and what the customer may do. */
export default function OrderDetail({ code, complaintHref, renderTopUp, renderTimelineExtra }: OrderDetailProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const order = useQuery({ queryKey: ordersKeys.detail(code), queryFn: ({ signal }) => getOrder(code, signal) });
  const [asking, setAsking] = useState<Pending>(null);
  const [payError, setPayError] = useState<{ message: string; insufficient: boolean } | null>(null);
  // One key per payment attempt: a double click or a retry after a lost answer charges once.
  const payKey = useRef<string | null>(null);

  const refresh = async (updated?: OrderDto) => {
    if (updated) queryClient.setQueryData(ordersKeys.detail(code), updated);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    ]);
  };

  const pay = useMutation({
    mutationFn: (orderId: string) => {
      payKey.current ??= newRequestKey();
      return payOrder(orderId, payKey.current);
    },
    onSuccess: async (result) => {
      payKey.current = null;
      setAsking(null);
      setPayError(null);
      toast.success(result.message || t.pay.success);
      await refresh(result.data);
    },
    onError: (error) => {
      setAsking(null);
      const insufficient = error instanceof ApiError && INSUFFICIENT.has(error.code);
      // A refusal is final for this key; a new click is a new attempt.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) payKey.current = null;
      // The server's message says how much is missing.
      setPayError({ message: errorText(error) || t.pay.insufficient, insufficient });
    },
  });
  const cancel = useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (result) => {
      setAsking(null);
      toast.success(result.message || t.cancel.success);
      await refresh(result.data);
    },
    onError: (error) => {
      setAsking(null);
      toast.error(errorText(error));
    },
  });
  const receipt = useMutation({
    mutationFn: confirmReceipt,
    onSuccess: async (result) => {
      setAsking(null);
      toast.success(result.message || t.receipt.success);
      await refresh(result.data);
    },
    onError: (error) => {
      setAsking(null);
      toast.error(errorText(error));
    },
  });

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
            <Link to={paths.account.quotes} className={buttonClass('secondary')}>
              {t.detail.back}
            </Link>
          }
        />
      );
    }
    return <LoadFailed onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  }

  const data = order.data;
  const showPay = data.can_pay;
  const showCancel = data.can_cancel;
  const showReceipt = data.can_confirm_receipt;
  const firstOwed = firstPaymentOwed(data);

  return (
    <div className="order-detail stack">
      <section className="order-card card order-head" aria-label={t.detail.title(data.code)}>
        <div className="order-head__top">
          <span className="muted">{t.detail.status}:</span>
          <OrderStatusBadge status={data.status} label={data.status_label} />
        </div>
        <OrderTracking steps={data.tracking ?? []} />
        <p className="muted order-head__meta">
          {t.detail.createdAt}: {formatDate(data.created_at)} · {t.detail.source}: {t.detail.sources[data.source] ?? data.source}
        </p>
        {payError && (
          <div className="form-error order-head__error" role="alert">
            <Icon name="alert" />
            <span>{payError.message}</span>
            {payError.insufficient &&
              (renderTopUp ? (
                showPay && renderTopUp({ dueVnd: firstOwed, onPay: () => setAsking('pay'), payLabel: t.pay.button(vndText(firstOwed)) })
              ) : (
                <Link to={paths.account.wallet} className={buttonClass('secondary', 'sm')}>
                  {t.pay.topUp}
                </Link>
              ))}
          </div>
        )}
        <div className="order-head__actions">
          {showPay && (
            <Button loading={pay.isPending} onClick={() => setAsking('pay')} leadingIcon={<Icon name="wallet" size={16} />}>
              {t.pay.button(vndText(firstOwed))}
            </Button>
          )}
          {showReceipt && (
            <Button loading={receipt.isPending} onClick={() => setAsking('receipt')} leadingIcon={<Icon name="check" size={16} />}>
              {t.receipt.button}
            </Button>
          )}
          {showCancel && (
            <Button variant="danger" loading={cancel.isPending} onClick={() => setAsking('cancel')}>
              {t.cancel.button}
            </Button>
          )}
          <Link to={complaintHref(data)} className={buttonClass('secondary')} aria-label={t.complaint.label(data.code)}>
            <Icon name="chat" size={16} />
            {t.complaint.button}
          </Link>
        </div>
      </section>

      <ItemsCard order={data} />
      <PriceBreakdown order={data} />
      <ShippingCard order={data} />
      <PaymentsCard orderId={data.id} />
      {renderTimelineExtra?.(data)}
      <OrderTimeline entries={data.timeline ?? []} />

      <ConfirmDialog
        open={asking === 'pay'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t.pay.confirmTitle}
        description={t.pay.confirmBody(vndText(firstOwed), data.code)}
        confirmLabel={t.pay.confirm}
        busy={pay.isPending}
        onConfirm={() => pay.mutate(data.id)}
      />
      <ConfirmDialog
        open={asking === 'cancel'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t.cancel.confirmTitle}
        description={t.cancel.confirmBody}
        confirmLabel={t.cancel.confirm}
        cancelLabel={t.cancel.keep}
        destructive
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(data.id)}
      />
      <ConfirmDialog
        open={asking === 'receipt'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t.receipt.confirmTitle}
        description={t.receipt.confirmBody}
        confirmLabel={t.receipt.confirm}
        busy={receipt.isPending}
        onConfirm={() => receipt.mutate(data.id)}
      />
    </div>
  );
}
