import { describe, expect, it } from 'vitest';
import { desiredPriceStatusCodes as S } from '@kaimono/contracts';
import { canTransition, customerAbilities, desiredPriceTransitions, isOpen, nextStatuses, priceEditable } from './desired-price.transitions.ts';
import { priceProblem, priceRange } from './desired-price.service.ts';

describe('desired-price transitions', () => {
  it('has no duplicate rows and only known statuses', () => {
    const keys = desiredPriceTransitions.map((t) => `${t.from}>${t.to}:${t.by}`);
    expect(new Set(keys).size).toBe(keys.length);
    const known = new Set<number>(Object.values(S));
    expect(desiredPriceTransitions.every((t) => known.has(t.from) && known.has(t.to) && t.from !== t.to)).toBe(true);
  });

  it('cancelled, refused and ordered are final', () => {
    for (const final of [S.cancelled, S.refused, S.ordered]) {
      for (const by of ['customer', 'staff', 'system'] as const) expect(nextStatuses(final, by)).toEqual([]);
      expect(isOpen(final)).toBe(false);
      expect(customerAbilities({ status: final })).toEqual({ can_edit: false, can_cancel: false, can_accept_counter: false, can_order: false });
    }
  });

  it('the customer cancels an open request, accepts a counter price and orders an agreed one', () => {
    expect(nextStatuses(S.waiting, 'customer')).toEqual([S.cancelled]);
    expect(nextStatuses(S.countered, 'customer').sort()).toEqual([S.cancelled, S.waiting, S.accepted].sort());
    expect(nextStatuses(S.accepted, 'customer').sort()).toEqual([S.cancelled, S.ordered].sort());
    expect(canTransition(S.waiting, S.negotiating, 'customer')).toBe(false);
    expect(canTransition(S.negotiating, S.accepted, 'customer')).toBe(false);
    expect(customerAbilities({ status: S.countered })).toMatchObject({ can_accept_counter: true, can_order: false });
    expect(customerAbilities({ status: S.accepted })).toMatchObject({ can_accept_counter: false, can_order: true, can_edit: true });
  });

  it('only staff record the seller’s answer; the system may only order', () => {
    for (const to of [S.accepted, S.refused, S.countered]) expect(canTransition(S.negotiating, to, 'staff')).toBe(true);
    expect(desiredPriceTransitions.filter((t) => t.by === 'system')).toEqual([expect.objectContaining({ from: S.accepted, to: S.ordered })]);
  });

  it('the price may change only before it is agreed', () => {
    expect([S.waiting, S.negotiating, S.countered].every(priceEditable)).toBe(true);
    expect([S.accepted, S.ordered, S.cancelled, S.refused].some(priceEditable)).toBe(false);
  });
});

describe('the asking range', () => {
  it('is 50 % (rounded up) to one yen below the current price', () => {
    expect(priceRange(1000)).toEqual({ min: 500, max: 999 });
    expect(priceRange(999)).toEqual({ min: 500, max: 998 });
    expect(priceRange(2)).toEqual({ min: 1, max: 1 });
  });

  it('explains a price outside it in Vietnamese', () => {
    expect(priceProblem(1000, 500)).toBeNull();
    expect(priceProblem(1000, 999)).toBeNull();
    expect(priceProblem(1000, 499)).toMatchObject({ code: 'DESIRED_PRICE_TOO_LOW', message: 'Giá mong muốn không được thấp hơn ¥500 (50% giá hiện tại).' });
    expect(priceProblem(1000, 1000)).toMatchObject({ code: 'DESIRED_PRICE_TOO_HIGH', message: 'Giá mong muốn phải thấp hơn giá hiện tại ¥1,000.' });
  });
});
