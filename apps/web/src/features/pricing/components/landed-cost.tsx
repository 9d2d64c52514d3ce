import { Link } from 'react-router';
import type { SiteCode } from '@kaimono/contracts';
import { pricingWebText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { Icon } from '@/shared/ui/icons';
import { MoneyText } from '@/shared/ui/money-text';
import { Skeleton } from '@/shared/ui/skeleton';
import { useLandedCost } from '../hooks/use-pricing';
import { formatRateScaled } from '../lib/pricing-format';
import './landed-cost.css';

const t = pricingWebText.landed;

function Range({ min, max }: { min: number; max: number }) {
  if (min === max) return <MoneyText amount={min} currency="VND" />;
  return (
    <>
      <MoneyText amount={min} currency="VND" /> – <MoneyText amount={max} currency="VND" />
    </>
  );
}

/** The estimator with this product filled in (Mercari Shops products carry type=mers). */
export function estimateHref(site: SiteCode, code: string, type?: string | null): string {
  return `${paths.page.priceEstimate}?${new URLSearchParams({ site, code, ...(type ? { type } : {}) }).toString()}`;
}

/**
 * The item page's landed cost: what the product will likely cost delivered to Vietnam, in đồng,
 * from the cheapest to the dearest shipping (GET /api/price-service/landed-cost/{site}/{code}).
 */
export function LandedCost({ site, code, type = null }: { site: SiteCode; code: string; type?: string | null }) {
  const query = useLandedCost(site, code);
  return (
    <section className="landed-cost" aria-labelledby="landed-cost-title" data-testid="landed-cost" aria-busy={query.isPending || undefined}>
      <h2 id="landed-cost-title" className="landed-cost__title">
        <Icon name="calculator" size={18} /> {t.title}
      </h2>
      {query.isPending ? (
        <p className="landed-cost__loading">
          <span className="sr-only">{t.loading}</span>
          <Skeleton height={28} width="70%" />
        </p>
      ) : query.isError ? (
        <p className="muted">{t.unavailable}</p>
      ) : (
        <>
          <p className="landed-cost__range" data-testid="landed-cost-range">
            <Range min={query.data.min_vnd} max={query.data.max_vnd} />
          </p>
          <p className="landed-cost__note">{t.note}</p>
          {query.data.lines.length > 0 && (
            <details className="landed-cost__details">
              <summary>{t.details}</summary>
              <dl className="landed-cost__lines">
                {query.data.lines.map((line) => (
                  <div key={line.code}>
                    <dt>
                      {line.label}
                      {line.note && <span className="landed-cost__line-note">{line.note}</span>}
                    </dt>
                    <dd>
                      <Range min={line.min_vnd} max={line.max_vnd} />
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="landed-cost__rate">{pricingWebText.common.rate(formatRateScaled(query.data.rate))}</p>
            </details>
          )}
        </>
      )}
      <p className="landed-cost__link">
        <Link to={estimateHref(site, code, type)}>{t.estimateLink}</Link>
      </p>
    </section>
  );
}
