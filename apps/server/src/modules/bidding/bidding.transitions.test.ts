import { describe, expect, it } from 'vitest';
import { bidStatuses } from '../../db/schema/bidding.ts';
import { bidStatuses as contractStatuses } from '@kaimono/contracts';
import { bidTransitions, canTransition, isFinalBid, isOpenBid, nextStatuses } from './bidding.transitions.ts';

describe('bid transitions (DESIGN.md §6)', () => {
  it('the schema and the contracts list the same states', () => {
    expect([...bidStatuses]).toEqual([...contractStatuses]);
  });

  it('follows scheduled → placing → leading | outbid → won | lost', () => {
    expect(canTransition('scheduled', 'placing', 'system')).toBe(true);
    expect(canTransition('placing', 'leading', 'system')).toBe(true);
    expect(canTransition('placing', 'outbid', 'staff')).toBe(true);
    expect(canTransition('leading', 'won', 'system')).toBe(true);
    expect(canTransition('outbid', 'lost', 'system')).toBe(true);
  });

  it('staff may report the end of a live auction from placing, leading or outbid', () => {
    for (const from of ['placing', 'leading', 'outbid'] as const) {
      expect(canTransition(from, 'won', 'staff')).toBe(true);
      expect(canTransition(from, 'lost', 'staff')).toBe(true);
    }
    expect(canTransition('outbid', 'won', 'customer')).toBe(false);
  });

  it('the customer may cancel only what is not on the site, and raise leading or outbid bids', () => {
    expect(nextStatuses('scheduled', 'customer')).toEqual(['cancelled']);
    expect(nextStatuses('leading', 'customer')).toEqual(['placing']);
    expect(nextStatuses('outbid', 'customer').sort()).toEqual(['cancelled', 'placing']);
    expect(canTransition('leading', 'cancelled', 'customer')).toBe(false);
    expect(canTransition('scheduled', 'placing', 'customer')).toBe(false);
  });

  it('nothing leaves an end state', () => {
    for (const status of bidStatuses) {
      if (isFinalBid(status)) expect(bidTransitions.filter((t) => t.from === status)).toEqual([]);
      else expect(isOpenBid(status)).toBe(true);
    }
    expect(bidStatuses.filter(isFinalBid)).toEqual(['won', 'lost', 'cancelled', 'failed']);
  });
});
