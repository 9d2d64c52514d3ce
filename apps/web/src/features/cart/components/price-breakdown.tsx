import type { OrderPriceGroup } from '@kaimono/contracts';
import { cartWebText } from '@kaimono/i18n';
import { CalcDetails } from '@/shared/ui/calc-details';
import { Icon } from '@/shared/ui/icons';
import { MoneyText } from '@/shared/ui/money-text';
import { rateText } from '../lib/rate';

const t = cartWebText.breakdown;

export interface PriceBreakdownProps {
  details: readonly OrderPriceGroup[];
  firstPaymentVnd: number;
  secondPaymentVnd: number;
  totalVnd: number;
  /** VND per JPY × 10,000. */
  rate: number;
  calcError?: string | null;
}

/** The full breakdown of a quote: each group with its lines, then first payment now, second payment later, total. */
export function PriceBreakdown({ details, firstPaymentVnd, secondPaymentVnd, totalVnd, rate, calcError }: PriceBreakdownProps) {
  return (
    <div className="price-breakdown" aria-label={t.label} role="group" data-testid="price-breakdown">
      {details.map((group) => (
        <section key={group.code} className="price-breakdown__group" aria-labelledby={`pb-${group.code}`}>
          <h3 id={`pb-${group.code}`} className="price-breakdown__title">
            {group.title}
          </h3>
          <dl className="price-breakdown__lines">
            {group.lines.map((line, index) => (
              <div key={`${line.code}-${index}`} className="price-breakdown__line">
                <dt>
                  {line.label}
                  {line.note && <span className="price-breakdown__note">{line.note}</span>}
                </dt>
                <dd>
                  <MoneyText amount={line.amount_vnd} currency="VND" />
                  {line.amount_jpy != null && line.amount_jpy !== 0 && (
                    <span className="price-breakdown__jpy">
                      <MoneyText amount={line.amount_jpy} currency="JPY" />
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <dl className="price-breakdown__payments">
        <div className="price-breakdown__payment price-breakdown__payment--first">
          <dt>
            {t.firstPayment}
            <span className="price-breakdown__note">{t.firstPaymentHint}</span>
          </dt>
          <dd data-testid="quote-first-payment">
            <MoneyText amount={firstPaymentVnd} currency="VND" />
          </dd>
        </div>
        <div className="price-breakdown__payment">
          <dt>
            {t.secondPayment}
            <span className="price-breakdown__note">{t.secondPaymentHint}</span>
          </dt>
          <dd data-testid="quote-second-payment">
            <MoneyText amount={secondPaymentVnd} currency="VND" />
          </dd>
        </div>
        <div className="price-breakdown__payment price-breakdown__payment--total">
          <dt>{t.total}</dt>
          <dd data-testid="quote-total">
            <MoneyText amount={totalVnd} currency="VND" />
          </dd>
        </div>
      </dl>
      <CalcDetails groups={details} rateScaled={rate} totals={[
          { label: t.firstPayment, amountVnd: firstPaymentVnd },
          { label: t.secondPayment, amountVnd: secondPaymentVnd },
          { label: t.total, amountVnd: totalVnd },
        ]} testId="quote-calc" />
      <p className="price-breakdown__rate muted">{t.rate(rateText(rate))}</p>
      {calcError && (
        <p className="price-breakdown__error" role="note">
          <Icon name="alert" size={16} /> <strong>{t.calcError}:</strong> {calcError}
        </p>
      )}
    </div>
  );
}
