import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { shipmentsAdminText, shipmentsText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { adminShipmentPath } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format-date';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { getAdminShipments, shipmentsKeys, type ShipmentStatus } from '../api/shipments-api';
import './shipments.css';

const t = shipmentsAdminText.list;
// The statuses in their order (from the catalogue: no zod on staff pages either).
const shipmentStatuses = Object.keys(shipmentsText.statuses) as ShipmentStatus[];

/** /admin/shipments: every consolidated shipment by status, newest first; search by code or phone. */
export default function AdminShipmentsView() {
  const [status, setStatus] = useState<string | null>('requested');
  const [search, setSearch] = useState('');
  const list = useQuery({
    queryKey: shipmentsKeys.adminList(status, search),
    queryFn: ({ signal }) => getAdminShipments(status, search, signal),
    placeholderData: (previous) => previous,
  });
  return (
    <section className="shipments">
      <div className="shipments__filters" role="group" aria-label={shipmentsText.stages.requested}>
        <button type="button" aria-pressed={status === null} onClick={() => setStatus(null)}>
          {t.all}
        </button>
        {shipmentStatuses.map((s) => (
          <button key={s} type="button" aria-pressed={status === s} onClick={() => setStatus(s)}>
            {shipmentsText.statuses[s]} ({list.data?.counts[s] ?? 0})
          </button>
        ))}
        <input type="search" aria-label={t.search} placeholder={t.search} value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {list.isPending ? (
        <LoadingRegion>
          <Skeleton height={160} radius={10} />
        </LoadingRegion>
      ) : list.isError ? (
        <p role="alert">{errorText(list.error)}</p>
      ) : list.data.results.length === 0 ? (
        <EmptyState title={t.empty} icon="truck" />
      ) : (
        <table className="shipments__table">
          <tbody>
            {list.data.results.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={adminShipmentPath(s.id)}>{s.code}</Link>
                </td>
                <td>
                  {t.customer}: {s.customer.full_name} ({s.customer.customer_no})
                </td>
                <td>{s.orders.map((o) => o.code).join(', ')}</td>
                <td>{s.stage_label}</td>
                <td>{formatDateTime(s.updated_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
