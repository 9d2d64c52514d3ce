import { pricingWebText } from '@kaimono/i18n';
import { MoneyText } from '@/shared/ui/money-text';
import type { PriceCalcResponse } from '../api/pricing-api';
import { formatKg, formatRateScaled } from '../lib/pricing-format';

const t = pricingWebText;

/** The breakdown of an estimate: one table per group (only groups with lines), then both payments and the total. */
export function PriceBreakdown({ result }: { result: PriceCalcResponse }) {
  return (
    <div className="pricing-breakdown" data-testid="price-breakdown">
      {result.calc_error && (
        <p className="notice pricing-breakdown__problem" role="alert">
          <strong>{t.breakdown.problem}:</strong> {result.calc_error}
        </p>
      )}
      {result.details.map((group) => (
        <section key={group.code} className="pricing-group" aria-labelledby={`pricing-group-${group.code}`} data-testid={`price-group-${group.code}`}>
          <h3 id={`pricing-group-${group.code}`} className="pricing-group__title">
            {group.title}
          </h3>
          <table className="pricing-table pricing-table--lines">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t.breakdown.columns.item}</th>
                <th scope="col">{t.breakdown.columns.jpy}</th>
                <th scope="col">{t.breakdown.columns.vnd}</th>
              </tr>
            </thead>
            <tbody>
              {group.lines.map((line, index) => (
                <tr key={`${line.code}-${index}`}>
                  <th scope="row">
                    {line.label}
                    {line.note && <span className="pricing-line__note">{line.note}</span>}
                  </th>
                  <td className="pricing-table__num pricing-table__jpy">{line.amount_jpy != null && <MoneyText amount={line.amount_jpy} currency="JPY" />}</td>
                  <td className="pricing-table__num">
                    <MoneyText amount={line.amount_vnd} currency="VND" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <dl className="pricing-totals">
        <div>
          <dt>{t.breakdown.firstPayment}</dt>
          <dd data-testid="first-payment">
            <MoneyText amount={result.payment.first_payment} currency="VND" />
          </dd>
        </div>
        <div>
          <dt>{t.breakdown.secondPayment}</dt>
          <dd data-testid="second-payment">
            <MoneyText amount={result.payment.second_payment} currency="VND" />
          </dd>
        </div>
        <div className="pricing-totals__total">
          <dt>{t.breakdown.total}</dt>
          <dd data-testid="total-vnd">
            <MoneyText amount={result.total_vnd} currency="VND" />
          </dd>
        </div>
      </dl>
      <p className="muted pricing-breakdown__meta">
        {result.chargeable_weight_g > 0 && <span>{t.breakdown.chargeableWeight(formatKg(result.chargeable_weight_g))}. </span>}
        <span>{t.common.rate(formatRateScaled(result.rate))}.</span>
      </p>
    </div>
  );
}
