import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { OrderDto } from '@kaimono/contracts';
import { cartWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { Button, buttonClass } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Icon } from '@/shared/ui/icons';
import { MoneyText } from '@/shared/ui/money-text';
import { useToast } from '@/shared/ui/toast';
import { formatVnd } from '@/shared/lib/money';
import { payForOrder } from '../api/checkout-api';
import type { BuyingSupport } from './types';

const t = cartWebText.created;

function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

export interface OrderCreatedProps {
  order: OrderDto;
  support: Pick<BuyingSupport, 'balanceVnd' | 'renderTopUp' | 'onOrderChanged'>;
  /** Called with the paid order. */
  onPaid?: (order: OrderDto) => void;
}

/**
 * After "Tạo đơn hàng thành công": the order code, the first payment, the balance, and either
 * "Thanh toán ngay" (balance enough) or a top-up; a link to the order page.
 */
export function OrderCreated({ order: created, support, onPaid }: OrderCreatedProps) {
  const toast = useToast();
  const [order, setOrder] = useState(created);
  const [confirming, setConfirming] = useState(false);
  const requestId = useRef(newRequestId());
  const firstVnd = order.price.first_payment;
  const due = Math.max(0, firstVnd - order.paid_vnd);
  const paid = due === 0 || !order.can_pay;
  const balance = support.balanceVnd;
  const enough = balance !== undefined && balance >= due;
  const pay = useMutation({
    mutationFn: () => payForOrder(order.id, requestId.current),
    onSuccess: (answer) => {
      setConfirming(false);
      setOrder(answer.data);
      toast.success(answer.message || t.paid, t.paidBody(formatVnd(due)));
      support.onOrderChanged();
      onPaid?.(answer.data);
    },
    onError: (error) => {
      setConfirming(false);
      requestId.current = newRequestId();
      toast.error(t.payFailed, errorText(error));
      support.onOrderChanged();
    },
  });

  return (
    <section className="order-created card" aria-labelledby="order-created-title" data-testid="order-created">
      <h2 id="order-created-title" className="order-created__title">
        <Icon name="check" /> {paid ? t.paid : t.title}
      </h2>
      <p className="order-created__code" data-testid="order-code">
        {t.order(order.code)} · <span className="cart-badge">{order.status_label}</span>
      </p>
      <dl className="order-created__amounts">
        <div>
          <dt>{t.firstPayment}</dt>
          <dd data-testid="order-first-payment">
            <MoneyText amount={firstVnd} currency="VND" />
          </dd>
        </div>
        {!paid && balance !== undefined && (
          <div>
            <dt>{t.balance}</dt>
            <dd>
              <MoneyText amount={balance} currency="VND" />
            </dd>
          </div>
        )}
      </dl>
      {paid ? (
        <p role="status">{t.paidBody(formatVnd(order.paid_vnd))}</p>
      ) : enough ? (
        <p className="muted">{t.enough}</p>
      ) : balance !== undefined ? (
        <p className="order-created__missing" role="note">
          {t.notEnough(formatVnd(due - balance))}
        </p>
      ) : null}
      <div className="order-created__actions">
        {!paid && enough && (
          <Button onClick={() => setConfirming(true)} loading={pay.isPending}>
            {t.payNow}
          </Button>
        )}
        {/* Stays rendered once the balance is enough: an open top-up dialog then says what arrived and offers to pay. */}
        {!paid && support.renderTopUp({ dueVnd: due, onPay: () => setConfirming(true), payLabel: t.payNow })}
        <Link to={paths.order(order.code)} className={buttonClass(paid ? 'primary' : 'secondary')}>
          {t.viewOrder}
        </Link>
        {paid && (
          <Link to={paths.home} className={buttonClass('ghost')}>
            {t.continueShopping}
          </Link>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.payConfirmTitle}
        description={t.payConfirmBody(formatVnd(due), order.code)}
        confirmLabel={t.pay}
        onConfirm={() => pay.mutate()}
        busy={pay.isPending}
      />
    </section>
  );
}
