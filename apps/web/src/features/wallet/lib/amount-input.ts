/**
 * The amount box of the wallet forms: the customer types digits, sees them grouped the Vietnamese
 * way (1.250.000) while typing, and the form keeps a whole number of dong (DESIGN.md §4).
 */

/** At most 12 digits (under 1.000 tỷ đồng): far above any real top-up, and a safe integer. */
export const MAX_AMOUNT_DIGITS = 12;

const grouped = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0, useGrouping: true });
/** ICU may put no-break or thin spaces in grouped numbers on some runtimes; vi-VN groups with '.'. */
const ICU_SPACES = /[\u00a0\u202f\u2007\u2009]/g;

/** Whole dong from what was typed: digits only ('1.250.000', '1 250 000' → 1250000); '' → null. */
export function parseAmountInput(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, MAX_AMOUNT_DIGITS);
  return digits ? Number(digits) : null;
}

/** 1250000 → '1.250.000'; null → ''. */
export function formatAmountInput(amount: number | null): string {
  if (amount === null || !Number.isSafeInteger(amount) || amount < 0) return '';
  return grouped.format(amount).replace(ICU_SPACES, '.');
}

/**
 * Re-formats the box after a keystroke and keeps the caret after the same digit it followed, so
 * typing or deleting in the middle of '1.250.000' does not throw the caret to the end.
 */
export function reformatAmountInput(text: string, caret: number): { amount: number | null; text: string; caret: number } {
  const amount = parseAmountInput(text);
  const formatted = formatAmountInput(amount);
  // Digits left of the caret, minus leading zeros that the number drops.
  const typedDigits = text.slice(0, caret).replace(/\D/g, '');
  const allDigits = text.replace(/\D/g, '');
  const leadingZeros = allDigits.length - allDigits.replace(/^0+(?=\d)/, '').length;
  const digitsBefore = Math.max(0, Math.min(typedDigits.length - leadingZeros, MAX_AMOUNT_DIGITS));
  let position = 0;
  let seen = 0;
  while (position < formatted.length && seen < digitsBefore) {
    if (/\d/.test(formatted[position]!)) seen += 1;
    position += 1;
  }
  return { amount, text: formatted, caret: position };
}
