import { describe, expect, it } from 'vitest';
import { firstPaymentOwed, quotesFilterFrom, rateText, secondPaymentOwed } from './order-rules';

const price = { details: [], first_payment: 1_000_000, second_payment: 200_000, discount_vnd: 0, total_vnd: 1_200_000 };

describe('order rules', () => {
  it('reads the list filter from the URL, dropping unknown states and tidying the search', () => {
    expect(quotesFilterFrom(new URLSearchParams('status=purchasing&q=  may   anh  '))).toEqual({ status: 'purchasing', search: 'may anh' });
    expect(quotesFilterFrom(new URLSearchParams('status=bogus&q=' + 'x'.repeat(150)))).toEqual({ status: null, search: 'x'.repeat(100) });
    expect(quotesFilterFrom(new URLSearchParams(''))).toEqual({ status: null, search: null });
  });
  it('what is left to pay', () => {
    expect(firstPaymentOwed({ status: 'waiting_deposit', paid_vnd: 0, price })).toBe(1_000_000);
    expect(firstPaymentOwed({ status: 'purchasing', paid_vnd: 1_000_000, price })).toBe(0);
    expect(secondPaymentOwed({ second_payment_due_vnd: 250_000, second_payment_paid_vnd: 100_000 })).toBe(150_000);
    expect(secondPaymentOwed({ second_payment_due_vnd: 0, second_payment_paid_vnd: 0 })).toBe(0);
  });
  it('writes the stored rate the Vietnamese way', () => {
    expect(rateText(1_723_500)).toBe('172,35 ₫/¥');
    expect(rateText(0)).toBe('');
  });
});
