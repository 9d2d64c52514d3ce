import { describe, expect, it } from 'vitest';
import { formatRemaining, msUntil, spokenRemaining } from './countdown';

describe('countdown', () => {
  it('measures the time left to an ISO date', () => {
    expect(msUntil('2026-03-02T10:00:10.000Z', Date.parse('2026-03-02T10:00:00.000Z'))).toBe(10_000);
    expect(msUntil(null, 0)).toBeNull();
    expect(msUntil('not a date', 0)).toBeNull();
  });

  it('formats days and a clock', () => {
    expect(formatRemaining(65_000)).toBe('00:01:05');
    expect(formatRemaining(2 * 86_400_000 + 3_723_000)).toBe('2 ngày 01:02:03');
    expect(formatRemaining(-5)).toBe('00:00:00');
  });

  it('speaks the time left in words', () => {
    expect(spokenRemaining(65_000)).toBe('1 phút 5 giây');
    expect(spokenRemaining(3_600_000)).toBe('1 giờ');
    expect(spokenRemaining(0)).toBe('0 giây');
  });
});
