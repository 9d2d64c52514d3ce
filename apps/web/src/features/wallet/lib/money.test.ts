import { describe, expect, it } from 'vitest';
import { lastDigits, signedVndText, vndText } from './money';

describe('wallet money text', () => {
  it('formats dong the Vietnamese way, with the sign of the movement', () => {
    expect(vndText(1_250_000)).toBe('1.250.000 ₫');
    expect(vndText(0)).toBe('0 ₫');
    expect(signedVndText(1_250_000)).toBe('+1.250.000 ₫');
    expect(signedVndText(-200_000)).toBe('-200.000 ₫');
    expect(signedVndText(0)).toBe('0 ₫');
    expect(() => vndText(1.5)).toThrow(RangeError);
  });

  it('keeps the last digits of a card number', () => {
    expect(lastDigits('0123456789')).toBe('6789');
    expect(lastDigits('12')).toBe('12');
  });
});
