/**
 * Birthdate rules, shared by the server (validation) and the web form (spec §5: the birthdate is
 * sent only when it is a valid date). Plain functions, no zod: the web bundle imports them.
 *
 * A birthdate is a calendar date `YYYY-MM-DD` that exists (no 30 February), lies before today in
 * Vietnam (Asia/Ho_Chi_Minh) and gives an age from BIRTHDATE_MIN_AGE to BIRTHDATE_MAX_AGE years.
 */
export const BIRTHDATE_MIN_AGE = 13;
export const BIRTHDATE_MAX_AGE = 120;

export type BirthdateProblem = 'BIRTHDATE_INVALID' | 'BIRTHDATE_NOT_PAST' | 'BIRTHDATE_AGE_RANGE';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Vietnam keeps UTC+7 all year (no daylight saving). */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** True for `YYYY-MM-DD` strings naming a day that exists in the Gregorian calendar. */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear keeps the year as written.
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in Vietnam as `YYYY-MM-DD`. */
export function todayInVietnam(now: Date = new Date()): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole years from `birthdate` to `today` (both `YYYY-MM-DD`); a 29 February birthday counts on 1 March. */
export function ageOn(birthdate: string, today: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** What is wrong with a birthdate, or null when it is acceptable. */
export function checkBirthdate(value: string, today: string = todayInVietnam()): BirthdateProblem | null {
  if (!isRealIsoDate(value)) return 'BIRTHDATE_INVALID';
  // ISO dates of four-digit years compare correctly as strings.
  if (value >= today) return 'BIRTHDATE_NOT_PAST';
  const age = ageOn(value, today);
  if (age < BIRTHDATE_MIN_AGE || age > BIRTHDATE_MAX_AGE) return 'BIRTHDATE_AGE_RANGE';
  return null;
}

/**
 * Reads what a person typed: `YYYY-MM-DD` (a date input) or `DD/MM/YYYY` (the Vietnamese way,
 * also with `-` or `.`). Returns `YYYY-MM-DD` when the text names a real date, else null.
 */
export function parseBirthdateInput(text: string): string | null {
  const value = text.trim();
  if (ISO_DATE.test(value)) return isRealIsoDate(value) ? value : null;
  const vn = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!vn) return null;
  const iso = `${vn[3]}-${vn[2]!.padStart(2, '0')}-${vn[1]!.padStart(2, '0')}`;
  return isRealIsoDate(iso) ? iso : null;
}
