import { complaintsText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { formatDateTime } from '@/shared/lib/format-date';
import { Icon } from '@/shared/ui/icons';
import type { ComplaintDto, ComplaintStatus } from '../api/complaints-api';
import { deadlineLabel, deadlineState } from '../lib/deadline';

export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  return <span className={cx('complaint-status', `complaint-status--${status}`)}>{complaintsText.statuses[status]}</span>;
}

/** The response deadline (spec: created + the type's hours) and whether it is overdue. */
export function ComplaintDeadline({ complaint }: { complaint: ComplaintDto }) {
  const tone = deadlineState(complaint);
  return (
    <span className={cx('complaint-deadline', `complaint-deadline--${tone}`)} data-testid="complaint-deadline">
      <Icon name={tone === 'overdue' ? 'alert' : 'clock'} size={14} />
      {deadlineLabel(complaint, formatDateTime)}
    </span>
  );
}
