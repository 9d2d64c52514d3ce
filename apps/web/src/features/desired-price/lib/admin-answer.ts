import { desiredPriceAdminText } from '@kaimono/i18n';
import { desiredPriceStatusCodes as S } from '@kaimono/contracts';
import { formatJpy } from '@/shared/lib/money';
import type { AdminDesiredPriceAnswer, AdminDesiredPriceDto } from '../api/admin-desired-price-api';

export type AnswerChoice = 'accept' | 'counter' | 'refuse';

const t = desiredPriceAdminText.errors;

/**
 * The answers staff may give in a status (desired-price.transitions.ts, by staff): waiting and
 * negotiating take any answer; a countered request may still be accepted or lapse (refused).
 */
export function answerChoices(status: number): AnswerChoice[] {
  if (status === S.waiting || status === S.negotiating) return ['counter', 'accept', 'refuse'];
  if (status === S.countered) return ['accept', 'refuse'];
  return [];
}

/** A whole number of yen from a text box ("12.000", "12000"), null when it is not one. */
export function yenOf(text: string): number | null {
  const digits = text.replace(/[.,\s]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const n = Number(digits);
  return n >= 1 ? n : null;
}

/** The answer's body, checked the way the server checks it (adminAnswer), or the reason it is refused. */
export function checkAnswer(
  r: Pick<AdminDesiredPriceDto, 'status' | 'desired_price' | 'current_price' | 'other_price'>,
  choice: AnswerChoice,
  priceText: string,
): { body: AdminDesiredPriceAnswer } | { error: string } {
  if (choice === 'refuse') return { body: { accepted: false } };
  const text = priceText.trim();
  if (choice === 'accept') {
    if (!text) return { body: { accepted: true } };
    const yen = yenOf(text);
    if (yen === null) return { error: t.priceInvalid };
    const upper = r.status === S.countered && r.other_price !== null ? r.other_price : r.desired_price;
    if (yen > upper) return { error: t.acceptTooHigh(formatJpy(upper)) };
    return { body: { accepted: true, price_jpy: yen } };
  }
  const yen = yenOf(text);
  if (yen === null) return { error: t.priceInvalid };
  if (yen <= r.desired_price || yen >= r.current_price) return { error: t.counterRange(formatJpy(r.desired_price), formatJpy(r.current_price)) };
  return { body: { accepted: false, price_jpy: yen } };
}
