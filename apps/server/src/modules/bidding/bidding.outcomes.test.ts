import { describe, expect, it } from 'vitest';
import { vnTime } from './bidding.outcomes.ts';
import { intlConstructions } from '../../test/intl.ts';

describe('vnTime (the time in a last-minute bid notice)', () => {
  it('is the time of day in Vietnam', () => {
    // 05:06:07 UTC is 12:06:07 in Ho Chi Minh City (UTC+7, no summer time).
    expect(vnTime(Date.UTC(2026, 10, 28, 5, 6, 7))).toBe('12:06:07');
  });

  it('uses one formatter for the process, not a new one per notice (each holds ICU memory)', async () => {
    vnTime(0);
    const made = await intlConstructions('DateTimeFormat', () => {
      for (let i = 0; i < 3; i += 1) vnTime(Date.UTC(2026, 10, 28, 5, i, 0));
    });
    expect(made).toBe(0);
  });
});
