import { describe, expect, it } from 'vitest';
import { fromVietnamLocal, parsePercentBps, parseVnd, toVietnamLocal, voucherBody, voucherFormValues } from './admin-voucher-form';

describe('admin voucher form', () => {
  it('reads times in Vietnam and back', () => {
    expect(toVietnamLocal('2026-03-01T00:00:00.000Z')).toBe('2026-03-01T07:00');
    expect(fromVietnamLocal('2026-03-01T07:00')).toBe('2026-03-01T07:00:00+07:00');
    expect(new Date(fromVietnamLocal('2026-03-01T07:00')!).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(fromVietnamLocal('')).toBeNull();
  });

  it('reads money and percentages', () => {
    expect(parseVnd('1.250.000')).toBe(1_250_000);
    expect(parseVnd('')).toBeNull();
    expect(parseVnd('12a')).toBeNaN();
    expect(parsePercentBps('10')).toBe(1000);
    expect(parsePercentBps('2,5')).toBe(250);
    expect(parsePercentBps('0,01')).toBe(1);
    expect(parsePercentBps('2,555')).toBeNaN();
  });

  it('builds the body of a percent voucher and checks every rule', () => {
    const values = {
      ...voucherFormValues(null, new Date('2026-03-01T00:00:00Z')),
      code: 'giam-10',
      name: ' Giảm 10% ',
      discount_type: 'percent' as const,
      percent: '10',
      max_discount: '200.000',
      min_order: '500.000',
      total_limit: '100',
      per_customer_limit: '2',
      sites: ['mercari' as const],
      services: ['service_fee' as const],
    };
    expect(voucherBody(values)).toEqual({
      body: {
        code: 'GIAM-10',
        name: 'Giảm 10%',
        description: '',
        discount_type: 'percent',
        amount_vnd: null,
        percent_bps: 1000,
        max_discount_vnd: 200_000,
        min_order_vnd: 500_000,
        valid_from: '2026-03-01T07:00:00+07:00',
        valid_to: '2026-03-31T07:00:00+07:00',
        total_limit: 100,
        per_customer_limit: 2,
        sites: ['mercari'],
        services: ['service_fee'],
        is_public: true,
        active: true,
      },
    });
    const bad = voucherBody({ ...values, code: 'AB', name: '', percent: '120', valid_to: '2026-02-01T00:00', per_customer_limit: '0', total_limit: 'x' });
    expect('errors' in bad && Object.keys(bad.errors).sort()).toEqual(['code', 'name', 'per_customer_limit', 'percent', 'total_limit', 'valid_to']);
    // A locked code is left out of the body.
    const locked = voucherBody({ ...values, code: 'whatever' }, { codeLocked: true });
    expect('body' in locked && 'code' in locked.body).toBe(false);
  });
});
