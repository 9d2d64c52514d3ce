import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@kaimono/contracts';
import { ordersText } from '@kaimono/i18n';
import { canTransition, isFinal, nextStatuses, orderPath, orderTransitions, refundsPayments } from './orders.transitions.ts';

describe('order transitions', () => {
  it('follow the normal path step by step', () => {
    for (let i = 0; i + 1 < orderPath.length; i++) {
      const from = orderPath[i]!;
      const to = orderPath[i + 1]!;
      expect(orderTransitions.some((t) => t.from === from && t.to === to), `${from} → ${to}`).toBe(true);
    }
  });

  it('allow cancelling only before purchased, and a refund only by staff after a purchase started', () => {
    const cancellable = orderStatuses.filter((s) => orderTransitions.some((t) => t.from === s && t.to === 'cancelled'));
    expect(cancellable).toEqual(['waiting_quote', 'waiting_deposit', 'purchasing']);
    expect(canTransition('purchased', 'cancelled', 'staff')).toBe(false);
    expect(canTransition('purchasing', 'cancelled', 'customer')).toBe(true);
    expect(canTransition('purchased', 'refunded', 'staff')).toBe(true);
    expect(canTransition('purchased', 'refunded', 'customer')).toBe(false);
    expect(refundsPayments('cancelled') && refundsPayments('refunded')).toBe(true);
    expect(refundsPayments('delivered')).toBe(false);
  });

  it('leave the first payment to the system and receipt to the customer (or staff)', () => {
    expect(canTransition('waiting_deposit', 'purchasing', 'customer')).toBe(false);
    expect(canTransition('waiting_deposit', 'purchasing', 'staff')).toBe(false);
    expect(canTransition('waiting_deposit', 'purchasing', 'system')).toBe(true);
    expect(canTransition('delivering', 'delivered', 'customer')).toBe(true);
    expect(nextStatuses('at_vn_warehouse', 'customer')).toEqual([]);
  });

  it('have nothing after a final state, and a Vietnamese label for every state', () => {
    for (const status of orderStatuses) {
      expect(ordersText.statuses[status]).toMatch(/\S/);
      if (isFinal(status)) expect(orderTransitions.filter((t) => t.from === status)).toEqual([]);
    }
  });
});
