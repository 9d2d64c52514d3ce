import { Link } from 'react-router';
import { pricingWebText, siteText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { buttonClass } from '@/shared/ui/button';
import { LoadFailed } from '@/shared/ui/empty-state';
import { MoneyText } from '@/shared/ui/money-text';
import { LoadingRegion, Skeleton, SkeletonText } from '@/shared/ui/skeleton';
import type { PriceList, PriceListRoute, PriceRule, WarehouseDto } from '../api/pricing-api';
import { usePriceList, usePriceRules, useWarehouses } from '../hooks/use-pricing';
import { extraPriceText, formatBps, formatKg, formatRateScaled, formatVnd } from '../lib/pricing-format';
import './pricing.css';

const t = pricingWebText.fees;
const common = pricingWebText.common;

function TiersTable({ tiers }: { tiers: PriceList['service_fee_tiers'] }) {
  const sorted = [...tiers].sort((a, b) => a.threshold_vnd - b.threshold_vnd);
  return (
    <div className="pricing-table-wrap">
      <table className="pricing-table" data-testid="fee-tiers">
        <thead>
          <tr>
            <th scope="col">{t.tierColumns.range}</th>
            <th scope="col">{t.tierColumns.fee}</th>
            <th scope="col">{t.tierColumns.minimum}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((tier, index) => {
            const next = sorted[index + 1];
            const from = formatVnd(tier.threshold_vnd);
            const range = !next ? t.tierFrom(from) : tier.threshold_vnd === 0 ? t.tierBelow(formatVnd(next.threshold_vnd)) : t.tierBetween(from, formatVnd(next.threshold_vnd));
            return (
              <tr key={tier.code}>
                <th scope="row">{range}</th>
                <td>{formatBps(tier.fee_bps)}</td>
                <td>{tier.min_fee_vnd > 0 ? <MoneyText amount={tier.min_fee_vnd} currency="VND" /> : common.noMinimum}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function RouteSection({ route }: { route: PriceListRoute }) {
  const weights = [...new Set(route.ship_modes.flatMap((mode) => mode.bands.map((band) => band.weight_g)))].sort((a, b) => a - b);
  const headingId = `fee-route-${route.code}`;
  return (
    <section className="pricing-route card" aria-labelledby={headingId} data-testid="fee-route">
      <h3 id={headingId} className="pricing-route__title">
        {route.name} <span className="pricing-badge">{route.code}</span>
        {route.is_default && <span className="pricing-badge pricing-badge--primary">{t.defaultRoute}</span>}
      </h3>
      {route.description && <p className="pricing-route__description">{route.description}</p>}
      {route.warehouse.name && <p className="muted">{t.routeWarehouse(route.warehouse.name, route.warehouse.address)}</p>}
      <div className="pricing-table-wrap">
        <table className="pricing-table">
          <thead>
            <tr>
              <th scope="col">{t.modeColumns.mode}</th>
              <th scope="col">{t.modeColumns.price}</th>
              <th scope="col">{t.modeColumns.minimum}</th>
              <th scope="col">{t.modeColumns.volumetric}</th>
              <th scope="col">{t.modeColumns.lead}</th>
            </tr>
          </thead>
          <tbody>
            {route.ship_modes.map((mode) => (
              <tr key={mode.code} data-testid="fee-mode">
                <th scope="row">{mode.name}</th>
                <td>{common.perKg(formatVnd(mode.price_per_kg_vnd))}</td>
                <td>{mode.min_weight_g > 0 ? common.kg(formatKg(mode.min_weight_g)) : common.noMinimum}</td>
                <td>{common.volumetric(String(mode.volumetric_divisor))}</td>
                <td>{common.leadDays(mode.lead_days_min, mode.lead_days_max)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {weights.length > 0 && (
        <div className="pricing-table-wrap">
          <table className="pricing-table pricing-table--bands">
            <caption>{t.bandsCaption(route.name)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.bandWeight}</th>
                {weights.map((weight) => (
                  <th scope="col" key={weight} className="pricing-table__num">
                    {common.kg(formatKg(weight))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {route.ship_modes.map((mode) => (
                <tr key={mode.code}>
                  <th scope="row">{mode.name}</th>
                  {weights.map((weight) => {
                    const band = mode.bands.find((b) => b.weight_g === weight);
                    return (
                      <td key={weight} className="pricing-table__num">
                        {band ? <MoneyText amount={band.amount_vnd} currency="VND" /> : '—'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Warehouses({ warehouses }: { warehouses: WarehouseDto[] }) {
  const active = warehouses.filter((w) => w.active);
  if (active.length === 0) return null;
  return (
    <section className="pricing-section" aria-labelledby="fees-warehouses">
      <h2 id="fees-warehouses">{t.warehousesTitle}</h2>
      <p>{t.warehousesBody}</p>
      <ul className="pricing-warehouses">
        {active.map((warehouse) => (
          <li key={warehouse.id} className="card" data-testid="fee-warehouse">
            <p className="pricing-warehouses__name">
              {warehouse.name} <span className="pricing-badge">{t.warehouseCountry[warehouse.country]}</span>
            </p>
            <p>{warehouse.address}</p>
            {warehouse.phone && <p className="muted">{t.warehousePhone(warehouse.phone)}</p>}
            {warehouse.note && <p className="muted">{warehouse.note}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One published rule: its statement with the live numbers, and its worked examples line by line. */
function RuleSection({ rule }: { rule: PriceRule }) {
  const headingId = `fee-rule-${rule.code}`;
  return (
    <section className="pricing-rule card" aria-labelledby={headingId} data-testid="fee-rule" data-rule={rule.code}>
      <h3 id={headingId} className="pricing-route__title">
        {rule.title}
      </h3>
      {rule.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {rule.examples.map((example) => (
        <div className="pricing-table-wrap" key={example.title}>
          <table className="pricing-table pricing-table--example" data-testid="fee-rule-example">
            <caption>{t.exampleCaption(example.title)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.exampleColumns.item}</th>
                <th scope="col">{t.exampleColumns.formula}</th>
                <th scope="col" className="pricing-table__num">
                  {t.exampleColumns.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {example.lines.map((line, index) => (
                <tr key={`${line.label}-${index}`}>
                  <th scope="row">{line.label}</th>
                  <td>{line.formula}</td>
                  <td className="pricing-table__num">
                    <MoneyText amount={line.amount_vnd} currency="VND" />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {example.result_label}
                </th>
                <td className="pricing-table__num">
                  <strong>
                    <MoneyText amount={example.result_vnd} currency="VND" />
                  </strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ))}
    </section>
  );
}

/** Every rule the calculator applies (GET /api/price-service/rules): the page states them from the same data. */
function RulesSection() {
  const rules = usePriceRules();
  return (
    <section className="pricing-section" aria-labelledby="fees-how" data-testid="fee-rules">
      <h2 id="fees-how">{t.rulesTitle}</h2>
      <p>{t.rulesLead}</p>
      {rules.isPending ? (
        <LoadingRegion label={t.rulesLoading}>
          <SkeletonText lines={4} />
        </LoadingRegion>
      ) : rules.isError ? (
        <LoadFailed onRetry={() => void rules.refetch()} retrying={rules.isFetching} />
      ) : (
        rules.data.rules.map((rule) => <RuleSection key={rule.code} rule={rule} />)
      )}
    </section>
  );
}

function ScheduleSkeleton() {
  return (
    <LoadingRegion label={t.loading}>
      <div className="pricing-skeleton">
        <Skeleton height={28} width="40%" />
        <SkeletonText lines={3} />
        <Skeleton height={160} radius={10} />
        <Skeleton height={160} radius={10} />
      </div>
    </LoadingRegion>
  );
}

/** /page/bieu-phi: the live fee schedule, read from the pricing module (the same numbers every calculation uses). */
export default function FeeScheduleView() {
  const list = usePriceList();
  const warehouses = useWarehouses();
  if (list.isPending) return <ScheduleSkeleton />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const data = list.data;
  const extras = data.extras.filter((extra) => extra.active);
  return (
    <div className="pricing-schedule" data-testid="fee-schedule">
      <p className="pricing-rate" data-testid="fee-rate">
        <strong>{t.rateTitle}:</strong> {common.rate(formatRateScaled(data.rate))}.
      </p>

      <section className="pricing-section" aria-labelledby="fees-routes">
        <h2 id="fees-routes">{t.routesTitle}</h2>
        {data.routes.length === 0 ? <p className="notice">{t.noRoutes}</p> : data.routes.map((route) => <RouteSection key={route._id} route={route} />)}
      </section>

      <section className="pricing-section" aria-labelledby="fees-tiers">
        <h2 id="fees-tiers">{t.tiersTitle}</h2>
        <TiersTable tiers={data.service_fee_tiers} />
      </section>

      {data.site_taxes.length > 0 && (
        <section className="pricing-section" aria-labelledby="fees-tax">
          <h2 id="fees-tax">{t.taxTitle}</h2>
          <div className="pricing-table-wrap">
            <table className="pricing-table">
              <thead>
                <tr>
                  <th scope="col">{t.taxColumns.site}</th>
                  <th scope="col">{t.taxColumns.tax}</th>
                </tr>
              </thead>
              <tbody>
                {data.site_taxes.map((tax) => (
                  <tr key={tax.site}>
                    <th scope="row">{siteText[tax.site].name}</th>
                    <td>{formatBps(tax.tax_bps)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {data.size_classes.length > 0 && (
        <section className="pricing-section" aria-labelledby="fees-sizes">
          <h2 id="fees-sizes">{t.sizeTitle}</h2>
          <div className="pricing-table-wrap">
            <table className="pricing-table">
              <thead>
                <tr>
                  <th scope="col">{t.sizeColumns.size}</th>
                  <th scope="col">{t.sizeColumns.maxSum}</th>
                  <th scope="col">{t.sizeColumns.maxWeight}</th>
                  <th scope="col" className="pricing-table__num">
                    {t.sizeColumns.price}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.size_classes.map((size) => (
                  <tr key={size.code}>
                    <th scope="row">{size.label}</th>
                    <td>{t.cm(String(size.max_sum_cm))}</td>
                    <td>{common.kg(formatKg(size.max_weight_g))}</td>
                    <td className="pricing-table__num">
                      <MoneyText amount={size.price_jpy} currency="JPY" /> <span className="muted">(≈ {formatVnd(size.price_vnd)})</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <section className="pricing-section" aria-labelledby="fees-extras">
        <h2 id="fees-extras">{t.extrasTitle}</h2>
        {extras.length === 0 ? (
          <p className="muted">{t.noExtras}</p>
        ) : (
          <div className="pricing-table-wrap">
            <table className="pricing-table" data-testid="fee-extras">
              <thead>
                <tr>
                  <th scope="col">{t.extrasColumns.name}</th>
                  <th scope="col">{t.extrasColumns.price}</th>
                  <th scope="col">{t.extrasColumns.stage}</th>
                  <th scope="col">{t.extrasColumns.description}</th>
                </tr>
              </thead>
              <tbody>
                {extras.map((extra) => (
                  <tr key={extra.code}>
                    <th scope="row">{extra.name}</th>
                    <td>{extraPriceText(extra)}</td>
                    <td>{t.stage[extra.payment_stage]}</td>
                    <td>{extra.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {warehouses.data && <Warehouses warehouses={warehouses.data} />}

      <RulesSection />

      <section className="pricing-cta card" aria-labelledby="fees-cta">
        <h2 id="fees-cta">{t.estimateCta}</h2>
        <Link to={paths.page.priceEstimate} className={buttonClass('primary')}>
          {t.estimateLink}
        </Link>
      </section>
    </div>
  );
}
