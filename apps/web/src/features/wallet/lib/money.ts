import { formatVnd, vnd } from '@kaimono/money';

/** 1250000 → '1.250.000 ₫' (DESIGN.md §4; an ordinary space before ₫ on every runtime). */
export function vndText(amountVnd: number): string {
  return formatVnd(vnd(amountVnd));
}

/** A movement with its sign: '+1.250.000 ₫', '-200.000 ₫', '0 ₫'. */
export function signedVndText(amountVnd: number): string {
  return amountVnd > 0 ? `+${vndText(amountVnd)}` : vndText(amountVnd);
}

/** The last 4 characters of a card or account number, for '•••• 6789'. */
export function lastDigits(cardNo: string, count = 4): string {
  return cardNo.slice(-count);
}
