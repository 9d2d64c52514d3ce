import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

// The reference: what Intl prints for Vietnam's time zone.
const intlDate = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });
const intlDateTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

describe('format-date', () => {
  it('shows the date and time in Vietnam', () => {
    expect(formatDate('2026-03-02T07:05:00Z')).toBe('02/03/2026');
    expect(formatDateTime('2026-03-02T07:05:00Z')).toBe('14:05 02/03/2026');
    // 17:00 UTC on New Year's Eve is already the next year in Vietnam.
    expect(formatDateTime('2025-12-31T17:00:00Z')).toBe('00:00 01/01/2026');
    expect(formatDate('2025-12-31T16:59:59Z')).toBe('31/12/2025');
  });

  it('prints what Intl prints for Asia/Ho_Chi_Minh, for any instant since 1976', () => {
    const instants = fc.integer({ min: Date.UTC(1976, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instants, (time) => {
        const iso = new Date(time).toISOString();
        expect(formatDate(iso)).toBe(intlDate.format(time));
        expect(formatDateTime(iso)).toBe(intlDateTime.format(time));
      }),
      { numRuns: 500 },
    );
  });

  it('gives an empty text for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
