import { describe, expect, it } from 'vitest';
import { formatAmountInput, MAX_AMOUNT_DIGITS, parseAmountInput, reformatAmountInput } from './amount-input';

describe('amount input', () => {
  it('keeps digits only and reads whole dong', () => {
    expect(parseAmountInput('1250000')).toBe(1_250_000);
    expect(parseAmountInput('1.250.000')).toBe(1_250_000);
    expect(parseAmountInput('1 250 000 ₫')).toBe(1_250_000);
    expect(parseAmountInput('-500')).toBe(500);
    expect(parseAmountInput('12,5')).toBe(125);
    expect(parseAmountInput('0')).toBe(0);
    expect(parseAmountInput('000')).toBe(0);
    expect(parseAmountInput('007')).toBe(7);
    expect(parseAmountInput('')).toBeNull();
    expect(parseAmountInput('abc')).toBeNull();
  });

  it('never goes beyond 12 digits (a safe integer)', () => {
    const amount = parseAmountInput('9'.repeat(20));
    expect(amount).toBe(999_999_999_999);
    expect(String(amount)).toHaveLength(MAX_AMOUNT_DIGITS);
    expect(Number.isSafeInteger(amount)).toBe(true);
  });

  it('groups thousands the Vietnamese way', () => {
    expect(formatAmountInput(1_250_000)).toBe('1.250.000');
    expect(formatAmountInput(1_000)).toBe('1.000');
    expect(formatAmountInput(999)).toBe('999');
    expect(formatAmountInput(0)).toBe('0');
    expect(formatAmountInput(999_999_999_999)).toBe('999.999.999.999');
    expect(formatAmountInput(null)).toBe('');
    expect(formatAmountInput(-5)).toBe('');
    expect(formatAmountInput(1.5)).toBe('');
  });

  it('re-formats while typing and keeps the caret after the same digit', () => {
    // Typing the 7th digit at the end.
    expect(reformatAmountInput('125.0000', 8)).toEqual({ amount: 1_250_000, text: '1.250.000', caret: 9 });
    // Typing "9" after the first digit of '1.250.000' → '19.250.000', caret after the 9.
    expect(reformatAmountInput('19.250.000', 2)).toEqual({ amount: 19_250_000, text: '19.250.000', caret: 2 });
    // Deleting the first "0" after the dot of '1.250.000' (caret at 6 in '1.250.00').
    const deleted = reformatAmountInput('1.25.000', 4);
    expect(deleted).toEqual({ amount: 125_000, text: '125.000', caret: 3 });
    // A leading zero disappears and the caret follows the digit typed after it.
    expect(reformatAmountInput('05', 2)).toEqual({ amount: 5, text: '5', caret: 1 });
    // Letters are dropped.
    expect(reformatAmountInput('1a2', 3)).toEqual({ amount: 12, text: '12', caret: 2 });
    expect(reformatAmountInput('', 0)).toEqual({ amount: null, text: '', caret: 0 });
  });
});
