/**
 * Checks of the staff wallet forms, mirroring the server's rules so staff see a Vietnamese message
 * before anything is sent (the server checks again and its message wins on a refusal).
 */

/** The server's sane bounds for a JPY→VND rate (wallet.admin.service.ts): 50–1000 VND per yen. */
export const RATE_MIN = 50;
export const RATE_MAX = 1_000;
const SCALE = 10_000;

/**
 * A typed rate as the decimal string the API takes: '172,35' or '172.35' → '172.35'. null when it
 * is not a number with at most 4 decimals between 50 and 1000. Grouping dots are not accepted:
 * '1.725' would be ambiguous, so only one separator is allowed.
 */
export function parseRateInput(text: string): string | null {
  const trimmed = text.trim().replace(',', '.');
  const match = /^(\d{1,4})(?:\.(\d{1,4}))?$/.exec(trimmed);
  if (!match) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  const scaled = Number(whole) * SCALE + Number((fraction || '0').padEnd(4, '0'));
  if (scaled < RATE_MIN * SCALE || scaled > RATE_MAX * SCALE) return null;
  return fraction ? `${whole}.${fraction}` : whole;
}

/** '172.35' → 1723500 (the API's scaled integer), for comparing with the rate in force. */
export function scaledRate(decimal: string): number {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return Number(whole) * SCALE + Number(fraction.padEnd(4, '0').slice(0, 4));
}

const rateFormat = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 0, maximumFractionDigits: 4 });

/** 1723500 → '172,35' (Vietnamese decimal comma, display only). */
export function rateText(scaled: number): string {
  return rateFormat.format(scaled / SCALE);
}

/** A customer number as typed: trimmed, upper-cased ('km000123 ' → 'KM000123'); '' → null. */
export function normalizeCustomerNo(text: string): string | null {
  const value = text.trim().toUpperCase();
  return value ? value : null;
}

/** The available balance after an adjustment (whole dong). */
export function availableAfter(availableVnd: number, direction: 'credit' | 'debit', amountVnd: number): number {
  return direction === 'credit' ? availableVnd + amountVnd : availableVnd - amountVnd;
}

/**
 * A fresh key for one adjustment staff mean to make: a double click or a retry after a lost answer
 * sends the same key, and the server moves the money once.
 */
export function newIdempotencyKey(): string {
  const c = typeof crypto === 'undefined' ? undefined : crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
