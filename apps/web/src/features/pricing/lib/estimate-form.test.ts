import { describe, expect, it } from 'vitest';
import { buildEstimateRequest, emptyEstimateForm, parseKgToGrams, parseYen, type EstimateFormValues } from './estimate-form';

const form = (overrides: Partial<EstimateFormValues> = {}): EstimateFormValues => ({ ...emptyEstimateForm, site: 'mercari', price: '8000', ...overrides });

describe('estimate form parsing', () => {
  it('reads yen with or without grouping', () => {
    expect(parseYen('12000')).toEqual({ value: 12_000 });
    expect(parseYen(' ¥12,000 ')).toEqual({ value: 12_000 });
    expect(parseYen('12.000')).toEqual({ value: 12_000 });
    expect(parseYen('')).toEqual({ value: null });
    expect(parseYen('-5')).toEqual({ error: true });
    expect(parseYen('12a')).toEqual({ error: true });
    expect(parseYen('2000000000')).toEqual({ error: true });
  });

  it('reads kilograms with a decimal comma or point into grams', () => {
    expect(parseKgToGrams('0,8')).toEqual({ value: 800 });
    expect(parseKgToGrams('1.25')).toEqual({ value: 1250 });
    expect(parseKgToGrams('0,0004')).toEqual({ error: true });
    expect(parseKgToGrams('0')).toEqual({ error: true });
    expect(parseKgToGrams('1001')).toEqual({ error: true });
    expect(parseKgToGrams('')).toEqual({ value: null });
  });
});

describe('buildEstimateRequest', () => {
  it('builds the request of POST /api/estimate-price', () => {
    const result = buildEstimateRequest(
      form({ code: 'm123', name: 'Thẻ', qty: '2', domesticShipping: '750', weightKg: '0,6', length: '30', width: '20', height: '10', routeCode: 'JP-HN', shipMode: 'air', services: ['photos'] }),
    );
    expect(result.errors).toBeNull();
    expect(result.request).toEqual({
      items: [
        { site_code: 'mercari', code: 'm123', name: 'Thẻ', price: 8000, qty: 2, tax_included: true, domestic_shipping: 750, weight: 600, length: 30, width: 20, height: 10 },
      ],
      route_code: 'JP-HN',
      ship_mode: 'air',
      services_extra: ['photos'],
    });
  });

  it('leaves unknown shipping, weight and size to the server', () => {
    const result = buildEstimateRequest(form({ taxExcluded: true, qty: '' }));
    expect(result.request?.items[0]).toMatchObject({ qty: 1, tax_included: false, domestic_shipping: null, weight: null, length: null, width: null, height: null });
    expect(result.request?.route_code).toBeNull();
  });

  it('answers every problem in Vietnamese and sends nothing', () => {
    const result = buildEstimateRequest({ ...emptyEstimateForm, qty: '0', domesticShipping: 'abc', weightKg: '-1', length: '30' });
    expect(result.request).toBeNull();
    expect(result.errors).toEqual({
      site: 'Vui lòng chọn sàn.',
      price: 'Vui lòng nhập giá sản phẩm (yên) hoặc dán link sản phẩm.',
      qty: 'Số lượng là số nguyên từ 1 đến 999.',
      domesticShipping: 'Phí ship phải là số yên nguyên, không âm.',
      weightKg: 'Cân nặng phải là số lớn hơn 0, tối đa 1.000 kg.',
      size: 'Vui lòng nhập đủ dài, rộng và cao, hoặc để trống cả ba.',
    });
    expect(buildEstimateRequest(form({ price: '1,5x' })).errors).toEqual({ price: 'Giá phải là số yên nguyên, không âm.' });
    expect(buildEstimateRequest(form({ length: '0', width: '1', height: '1' })).errors).toEqual({ size: 'Kích thước là số cm nguyên từ 1 đến 1.000.' });
  });
});
