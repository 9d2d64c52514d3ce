import { describe, expect, it } from 'vitest';
import { errorMessages } from '@kaimono/i18n';
import { buildTables, type RouteRow, type WarehouseRow } from '../pricing/index.ts';
import { shipmentRoute, shippingOfBoxes, splitByWeight } from './bills.shipment.ts';

const warehouse: WarehouseRow = { id: 'w', code: 'HN', name: 'Kho Hà Nội', country: 'VN', address: '', phone: '', note: '', active: true, freeStorageDays: 0, storageFeePerKgDayVnd: 0 };
const route: RouteRow = {
  id: 'r',
  code: 'JP-HN',
  name: 'Nhật Bản → Hà Nội',
  description: '',
  warehouse,
  active: true,
  isDefault: true,
  deleted: false,
  modes: [{ code: 'air', name: 'Đường bay', pricePerKgVnd: 250_000, minWeightG: 500, volumetricDivisor: 6_000, leadDaysMin: 5, leadDaysMax: 8 }],
};
const tables = buildTables({
  feeTiers: [],
  siteTaxes: [],
  sizeClasses: [],
  routes: [route, { ...route, id: 'old', code: 'JP-OLD', active: false }],
  extras: [
    { code: 'wooden_crate', name: 'Đóng thùng gỗ', description: '', chargeType: 'per_parcel', priceVnd: 150_000, percentBps: null, minVnd: 0, paymentStage: 'second', active: true },
    { code: 'crate_by_kg', name: 'Khung gỗ theo kg', description: '', chargeType: 'per_kg', priceVnd: 20_000, percentBps: null, minVnd: 100_000, paymentStage: 'second', active: true },
    { code: 'vn_home_delivery', name: 'Giao tận nhà', description: '', chargeType: 'per_order', priceVnd: 30_000, percentBps: null, minVnd: 0, paymentStage: 'second', active: true },
  ],
  warehouses: [warehouse],
});
const { mode } = shipmentRoute(tables, 'jp-hn', 'AIR');
const box = (weightG: number, sides: [number, number, number] | null = null) => ({ weightG, lengthCm: sides?.[0] ?? null, widthCm: sides?.[1] ?? null, heightCm: sides?.[2] ?? null });
const quoted = (code: string, amount: number) => ({ code: `extra:${code}`, label: code, amount_vnd: amount });

describe('shippingOfBoxes', () => {
  it('sums each box max(actual, volumetric) stepped to 100 g, then the minimum once for the shipment', () => {
    // Box 1: 220 g, 10×10×10 cm → volumetric 167 g → 300 g; box 2: 150 g → 200 g. 500 g ≥ the 500 g minimum.
    const two = shippingOfBoxes(tables, route, mode, [box(220, [10, 10, 10]), box(150)], []);
    expect([two.weightG, two.chargeableWeightG, two.amountVnd]).toEqual([370, 500, 125_000]);
    // Two light boxes of 100 g: 200 g → the minimum 500 g, once (not 2 × 500 g).
    expect(shippingOfBoxes(tables, route, mode, [box(100), box(100)], []).chargeableWeightG).toBe(500);
    // Volumetric wins: 40×30×20 = 24.000 cm³ / 6000 = 4 kg.
    const big = shippingOfBoxes(tables, route, mode, [box(1_800, [40, 30, 20])], []);
    expect([big.chargeableWeightG, big.amountVnd]).toEqual([4_000, 1_000_000]);
    expect(big.lines[0]!.formula).toContain('4 kg × 250.000 ₫/kg = 1.000.000 ₫');
  });

  it('charges per-parcel and per-kg services once per shipment, never per-order ones', () => {
    const result = shippingOfBoxes(tables, route, mode, [box(2_000)], [quoted('wooden_crate', 150_000), quoted('wooden_crate', 150_000), quoted('crate_by_kg', 100_000), quoted('vn_home_delivery', 30_000)]);
    expect(result.lines.map((l) => [l.code, l.amount_vnd])).toEqual([
      ['shipping:JP-HN:air', 500_000],
      ['extra:wooden_crate', 150_000],
      // 2 kg × 20.000 ₫ = 40.000 ₫, below its 100.000 ₫ minimum.
      ['extra:crate_by_kg', 100_000],
    ]);
    expect(result.amountVnd).toBe(750_000);
  });

  it('refuses an unknown, inactive route or an unknown mode', () => {
    for (const [r, m] of [
      ['JP-XX', 'air'],
      ['JP-OLD', 'air'],
      ['JP-HN', 'rocket'],
    ]) {
      expect(() => shipmentRoute(tables, r!, m!)).toThrowError(errorMessages.SHIPMENT_ROUTE_INVALID);
    }
  });
});

describe('splitByWeight', () => {
  it('splits to the dong by weight, the largest remainders taking the leftover dong', () => {
    expect(splitByWeight(525_000, [230, 220])).toEqual([268_333, 256_667]);
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeight(7, [0, 0])).toEqual([7, 0]);
    for (const weights of [[1], [3, 7, 11], [500, 500, 1]]) {
      expect(splitByWeight(1_000_003, weights).reduce((a, b) => a + b, 0)).toBe(1_000_003);
    }
  });
});
