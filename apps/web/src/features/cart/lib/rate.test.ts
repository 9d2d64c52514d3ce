import { describe, expect, it } from 'vitest';
import { rateText } from './rate';

describe('rateText', () => {
  it('shows the scaled rate as a Vietnamese decimal', () => {
    expect(rateText(1_723_500)).toBe('172,35');
    expect(rateText(1_800_000)).toBe('180');
  });
});
