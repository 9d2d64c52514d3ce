import { describe, expect, it } from 'vitest';
import { ageOn, checkBirthdate, isRealIsoDate, parseBirthdateInput, todayInVietnam } from './birthdate.ts';

describe('birthdate rules', () => {
  const today = '2026-03-15';

  it('accepts a real past date with a sensible age', () => {
    expect(checkBirthdate('1995-04-12', today)).toBeNull();
    expect(checkBirthdate('2000-02-29', today)).toBeNull();
    expect(checkBirthdate('2013-03-15', today)).toBeNull(); // 13 today
  });

  it('rejects dates that do not exist or are not ISO', () => {
    for (const value of ['2023-02-30', '2023-02-29', '1990-13-01', '1990-00-10', '1990-04-31', '12/04/1995', '1995-4-12', '', 'abc', '1995-04-12T00:00:00Z']) {
      expect(checkBirthdate(value, today), value).toBe('BIRTHDATE_INVALID');
    }
    expect(isRealIsoDate('2024-02-29')).toBe(true);
    expect(isRealIsoDate('1900-02-29')).toBe(false);
    expect(isRealIsoDate('2000-02-29')).toBe(true);
  });

  it('rejects today and future dates', () => {
    expect(checkBirthdate('2099-01-01', today)).toBe('BIRTHDATE_NOT_PAST');
    expect(checkBirthdate(today, today)).toBe('BIRTHDATE_NOT_PAST');
    expect(checkBirthdate('2026-03-16', today)).toBe('BIRTHDATE_NOT_PAST');
  });

  it('rejects ages under 13 or over 120', () => {
    expect(checkBirthdate('2013-03-16', today)).toBe('BIRTHDATE_AGE_RANGE'); // 12, one day short
    expect(checkBirthdate('2020-01-01', today)).toBe('BIRTHDATE_AGE_RANGE');
    expect(checkBirthdate('1905-03-15', today)).toBe('BIRTHDATE_AGE_RANGE'); // 121
    expect(checkBirthdate('1906-03-15', today)).toBeNull(); // 120
    expect(checkBirthdate('0001-01-01', today)).toBe('BIRTHDATE_AGE_RANGE');
  });

  it('counts whole years, birthdays included', () => {
    expect(ageOn('2000-03-15', '2026-03-15')).toBe(26);
    expect(ageOn('2000-03-16', '2026-03-15')).toBe(25);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });

  it('takes "today" in Vietnam (UTC+7)', () => {
    expect(todayInVietnam(new Date('2026-03-14T16:59:59Z'))).toBe('2026-03-14');
    expect(todayInVietnam(new Date('2026-03-14T17:00:00Z'))).toBe('2026-03-15');
  });

  it('reads Vietnamese day/month/year input', () => {
    expect(parseBirthdateInput('12/04/1995')).toBe('1995-04-12');
    expect(parseBirthdateInput(' 1.4.1995 ')).toBe('1995-04-01');
    expect(parseBirthdateInput('1995-04-12')).toBe('1995-04-12');
    expect(parseBirthdateInput('30/02/2023')).toBeNull();
    expect(parseBirthdateInput('2023-02-30')).toBeNull();
    expect(parseBirthdateInput('')).toBeNull();
  });
});
