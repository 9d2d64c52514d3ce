import { describe, expect, it } from 'vitest';
import { complaintStatuses } from '@kaimono/contracts';
import {
  canTransition,
  complaintTransitions,
  customerAbilities,
  deadlineFor,
  isClosed,
  isOverdue,
  nextStatuses,
  responseHours,
} from './complaints.transitions.ts';

describe('complaint transition table', () => {
  it('lets staff take, resolve, reject and reopen, and the customer only withdraw an open complaint', () => {
    expect(nextStatuses('open', 'staff').sort()).toEqual(['in_progress', 'rejected', 'resolved']);
    expect(nextStatuses('open', 'customer')).toEqual(['withdrawn']);
    expect(nextStatuses('in_progress', 'staff').sort()).toEqual(['rejected', 'resolved']);
    expect(nextStatuses('in_progress', 'customer')).toEqual([]);
    expect(nextStatuses('resolved', 'staff')).toEqual(['in_progress']);
    expect(nextStatuses('rejected', 'staff')).toEqual(['in_progress']);
    expect(nextStatuses('withdrawn', 'staff')).toEqual([]);
    expect(nextStatuses('withdrawn', 'customer')).toEqual([]);
  });

  it('refuses everything not in the table, including staying in the same state', () => {
    for (const from of complaintStatuses) {
      for (const to of complaintStatuses) {
        for (const by of ['customer', 'staff'] as const) {
          const listed = complaintTransitions.some((t) => t.from === from && t.to === to && t.by === by);
          expect(canTransition(from, to, by)).toBe(listed);
          if (from === to) expect(canTransition(from, to, by)).toBe(false);
        }
      }
    }
    expect(canTransition('open', 'resolved', 'customer')).toBe(false);
    expect(canTransition('in_progress', 'withdrawn', 'customer')).toBe(false);
    expect(canTransition('open', 'withdrawn', 'staff')).toBe(false);
  });

  it('treats resolved, rejected and withdrawn as closed', () => {
    expect(complaintStatuses.filter(isClosed)).toEqual(['resolved', 'rejected', 'withdrawn']);
  });
});

describe('response deadline', () => {
  const created = new Date('2026-03-01T00:00:00Z');

  it('is the filing time plus the hours of the type', () => {
    expect(deadlineFor('late_delivery', created).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(deadlineFor('seller_cancel', created).toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(Object.values(responseHours).every((h) => h > 0)).toBe(true);
  });

  it('is overdue only while unanswered and not closed', () => {
    const respondBy = deadlineFor('damaged', created);
    const after = new Date(respondBy.getTime() + 1);
    const before = new Date(respondBy.getTime() - 1);
    expect(isOverdue({ status: 'open', respondBy, answeredAt: null }, after)).toBe(true);
    expect(isOverdue({ status: 'open', respondBy, answeredAt: null }, before)).toBe(false);
    expect(isOverdue({ status: 'in_progress', respondBy, answeredAt: created }, after)).toBe(false);
    expect(isOverdue({ status: 'withdrawn', respondBy, answeredAt: null }, after)).toBe(false);
    expect(isOverdue({ status: 'resolved', respondBy, answeredAt: null }, after)).toBe(false);
  });
});

describe('customer abilities', () => {
  it('edits and withdraws only an open, unanswered complaint; discusses until it is closed', () => {
    expect(customerAbilities({ status: 'open', answeredAt: null })).toEqual({ can_edit: true, can_withdraw: true, can_discuss: true });
    expect(customerAbilities({ status: 'in_progress', answeredAt: new Date() })).toEqual({ can_edit: false, can_withdraw: false, can_discuss: true });
    expect(customerAbilities({ status: 'resolved', answeredAt: new Date() })).toEqual({ can_edit: false, can_withdraw: false, can_discuss: false });
  });
});
