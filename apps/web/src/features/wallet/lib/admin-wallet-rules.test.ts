import { describe, expect, it } from 'vitest';
import { availableAfter, newIdempotencyKey, normalizeCustomerNo, parseRateInput, rateText, scaledRate } from './admin-wallet-rules';

describe('admin wallet rules', () => {
  it('reads a typed rate with a comma or a dot, within 50–1000 and 4 decimals', () => {
    expect(parseRateInput('172,35')).toBe('172.35');
    expect(parseRateInput(' 172.3500 ')).toBe('172.35');
    expect(parseRateInput('180')).toBe('180');
    expect(parseRateInput('050.5')).toBe('50.5');
    expect(parseRateInput('1000')).toBe('1000');
    for (const bad of ['', 'abc', '49.9999', '1000.0001', '1.725.5', '172.12345', '-172', '17 2']) expect(parseRateInput(bad), bad).toBeNull();
  });

  it('scales and shows rates the Vietnamese way', () => {
    expect(scaledRate('172.35')).toBe(1_723_500);
    expect(scaledRate('180')).toBe(1_800_000);
    expect(rateText(1_723_500)).toBe('172,35');
    expect(rateText(1_800_000)).toBe('180');
  });

  it('normalizes customer numbers and computes the balance after an adjustment', () => {
    expect(normalizeCustomerNo(' km000123 ')).toBe('KM000123');
    expect(normalizeCustomerNo('   ')).toBeNull();
    expect(availableAfter(200_000, 'credit', 30_000)).toBe(230_000);
    expect(availableAfter(200_000, 'debit', 30_000)).toBe(170_000);
  });

  it('makes a different key each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
