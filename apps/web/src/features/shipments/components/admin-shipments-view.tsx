import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { shipmentsAdminText, shipmentsText } from '@kaimono/i18n';
import { adminShipmentPath } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format-date';
import { useListUrl } from '@/shared/lib/use-list-url';
import { EmptyState } from '@/shared/ui/empty-state';
import { StaffList, UrlFilterBar, type StaffListColumn } from '@/shared/ui/staff-list';
import { getAdminShipments, shipmentsKeys, type AdminShipmentDto, type ShipmentStatus } from '../api/shipments-api';
import './shipments.css';

const t = shipmentsAdminText.list;
// The statuses in their order (from the catalogue: no zod on staff pages either).
const shipmentStatuses = Object.keys(shipmentsText.statuses) as ShipmentStatus[];
const SIZE = 50;
/** The list opens on the shipments waiting to be packed; `?status=all` lists every status. */
const DEFAULT_STATUS: ShipmentStatus = 'requested';
const ALL = 'all';

/** The status the URL asks for: a known status, null for all, the default when missing or unknown. */
function statusOf(param: string | null): ShipmentStatus | null {
  if (param === ALL) return null;
  return shipmentStatuses.find((s) => s === param) ?? DEFAULT_STATUS;
}

const columns: ReadonlyArray<StaffListColumn<AdminShipmentDto>> = [
  { key: 'code', header: t.columns.code, rowHeader: true, cell: (s) => <Link to={adminShipmentPath(s.id)}>{s.code}</Link> },
  { key: 'customer', header: t.columns.customer, cell: (s) => `${s.customer.full_name ?? '—'} (${s.customer.customer_no ?? '—'})` },
  { key: 'orders', header: t.columns.orders, cell: (s) => s.orders.map((o) => o.code).join(', ') },
  { key: 'stage', header: t.columns.stage, cell: (s) => s.stage_label },
  { key: 'updated', header: t.columns.updatedAt, cell: (s) => formatDateTime(s.updated_at) },
];

/**
 * /admin/shipments: every consolidated shipment by status, newest first; search by code or phone.
 * The status, the search and the page are in the URL (a reload or a shared link keeps them).
 */
export default function AdminShipmentsView() {
  const url = useListUrl();
  const navigate = useNavigate();
  const status = statusOf(url.get('status'));
  const search = url.get('q')?.trim().slice(0, 64) ?? '';
  const list = useQuery({
    queryKey: shipmentsKeys.adminList(status, search, url.page),
    queryFn: ({ signal }) => getAdminShipments({ status, search, page: url.page, size: SIZE }, signal),
    placeholderData: (previous) => previous,
  });
  const counts = list.data?.counts;
  return (
    <StaffList
      query={list}
      rows={(data) => data.results}
      rowKey={(s) => s.id}
      rowProps={(s) => ({ 'data-testid': 'admin-shipment-row', 'data-code': s.code })}
      onOpen={(s) => void navigate(adminShipmentPath(s.id))}
      columns={columns}
      count={(data) => t.count(data.pagination.total)}
      paging={(data) => ({ size: data.pagination.size || SIZE, total: data.pagination.total })}
      table={{ wrapClassName: 'shipments__wrap', className: 'shipments__table', label: t.tableLabel }}
      toolbar={
        <UrlFilterBar
          label={t.filtersLabel}
          selects={[
            {
              name: 'status',
              label: t.statusFilter,
              value: status ?? ALL,
              options: [{ value: ALL, label: t.all }, ...shipmentStatuses.map((s) => ({ value: s, label: `${shipmentsText.statuses[s]} (${counts?.[s] ?? 0})` }))],
            },
          ]}
          search={{ label: t.search, maxLength: 64 }}
          submitLabel={t.searchButton}
          clearLabel={t.clear}
        />
      }
      forbidden={(error) => error.message}
      empty={<EmptyState title={t.empty} icon="truck" />}
    />
  );
}
