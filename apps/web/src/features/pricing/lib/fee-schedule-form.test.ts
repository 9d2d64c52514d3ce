import { describe, expect, it } from 'vitest';
import type { AdminPricingDto } from '@kaimono/contracts';
import { buildSection, emptyRow, parsePercent, parseWhole, percentText, rowsOf, sectionErrorsFrom, type TierRow } from './fee-schedule-form';

const data: AdminPricingDto = {
  service_fee_tiers: [
    { code: 'tier-1', label: '', threshold_vnd: 0, fee_bps: 800, min_fee_vnd: 30_000 },
    { code: 'tier-2', label: '', threshold_vnd: 3_000_000, fee_bps: 650, min_fee_vnd: 0 },
  ],
  site_taxes: [{ site: 'mercari', tax_bps: 1000 }],
  size_classes: [{ code: '60', label: '', max_sum_cm: 60, max_weight_g: 2000, price_jpy: 800 }],
  extras: [],
  warehouses: [],
};

describe('fee schedule form', () => {
  it('reads money with or without thousands separators and percentages with a decimal comma', () => {
    expect(parseWhole('3.000.000')).toBe(3_000_000);
    expect(parseWhole(' 250000 ')).toBe(250_000);
    expect(parseWhole('-5')).toBeNull();
    expect(parseWhole('')).toBeNull();
    expect(parsePercent('6,5')).toBe(650);
    expect(parsePercent('2.25')).toBe(225);
    expect(parsePercent('100')).toBe(10_000);
    expect(parsePercent('100,01')).toBeNull();
    expect(parsePercent('1,234')).toBeNull();
    expect(percentText(650)).toBe('6,5');
  });

  it('round-trips a loaded table into the same PUT body', () => {
    const rows = rowsOf(data);
    expect(rows.tiers[1]).toMatchObject({ threshold_vnd: '3.000.000', fee_percent: '6,5' });
    expect(buildSection('tiers', rows)).toEqual({ errors: null, body: { service_fee_tiers: data.service_fee_tiers } });
    expect(buildSection('taxes', rows)).toEqual({ errors: null, body: { site_taxes: data.site_taxes } });
    expect(buildSection('sizes', rows)).toEqual({ errors: null, body: { size_classes: data.size_classes } });
  });

  it('refuses what the contract refuses: duplicate codes and thresholds, no empty table', () => {
    const rows = rowsOf(data);
    const copy = { ...(emptyRow('tiers') as TierRow), code: 'tier-2', threshold_vnd: '3000000', fee_percent: '5' };
    const built = buildSection('tiers', { ...rows, tiers: [...rows.tiers, copy] });
    expect(built.errors).toEqual({ _: 'Mã bậc phí bị trùng.' });
    const renamed = buildSection('tiers', { ...rows, tiers: [...rows.tiers, { ...copy, code: 'tier-3' }] });
    expect(renamed.errors).toEqual({ _: 'Hai bậc phí có cùng mức giá trị hàng.' });
    expect(buildSection('sizes', { ...rows, sizes: [] }).errors).toEqual({ _: 'Cần ít nhất một cỡ hàng.' });
    expect(buildSection('extras', { ...rows, extras: [] }).errors).toBeNull();
  });

  it('maps the server’s field paths onto the cells of one section', () => {
    expect(
      sectionErrorsFrom('tiers', {
        'service_fee_tiers.1.fee_bps': 'Tỷ lệ tối đa 100%.',
        service_fee_tiers: 'Cần một bậc phí bắt đầu từ 0 ₫.',
        'size_classes.0.code': 'Mã cỡ hàng không hợp lệ.',
      }),
    ).toEqual({ '1.fee_percent': 'Tỷ lệ tối đa 100%.', _: 'Cần một bậc phí bắt đầu từ 0 ₫.' });
    expect(sectionErrorsFrom('extras', { 'extras.2.percent_bps': 'x' })).toEqual({ '2.percent': 'x' });
    expect(sectionErrorsFrom('taxes', undefined)).toEqual({});
  });
});
