import { useState } from 'react';
import { Link } from 'react-router';
import { billsAdminText } from '@kaimono/i18n';
import { exchangeRate, formatRate } from '@kaimono/money';
import { ApiError, errorText } from '@/shared/api/http';
import { adminOrderPath, paths } from '@/shared/config/paths';
import { formatDate, formatDateTime } from '@/shared/lib/format-date';
import { Button, buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { MoneyText } from '@/shared/ui/money-text';
import { ProductTitle } from '@/shared/ui/product-title';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import type { AdminBillDto } from '../api/bills-admin-api';
import { useAdminBill } from '../hooks/use-admin-bills';
import { weightText } from '../lib/admin-bill-rules';
import { CancelBillDialog } from './cancel-bill-dialog';
import './bills.css';
import './admin-bills.css';

const t = billsAdminText.detail;


function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="admin-bill__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function sizeText(parcel: AdminBillDto['parcels'][number]): string {
  const sides = [parcel.length_cm, parcel.width_cm, parcel.height_cm];
  return sides.every((side) => side === null) ? t.none : sides.map((side) => (side === null ? '–' : String(side))).join(' × ') + ' cm';
}

/** /admin/bills/{id}: one bill with its lines, parcels, orders and customer; cancel while unpaid. */
export default function AdminBillDetail({ id }: { id: string }) {
  const bill = useAdminBill(id);
  const [cancelling, setCancelling] = useState(false);

  if (bill.isPending) {
    return (
      <LoadingRegion>
        <div className="admin-bill">
          <Skeleton height={96} radius={10} />
          <Skeleton height={220} radius={10} />
        </div>
      </LoadingRegion>
    );
  }
  if (bill.isError) {
    if (bill.error instanceof ApiError && bill.error.status === 404) {
      return (
        <EmptyState
          icon="receipt"
          headingLevel={2}
          title={t.notFound}
          description={t.notFoundBody}
          action={
            <Link to={paths.admin.bills} className={buttonClass('secondary')}>
              {t.back}
            </Link>
          }
        />
      );
    }
    return <EmptyState icon="alert" headingLevel={2} title={errorText(bill.error)} onRetry={() => void bill.refetch()} retrying={bill.isFetching} />;
  }

  const data = bill.data;
  const dates: Array<[string, string]> = [[t.createdAt, formatDateTime(data.created_at)]];
  if (data.status === 'unpaid' && data.due_at) dates.push([t.dueAt, formatDate(data.due_at)]);
  if (data.paid_at) dates.push([t.paidAt, formatDateTime(data.paid_at)]);
  if (data.cancelled_at) dates.push([t.cancelledAt, formatDateTime(data.cancelled_at)]);

  return (
    <div className="admin-bill" data-testid="admin-bill-detail">
      <p className="admin-page__back">
        <Link to={paths.admin.bills}>← {t.back}</Link>
      </p>
      <section className="admin-bill__card card" aria-labelledby="admin-bill-code">
        <div className="admin-bill__head">
          <h2 id="admin-bill-code">{t.title(data.code)}</h2>
          <span className={`bill-status bill-status--${data.status}`} data-testid="admin-bill-status">
            {data.status_label}
          </span>
          <strong>
            <MoneyText amount={data.amount_vnd} currency="VND" />
          </strong>
        </div>
        <Facts
          rows={[
            ...dates,
            [t.route, [data.route_name ?? data.route_code, data.ship_mode_name ?? data.ship_mode].filter(Boolean).join(' · ') || t.none],
            [t.weight, weightText(data.weight_g)],
            [t.chargeable, weightText(data.chargeable_weight_g)],
            [t.rate, data.rate_scaled > 0 ? formatRate(exchangeRate(data.rate_scaled)) : t.none],
          ]}
        />
        {data.status === 'unpaid' && (
          <div>
            <Button variant="danger" aria-label={billsAdminText.cancel.buttonLabel(data.code)} onClick={() => setCancelling(true)}>
              {billsAdminText.cancel.button}
            </Button>
          </div>
        )}
      </section>

      <div className="admin-bill__grid">
        <section className="admin-bill__card card" aria-labelledby="admin-bill-lines">
          <h2 id="admin-bill-lines">{t.linesTitle}</h2>
          <dl className="admin-bill__lines" aria-label={t.linesLabel}>
            {data.lines.map((line, i) => (
              <div key={`${line.code}-${i}`}>
                <dt>
                  {line.label}
                  {line.note ? <span className="muted bills-sub">{line.note}</span> : null}
                </dt>
                <dd>
                  <MoneyText amount={line.amount_vnd} currency="VND" />
                </dd>
              </div>
            ))}
            <div className="admin-bill__total">
              <dt>{t.total}</dt>
              <dd>
                <MoneyText amount={data.amount_vnd} currency="VND" />
              </dd>
            </div>
          </dl>
        </section>

        <section className="admin-bill__card card" aria-labelledby="admin-bill-customer">
          <h2 id="admin-bill-customer">{t.customerTitle}</h2>
          <Facts
            rows={[
              [t.customerName, data.customer.full_name || t.none],
              [t.customerNo, data.customer.customer_no || t.none],
              [t.customerPhone, data.customer.phone || t.none],
              [t.address, data.address ? [data.address.receiver_name, data.address.phone, data.address.full_address].filter(Boolean).join(' · ') : t.none],
            ]}
          />
          <h2>{t.ordersTitle}</h2>
          <ul className="admin-bill__orders">
            {data.orders.map((order) => (
              <li key={order.id}>
                <Link to={adminOrderPath(order.id)} aria-label={t.viewOrder(order.code)}>
                  {order.code}
                </Link>
                {': '}
                <MoneyText amount={order.amount_vnd} currency="VND" />
                {order.items.map((item, i) => (
                  <div key={i} className="admin-bill__item">
                    <ProductTitle original={item.name} vietnamese={item.name_vi} /> × {item.qty}
                  </div>
                ))}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className="admin-bill__card card" aria-labelledby="admin-bill-parcels">
        <h2 id="admin-bill-parcels">{t.parcelsTitle}</h2>
        {data.parcels.length === 0 ? (
          <p className="muted">{t.none}</p>
        ) : (
          <div className="bills-table-wrap">
            <table className="bills-table" aria-label={t.parcelsLabel}>
              <thead>
                <tr>
                  <th scope="col">{t.parcelOrder}</th>
                  <th scope="col">{t.parcelWeight}</th>
                  <th scope="col">{t.parcelSize}</th>
                  <th scope="col">{t.chargeable}</th>
                  <th scope="col">{t.parcelNote}</th>
                  <th scope="col">{t.parcelAt}</th>
                </tr>
              </thead>
              <tbody>
                {data.parcels.map((parcel) => (
                  <tr key={parcel.id} data-testid="admin-bill-parcel">
                    <td data-label={t.parcelOrder}>{parcel.order_code}</td>
                    <td data-label={t.parcelWeight}>{weightText(parcel.weight_g)}</td>
                    <td data-label={t.parcelSize}>{sizeText(parcel)}</td>
                    <td data-label={t.chargeable}>{weightText(parcel.chargeable_weight_g)}</td>
                    <td data-label={t.parcelNote}>{parcel.note}</td>
                    <td data-label={t.parcelAt}>{formatDateTime(parcel.recorded_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <CancelBillDialog bill={cancelling ? data : null} onClose={() => setCancelling(false)} />
    </div>
  );
}
