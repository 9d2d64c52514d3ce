import { describe, expect, it } from 'vitest';
import { suggestedTopUpVnd } from './top-up';

describe('suggestedTopUpVnd', () => {
  it('rounds a shortfall up to the next 1.000 ₫', () => {
    expect(suggestedTopUpVnd(1_234_001)).toBe(1_235_000);
    expect(suggestedTopUpVnd(1_235_000)).toBe(1_235_000);
    expect(suggestedTopUpVnd(1)).toBe(1_000);
  });

  it('is at least the minimum, and 0 when nothing is missing', () => {
    expect(suggestedTopUpVnd(2_500, 10_000)).toBe(10_000);
    expect(suggestedTopUpVnd(0, 10_000)).toBe(0);
    expect(suggestedTopUpVnd(-5)).toBe(0);
  });
});
