import { describe, expect, it } from 'vitest';
import { buildTables, type RouteRow, type WarehouseRow } from './pricing.calc.ts';
import { labelsFrom } from './pricing.labels.ts';

const warehouse: WarehouseRow = { id: 'w1', code: 'HN', name: 'Kho Hà Nội', country: 'VN', address: '', phone: '', note: '', active: true, freeStorageDays: 30, storageFeePerKgDayVnd: 0 };
const mode = (code: string, name: string) => ({ code, name, pricePerKgVnd: 250_000, minWeightG: 0, volumetricDivisor: 6000, leadDaysMin: 5, leadDaysMax: 8 });
const route = (code: string, name: string, deleted = false): RouteRow => ({
  id: code,
  code,
  name,
  description: '',
  warehouse,
  active: true,
  isDefault: code === 'JP-HN',
  deleted,
  modes: [mode('air', 'Đường bay'), mode('sea', 'Đường biển')],
});
const tables = buildTables({
  feeTiers: [],
  siteTaxes: [],
  sizeClasses: [],
  routes: [route('JP-HN', 'Nhật Bản → Hà Nội'), route('JP-DN', 'Nhật Bản → Đà Nẵng', true)],
  extras: [{ code: 'inspection', name: 'Kiểm tra hàng', description: '', chargeType: 'per_item', priceVnd: 30_000, percentBps: null, minVnd: 0, paymentStage: 'first', active: true }],
  warehouses: [warehouse],
});

describe('pricing labels (what buyers read instead of codes)', () => {
  it('names routes, modes and extras from the fee schedule', () => {
    const labels = labelsFrom(tables);
    expect(labels.route('JP-HN')).toBe('Nhật Bản → Hà Nội');
    expect(labels.shipMode('JP-HN', 'air')).toBe('Đường bay');
    expect(labels.shipMode('JP-HN', 'SEA')).toBe('Đường biển');
    expect(labels.extra('inspection')).toBe('Kiểm tra hàng');
    expect(labels.route(null)).toBeNull();
    expect(labels.shipMode('JP-HN', null)).toBeNull();
  });

  it('a deleted route is named when looked up for an old order; an unknown code stays as it is', () => {
    expect(labelsFrom(tables).route('JP-DN')).toBe('JP-DN');
    const withDeleted = labelsFrom(tables, [route('JP-DN', 'Nhật Bản → Đà Nẵng', true)]);
    expect(withDeleted.route('JP-DN')).toBe('Nhật Bản → Đà Nẵng');
    expect(withDeleted.shipMode('JP-DN', 'air')).toBe('Đường bay');
    expect(labelsFrom(tables).extra('gift_wrap')).toBe('gift_wrap');
    // A mode of an unknown route is still named when some route has it.
    expect(labelsFrom(tables).shipMode('JP-XX', 'air')).toBe('Đường bay');
  });
});
