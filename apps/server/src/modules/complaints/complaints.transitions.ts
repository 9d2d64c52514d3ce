import type { ComplaintStatus, ComplaintTypeCode } from '@kaimono/contracts';

/** Who changes a complaint: the customer who filed it, or staff (admins) through the admin API. */
export type ComplaintActor = 'customer' | 'staff';

export interface ComplaintTransition {
  from: ComplaintStatus;
  to: ComplaintStatus;
  by: ComplaintActor;
}

/**
 * Every allowed state change, with who may make it (DESIGN.md §6: one table per entity).
 * open → in_progress → resolved | rejected; the customer may withdraw while it is still open and
 * unanswered; staff may reopen a decided complaint.
 */
export const complaintTransitions: readonly ComplaintTransition[] = [
  { from: 'open', to: 'in_progress', by: 'staff' },
  { from: 'open', to: 'resolved', by: 'staff' },
  { from: 'open', to: 'rejected', by: 'staff' },
  { from: 'open', to: 'withdrawn', by: 'customer' },
  { from: 'in_progress', to: 'resolved', by: 'staff' },
  { from: 'in_progress', to: 'rejected', by: 'staff' },
  { from: 'resolved', to: 'in_progress', by: 'staff' },
  { from: 'rejected', to: 'in_progress', by: 'staff' },
];

export function canTransition(from: ComplaintStatus, to: ComplaintStatus, by: ComplaintActor): boolean {
  return complaintTransitions.some((t) => t.from === from && t.to === to && t.by === by);
}

export function nextStatuses(from: ComplaintStatus, by: ComplaintActor): ComplaintStatus[] {
  return complaintTransitions.filter((t) => t.from === from && t.by === by).map((t) => t.to);
}

/** Closed: no more messages, edits or deadline. */
export function isClosed(status: ComplaintStatus): boolean {
  return status === 'resolved' || status === 'rejected' || status === 'withdrawn';
}

/** Hours within which staff answer, by type (shown to the customer as a deadline). */
export const responseHours: Record<ComplaintTypeCode, number> = {
  wrong_item: 48,
  damaged: 48,
  missing: 48,
  late_delivery: 24,
  wrong_charge: 24,
  seller_cancel: 72,
  other: 72,
};

export function deadlineFor(type: ComplaintTypeCode, createdAt: Date): Date {
  return new Date(createdAt.getTime() + responseHours[type] * 3_600_000);
}

/** Overdue: staff have not answered yet, the complaint is still open for work, and the deadline passed. */
export function isOverdue(c: { status: ComplaintStatus; respondBy: Date; answeredAt: Date | null }, now: Date): boolean {
  return c.answeredAt === null && !isClosed(c.status) && now.getTime() > c.respondBy.getTime();
}

/** What the customer may still do with their complaint. */
export function customerAbilities(c: { status: ComplaintStatus; answeredAt: Date | null }) {
  return {
    can_edit: c.status === 'open' && c.answeredAt === null,
    can_withdraw: canTransition(c.status, 'withdrawn', 'customer') && c.answeredAt === null,
    can_discuss: !isClosed(c.status),
  };
}
