import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './notifications.quiet-hours.ts';

/** A Vietnam wall-clock time on 2026-11-28 as a Date (UTC+7). */
const vn = (clock: string, day = 28) => new Date(`2026-11-${String(day).padStart(2, '0')}T${clock}:00+07:00`);

describe('quietHoursEnd', () => {
  const night = { enabled: true, start: '22:00', end: '07:00' };

  it('is null when quiet hours are off', () => {
    expect(quietHoursEnd(vn('23:00'), { ...night, enabled: false })).toBeNull();
    expect(quietHoursEnd(vn('23:00'), null)).toBeNull();
  });

  it('crossing midnight: late evening is held until 07:00 the next morning', () => {
    expect(quietHoursEnd(vn('23:30'), night)).toEqual(vn('07:00', 29));
    expect(quietHoursEnd(vn('22:00'), night)).toEqual(vn('07:00', 29));
  });

  it('crossing midnight: early morning is held until 07:00 the same day', () => {
    expect(quietHoursEnd(vn('00:00'), night)).toEqual(vn('07:00'));
    expect(quietHoursEnd(vn('06:59'), night)).toEqual(vn('07:00'));
  });

  it('crossing midnight: the end minute and the day are outside', () => {
    expect(quietHoursEnd(vn('07:00'), night)).toBeNull();
    expect(quietHoursEnd(vn('12:00'), night)).toBeNull();
    expect(quietHoursEnd(vn('21:59'), night)).toBeNull();
  });

  it('a window within one day (13:00 → 14:30)', () => {
    const nap = { enabled: true, start: '13:00', end: '14:30' };
    expect(quietHoursEnd(vn('12:59'), nap)).toBeNull();
    expect(quietHoursEnd(vn('13:00'), nap)).toEqual(vn('14:30'));
    expect(quietHoursEnd(vn('14:29'), nap)).toEqual(vn('14:30'));
    expect(quietHoursEnd(vn('14:30'), nap)).toBeNull();
  });

  it('uses Vietnam time whatever the server clock zone: 16:00 UTC is 23:00 in Hanoi', () => {
    expect(quietHoursEnd(new Date('2026-11-28T16:00:00Z'), night)).toEqual(new Date('2026-11-29T00:00:00Z'));
  });

  it('seconds within the minute do not move the end', () => {
    expect(quietHoursEnd(new Date(vn('23:30').getTime() + 42_500), night)).toEqual(vn('07:00', 29));
  });
});
