import { complaintsText } from '@kaimono/i18n';
import type { ComplaintDto } from '../api/complaints-api';

export type DeadlineTone = 'overdue' | 'answered' | 'closed' | 'due';

/** How the response deadline reads for the customer. */
export function deadlineState(c: Pick<ComplaintDto, 'overdue' | 'answered_at' | 'closed_at' | 'status'>): DeadlineTone {
  if (c.overdue) return 'overdue';
  if (c.answered_at) return 'answered';
  if (c.closed_at || c.status === 'withdrawn') return 'closed';
  return 'due';
}

export function deadlineLabel(c: Pick<ComplaintDto, 'overdue' | 'answered_at' | 'closed_at' | 'status' | 'deadline_at'>, format: (iso: string) => string): string {
  switch (deadlineState(c)) {
    case 'overdue':
      return `${complaintsText.overdue} (${format(c.deadline_at)})`;
    case 'answered':
      return complaintsText.answeredAt(format(c.answered_at!));
    case 'closed':
      return complaintsText.closedAt(format(c.closed_at ?? c.deadline_at));
    default:
      return complaintsText.deadlineBy(format(c.deadline_at));
  }
}
