import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { purchasingText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatJpy, formatVnd } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { MoneyText } from '@/shared/ui/money-text';
import { StaffList, type StaffListColumn } from '@/shared/ui/staff-list';
import { useToast } from '@/shared/ui/toast';
import { WorkQueueFilterBar, useWorkQueueFilters } from './work-queue-filters';
import { getPurchaseQueue, purchasingKeys, recordPurchase, sellerCancel, type PurchaseQueueItem, type RecordPurchaseBody } from '../api/purchasing-api';
import { differenceVnd, wholeNumber } from '../lib/numbers';
import './purchasing.css';

const t = purchasingText;
const MAX_YEN = 100_000_000;
const dateTime = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' });

export function RecordForm({ order, busy, onSubmit, onCancel }: { order: PurchaseQueueItem; busy: boolean; onSubmit: (body: RecordPurchaseBody) => void; onCancel: () => void }) {
  const won = order.won_auction;
  const [number, setNumber] = useState('');
  const [price, setPrice] = useState(String(order.expected_goods_jpy));
  const [shipping, setShipping] = useState(String(order.expected_shipping_jpy));
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<{ number?: string; price?: string; shipping?: string }>({});
  const priceYen = won ? order.expected_goods_jpy : wholeNumber(price, 0, MAX_YEN);
  const shippingYen = wholeNumber(shipping, 0, MAX_YEN);
  const diff = priceYen !== null && shippingYen !== null ? differenceVnd(priceYen + shippingYen, order.expected_goods_jpy + order.expected_shipping_jpy, order.rate_scaled) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!number.trim() || number.trim().length > 100) next.number = t.dialog.number;
    if (priceYen === null) next.price = t.dialog.pricePaid;
    if (shippingYen === null) next.shipping = t.dialog.shipping;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onSubmit({
      marketplace_order_number: number.trim(),
      ...(won ? {} : { price_paid_jpy: priceYen! }),
      domestic_shipping_jpy: shippingYen!,
      ...(tracking.trim() ? { tracking_number: tracking.trim() } : {}),
    });
  };

  return (
    <form className="purchasing-form" onSubmit={submit} noValidate>
      {won && <p className="purchasing-form__lead">{t.dialog.wonLead}</p>}
      <p className="muted">{t.dialog.expected(formatJpy(order.expected_goods_jpy), formatJpy(order.expected_shipping_jpy))}</p>
      <Field label={t.dialog.number} required error={errors.number}>
        {(control) => <Input {...control} autoFocus maxLength={100} value={number} onChange={(e) => setNumber(e.target.value)} />}
      </Field>
      {!won && (
        <Field label={t.dialog.pricePaid} required error={errors.price}>
          {(control) => <Input {...control} inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} />}
        </Field>
      )}
      <Field label={t.dialog.shipping} required error={errors.shipping}>
        {(control) => <Input {...control} inputMode="numeric" value={shipping} onChange={(e) => setShipping(e.target.value)} />}
      </Field>
      <Field label={t.dialog.tracking} optional>
        {(control) => <Input {...control} maxLength={100} value={tracking} onChange={(e) => setTracking(e.target.value)} />}
      </Field>
      {diff !== null && (
        <p className="purchasing-form__preview" data-testid="purchase-preview">
          {diff < 0 ? t.dialog.preview.refund(formatVnd(-diff)) : diff > 0 ? t.dialog.preview.extra(formatVnd(diff)) : t.dialog.preview.none}
        </p>
      )}
      <div className="purchasing-form__actions">
        <Button type="submit" loading={busy}>
          {t.dialog.submit}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.dialog.cancel}
        </Button>
      </div>
    </form>
  );
}

function CancelForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit: (reason: string) => void; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="purchasing-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return setError(t.dialog.reason);
        onSubmit(reason.trim());
      }}
    >
      <p className="purchasing-form__lead">{t.dialog.cancelLead}</p>
      <Field label={t.dialog.reason} required error={error}>
        {(control) => <Input {...control} autoFocus maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
      <div className="purchasing-form__actions">
        <Button type="submit" variant="danger" loading={busy}>
          {t.dialog.confirmCancel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.dialog.cancel}
        </Button>
      </div>
    </form>
  );
}

type Pending = { kind: 'record' | 'cancel'; order: PurchaseQueueItem } | null;

function purchaseColumns(open: (kind: 'record' | 'cancel', order: PurchaseQueueItem) => void): ReadonlyArray<StaffListColumn<PurchaseQueueItem>> {
  return [
    {
      key: 'order',
      header: t.columns.order,
      rowHeader: true,
      cell: (order) => (
        <>
          <strong>{order.order_code}</strong>
          {order.won_auction && <span className="purchasing__badge">{t.wonAuction}</span>}
          {order.paid_at && <span className="purchasing__sub">{dateTime.format(new Date(order.paid_at))}</span>}
        </>
      ),
    },
    {
      key: 'items',
      header: t.columns.items,
      cell: (order) =>
        order.items.map((item) => (
          <div key={`${item.site}:${item.code}`} className="purchasing__item">
            <a href={item.link} target="_blank" rel="noreferrer noopener">
              {item.name}
            </a>
            <span className="purchasing__sub">
              {item.qty} × {item.variant || item.code}
            </span>
          </div>
        )),
    },
    {
      key: 'customer',
      header: t.columns.customer,
      cell: (order) => (
        <>
          <strong>{order.customer.full_name ?? order.customer.customer_no ?? order.customer.id}</strong>
          {order.customer.phone && <span className="purchasing__sub">{order.customer.phone}</span>}
        </>
      ),
    },
    {
      key: 'then',
      header: t.columns.priceThen,
      className: 'purchasing__num',
      cell: (order) =>
        order.items.map((item) => (
          <div key={item.code}>
            <MoneyText amount={item.price_jpy} currency="JPY" />
          </div>
        )),
    },
    {
      key: 'now',
      header: t.columns.priceNow,
      className: 'purchasing__num',
      cell: (order) =>
        order.items.map((item) => (
          <div key={item.code} data-testid="price-now">
            {item.price_now_jpy !== null ? (
              <>
                <MoneyText amount={item.price_now_jpy} currency="JPY" />
                {item.price_now_jpy !== item.price_jpy && <span className="purchasing__changed">{t.priceChanged}</span>}
              </>
            ) : (
              <span className="muted" title={item.price_now_note ?? undefined}>
                {item.price_now_note ?? t.priceUnknown}
              </span>
            )}
          </div>
        )),
    },
    {
      key: 'actions',
      header: t.columns.actions,
      cell: (order) => (
        <div className="purchasing__actions">
          <Button size="sm" aria-label={`${t.record} ${order.order_code}`} onClick={() => open('record', order)}>
            {t.record}
          </Button>
          <Button size="sm" variant="secondary" aria-label={`${t.sellerCancel} ${order.order_code}`} onClick={() => open('cancel', order)}>
            {t.sellerCancel}
          </Button>
        </div>
      ),
    },
  ];
}

/**
 * /admin/purchasing: the paid orders to buy, oldest first (marketplace link, price at order time and
 * now), the record dialog (number, price and domestic shipping actually paid, with the settlement
 * previewed) and the seller's cancellation. Won auctions carry "Đã thắng đấu giá". The keyboard works
 * the list (j/k select, Enter opens the record dialog of the selected order).
 */
export default function AdminPurchasing({ links }: { links?: React.ReactNode }) {
  const filters = useWorkQueueFilters();
  const queue = useQuery({ queryKey: purchasingKeys.queueOf(filters), queryFn: ({ signal }) => getPurchaseQueue(filters, signal), refetchInterval: 30_000 });
  const queryClient = useQueryClient();
  const toast = useToast();
  const [pending, setPending] = useState<Pending>(null);
  const settled = () => queryClient.invalidateQueries({ queryKey: purchasingKeys.all });
  const record = useMutation({ mutationFn: (p: { id: string; body: RecordPurchaseBody }) => recordPurchase(p.id, p.body), onSettled: settled });
  const cancel = useMutation({ mutationFn: (p: { id: string; reason: string }) => sellerCancel(p.id, p.reason), onSettled: settled });
  const close = () => setPending(null);
  const failed = (error: unknown) => toast.error(errorText(error));

  // Both dialogs end the same way: the server's message, then closed.
  const closeWithMessage = {
    onSuccess: (answer: { message: string }) => {
      toast.success(answer.message);
      close();
    },
    onError: failed,
  };

  return (
    <div className="purchasing">
      {links && <nav className="purchasing__links">{links}</nav>}
      <StaffList
        query={queue}
        rows={(data) => data.results}
        rowKey={(order) => order.order_id}
        rowProps={(order) => ({ 'data-testid': 'purchase-row', 'data-order-code': order.order_code })}
        onOpen={(order) => setPending({ kind: 'record', order })}
        columns={purchaseColumns((kind, order) => setPending({ kind, order }))}
        count={(data) => t.count(data.total)}
        table={{ wrapClassName: 'purchasing__wrap', className: 'purchasing__table', label: t.tableLabel }}
        toolbar={<WorkQueueFilterBar />}
        forbidden={(error) => error.message}
        empty={<EmptyState title={t.empty} description={t.emptyBody} icon="clipboard" />}
      />

      {/* One dialog: recording the purchase or the seller's cancellation of the order chosen. */}
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => !open && close()}
        title={pending?.kind === 'cancel' ? t.dialog.cancelTitle(pending.order.order_code) : pending ? t.dialog.title(pending.order.order_code) : t.record}
      >
        {pending?.kind === 'record' && (
          <RecordForm
            key={pending.order.order_id}
            order={pending.order}
            busy={record.isPending}
            onCancel={close}
            onSubmit={(body) => record.mutate({ id: pending.order.order_id, body }, closeWithMessage)}
          />
        )}
        {pending?.kind === 'cancel' && <CancelForm busy={cancel.isPending} onCancel={close} onSubmit={(reason) => cancel.mutate({ id: pending.order.order_id, reason }, closeWithMessage)} />}
      </Dialog>
    </div>
  );
}
