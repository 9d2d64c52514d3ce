import { describe, expect, it } from 'vitest';
import { adminUnits } from '../address/index.ts';
import { buildTables, type PricingTables, type RouteRow, type SizeClass, type WarehouseRow } from './pricing.calc.ts';
import { defaultRouteWith, PROVINCE_WAREHOUSE, provincesByRoute, resolveDeliveryWith, warehouseCodeFor } from './pricing.destination.ts';

const warehouse = (code: string): WarehouseRow => ({
  id: `w-${code}`,
  code,
  name: `Kho ${code}`,
  country: code === 'JP' ? 'JP' : 'VN',
  address: '',
  phone: '',
  note: '',
  active: true,
  freeStorageDays: 30,
  storageFeePerKgDayVnd: 0,
});
const air = { code: 'air', name: 'Đường bay', pricePerKgVnd: 250_000, minWeightG: 500, volumetricDivisor: 6_000, leadDaysMin: 5, leadDaysMax: 8 };
const route = (code: string, wh: string, extra: Partial<RouteRow> = {}): RouteRow => ({
  id: `r-${code}`,
  code,
  name: code,
  description: '',
  warehouse: warehouse(wh),
  active: true,
  isDefault: false,
  deleted: false,
  modes: [air],
  ...extra,
});
const size60: SizeClass = { code: '60', label: 'Cỡ 60', maxSumCm: 60, maxWeightG: 2_000, priceJpy: 800 };
function tables(routes: RouteRow[], sizeClasses: SizeClass[] = [size60]): PricingTables {
  return buildTables({ feeTiers: [], siteTaxes: [], sizeClasses, routes, extras: [], warehouses: [] });
}
const seeded = () => tables([route('JP-HN', 'HN', { isDefault: true }), route('JP-HCM', 'HCM')]);

const NORTH_AND_NORTH_CENTRAL = ['01', '04', '08', '11', '12', '14', '15', '19', '20', '22', '24', '25', '31', '33', '37', '38', '40', '42', '44'];
const SOUTH_AND_SOUTH_CENTRAL = ['56', '66', '68', '75', '79', '80', '82', '86', '91', '92', '96'];

describe('province → warehouse (issue 12 §4)', () => {
  it('covers exactly the 34 provinces of July 2025, and only them', () => {
    const codes = adminUnits().provinces.map((p) => p.code).sort();
    expect(codes).toHaveLength(34);
    expect(Object.keys(PROVINCE_WAREHOUSE).sort()).toEqual(codes);
  });

  it('north and north-central → Hà Nội, south and south-central → TP. Hồ Chí Minh, central by the shorter road', () => {
    for (const code of NORTH_AND_NORTH_CENTRAL) expect(warehouseCodeFor(code), code).toBe('HN');
    for (const code of SOUTH_AND_SOUTH_CENTRAL) expect(warehouseCodeFor(code), code).toBe('HCM');
    expect(warehouseCodeFor('46')).toBe('HN'); // Huế
    expect(warehouseCodeFor('48')).toBe('HN'); // Đà Nẵng
    expect(warehouseCodeFor('51')).toBe('HCM'); // Quảng Ngãi (+ Kon Tum)
    expect(warehouseCodeFor('52')).toBe('HCM'); // Gia Lai (+ Bình Định)
    expect(warehouseCodeFor('1')).toBe('HN');
    expect(warehouseCodeFor('99')).toBeNull();
    expect(warehouseCodeFor(null)).toBeNull();
  });

  it('every one of the 34 provinces gets the route of its warehouse', () => {
    const t = seeded();
    for (const province of adminUnits().provinces) {
      const expected = PROVINCE_WAREHOUSE[province.code] === 'HCM' ? 'JP-HCM' : 'JP-HN';
      expect(defaultRouteWith(t, { province_code: province.code })?.code, province.name).toBe(expected);
    }
    const byRoute = provincesByRoute(t);
    expect(byRoute.get('JP-HCM')).toContain('79');
    expect((byRoute.get('JP-HN')?.length ?? 0) + (byRoute.get('JP-HCM')?.length ?? 0)).toBe(34);
  });
});

describe('defaultRouteWith', () => {
  it('no address, or an unknown province → the default route', () => {
    const t = seeded();
    expect(defaultRouteWith(t, null)?.code).toBe('JP-HN');
    expect(defaultRouteWith(t, { province_code: '00' })?.code).toBe('JP-HN');
  });

  it('prefers the default route among several to the warehouse, else display order; skips inactive, deleted and mode-less ones', () => {
    const t = tables([
      route('JP-HCM-SLOW', 'HCM', { active: false }),
      route('JP-HCM-GONE', 'HCM', { deleted: true }),
      route('JP-HCM-EMPTY', 'HCM', { modes: [] }),
      route('JP-HCM-1', 'HCM'),
      route('JP-HCM-2', 'HCM', { isDefault: true }),
      route('JP-HN', 'HN'),
    ]);
    expect(defaultRouteWith(t, { province_code: '79' })?.code).toBe('JP-HCM-2');
    const noDefault = tables([route('JP-HCM-SLOW', 'HCM', { active: false }), route('JP-HCM-1', 'HCM'), route('JP-HN', 'HN', { isDefault: true })]);
    expect(defaultRouteWith(noDefault, { province_code: '79' })?.code).toBe('JP-HCM-1');
  });

  it('a warehouse without a usable route falls back to the default route', () => {
    const t = tables([route('JP-HN', 'HN', { isDefault: true }), route('JP-HCM', 'HCM', { active: false })]);
    expect(defaultRouteWith(t, { province_code: '79' })?.code).toBe('JP-HN');
  });
});

describe('resolveDeliveryWith', () => {
  const t = seeded();
  const line = { site: 'shopping' as const, priceJpy: 1_000, qty: 1, domesticShippingJpy: null, weightG: null };

  it('asked route and mode are kept (any case); none asked → the address route and its first mode', () => {
    expect(resolveDeliveryWith(t, { routeCode: 'jp-hcm', shipMode: 'AIR', place: { province_code: '01' } })).toMatchObject({ route: { code: 'JP-HCM' }, mode: { code: 'air' } });
    expect(resolveDeliveryWith(t, { place: { province_code: '79' } })).toMatchObject({ route: { code: 'JP-HCM' }, mode: { code: 'air' } });
    expect(resolveDeliveryWith(t, { routeCode: '', place: { province_code: '92' } }).route.code).toBe('JP-HCM');
  });

  it('unknown or stopped route, unknown mode, no route at all → 400 PRICE_ROUTE_INVALID naming it', () => {
    expect(() => resolveDeliveryWith(t, { routeCode: 'JP-XX' })).toThrow(expect.objectContaining({ statusCode: 400, code: 'PRICE_ROUTE_INVALID', message: 'Tuyến vận chuyển "JP-XX" không tồn tại.' }));
    expect(() => resolveDeliveryWith(t, { routeCode: 'JP-HN', shipMode: 'rocket' })).toThrow(expect.objectContaining({ code: 'PRICE_ROUTE_INVALID', message: 'Tuyến "JP-HN" không có hình thức vận chuyển "rocket".' }));
    const stopped = tables([route('JP-HN', 'HN', { isDefault: true }), route('JP-HCM', 'HCM', { active: false, name: 'Nhật Bản → TP. Hồ Chí Minh' })]);
    expect(() => resolveDeliveryWith(stopped, { routeCode: 'JP-HCM' })).toThrow(expect.objectContaining({ message: 'Tuyến vận chuyển "Nhật Bản → TP. Hồ Chí Minh" đang tạm ngừng.' }));
    expect(() => resolveDeliveryWith(tables([]), { place: { province_code: '79' } })).toThrow(expect.objectContaining({ code: 'PRICE_ROUTE_INVALID' }));
  });

  it('Japanese shipping unknown and no size class to estimate it → 400 PRICE_INPUT_UNPRICEABLE naming the item', () => {
    const bare = tables([route('JP-HN', 'HN', { isDefault: true })], []);
    expect(() => resolveDeliveryWith(bare, { lines: [{ ...line, domesticShippingJpy: 0 }, { ...line, name: 'Máy ảnh', weightG: 800 }] })).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'PRICE_INPUT_UNPRICEABLE', message: expect.stringContaining('"Máy ảnh"') }),
    );
    expect(() => resolveDeliveryWith(bare, { lines: [{ ...line, domesticShippingJpy: 700 }] })).not.toThrow();
    expect(() => resolveDeliveryWith(t, { lines: [line] })).not.toThrow();
  });
});
