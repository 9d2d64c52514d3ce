import { ordersWebText } from '@kaimono/i18n';

/** The order's state as a coloured pill; the server's Vietnamese label first. */
export function OrderStatusBadge({ status, label }: { status: string; label?: string | null }) {
  return (
    <span className={`order-status order-status--${status}`} data-status={status}>
      {label || ordersWebText.statuses[status] || status}
    </span>
  );
}
