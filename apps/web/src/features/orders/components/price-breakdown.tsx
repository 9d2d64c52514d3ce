import { ordersWebText } from '@kaimono/i18n';
import { CalcDetails } from '@/shared/ui/calc-details';
import type { OrderDto } from '../api/orders-api';
import { firstPaymentOwed, jpyText, secondPaymentOwed, vndText } from '../lib/order-rules';

const t = ordersWebText.detail;

/** The price groups of the order (goods, Japan, service, extras, international, discount) and the two payments. */
export function PriceBreakdown({ order }: { order: OrderDto }) {
  const billed = order.second_payment_due_vnd > 0;
  const owed = secondPaymentOwed(order);
  const firstOwed = firstPaymentOwed(order);
  const remaining = firstOwed + owed;
  return (
    <section className="order-card card" aria-labelledby="order-price-title">
      <h2 id="order-price-title" className="order-card__title">
        {t.priceTitle}
      </h2>
      <div className="order-price" aria-label={t.priceLabel} role="group">
        {order.price.details.map((group) => (
          <div key={group.code} className="order-price__group">
            <h3 className="order-price__group-title">{group.title}</h3>
            <dl className="order-price__lines">
              {group.lines.map((line, i) => (
                <div key={`${line.code}-${i}`} className="order-price__line">
                  <dt>
                    {line.label}
                    {line.note ? <span className="order-price__note">{line.note}</span> : null}
                  </dt>
                  <dd>
                    {line.amount_jpy != null && line.amount_jpy !== 0 ? <span className="order-price__jpy">{jpyText(line.amount_jpy)}</span> : null}
                    {vndText(line.amount_vnd)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      <dl className="order-price__summary">
        <div className="order-price__line order-price__line--strong" data-testid="order-first-payment">
          <dt>
            {t.firstPayment}
            <span className="order-price__note">{t.firstPaymentHint}</span>
          </dt>
          <dd>{vndText(order.price.first_payment)}</dd>
        </div>
        <div className="order-price__line order-price__line--strong" data-testid="order-second-payment">
          <dt>
            {billed ? t.secondPaymentDue : t.secondPayment}
            {!billed && <span className="order-price__note">{t.secondPaymentEstimate}</span>}
          </dt>
          <dd>{vndText(billed ? order.second_payment_due_vnd : order.price.second_payment)}</dd>
        </div>
        {order.price.discount_vnd > 0 && (
          <div className="order-price__line">
            <dt>{t.discount}</dt>
            <dd>-{vndText(order.price.discount_vnd)}</dd>
          </div>
        )}
        <div className="order-price__line order-price__line--total" data-testid="order-total">
          <dt>{t.total}</dt>
          <dd>{vndText(billed ? order.price.first_payment + order.second_payment_due_vnd : order.price.total_vnd)}</dd>
        </div>
        <div className="order-price__line" data-testid="order-paid">
          <dt>{t.paid}</dt>
          <dd>{vndText(order.paid_vnd)}</dd>
        </div>
        {order.refunded_vnd > 0 && (
          <div className="order-price__line" data-testid="order-refunded">
            <dt>{t.refunded}</dt>
            <dd>{vndText(order.refunded_vnd)}</dd>
          </div>
        )}
        {remaining > 0 && (
          <div className="order-price__line order-price__line--due" data-testid="order-remaining">
            <dt>{t.remaining}</dt>
            <dd>{vndText(remaining)}</dd>
          </div>
        )}
      </dl>
      <CalcDetails groups={order.price.details} rateScaled={order.rate} totals={[
          { label: t.firstPayment, amountVnd: order.price.first_payment },
          { label: t.secondPayment, amountVnd: order.price.second_payment },
          { label: t.total, amountVnd: order.price.total_vnd },
        ]} testId="order-calc" />
    </section>
  );
}
