import { pricingText } from '@kaimono/i18n';
import { AppError } from '../../platform/errors.ts';
import type { PricedLineInput, PricingTables, RouteRow, ShipMode } from './pricing.calc.ts';

/**
 * Which Vietnamese warehouse delivers to which province (the 34 units of July 2025, GSO codes),
 * and so which shipping route a delivery address defaults to (issue 12 §4).
 *
 * North and north-central provinces are served from the Hà Nội warehouse (code `HN`), south and
 * south-central ones from the TP. Hồ Chí Minh warehouse (`HCM`). The central provinces go to the
 * warehouse with the shorter road leg (national road 1 / Hồ Chí Minh road, approximate km):
 *   Quảng Trị (Đông Hà)       HN ≈ 590   HCM ≈ 1.130  → HN
 *   Huế                       HN ≈ 660   HCM ≈ 1.050  → HN
 *   Đà Nẵng (+ Quảng Nam)     HN ≈ 760   HCM ≈ 960    → HN
 *   Quảng Ngãi (+ Kon Tum)    HN ≈ 880   HCM ≈ 830    → HCM (Kon Tum: HCM ≈ 600, HN ≈ 1.050)
 *   Gia Lai (+ Bình Định)     HN ≈ 1.060 HCM ≈ 540–650 → HCM
 *   Khánh Hòa, Đắk Lắk, Lâm Đồng: nearer HCM → HCM
 * A province missing here (none today), or one whose warehouse has no live route, uses the
 * default route. To serve a province from another warehouse, change its entry below.
 */
export const PROVINCE_WAREHOUSE: Readonly<Record<string, 'HN' | 'HCM'>> = {
  // North
  '01': 'HN', // Thành phố Hà Nội
  '04': 'HN', // Tỉnh Cao Bằng
  '08': 'HN', // Tỉnh Tuyên Quang
  '11': 'HN', // Tỉnh Điện Biên
  '12': 'HN', // Tỉnh Lai Châu
  '14': 'HN', // Tỉnh Sơn La
  '15': 'HN', // Tỉnh Lào Cai
  '19': 'HN', // Tỉnh Thái Nguyên
  '20': 'HN', // Tỉnh Lạng Sơn
  '22': 'HN', // Tỉnh Quảng Ninh
  '24': 'HN', // Tỉnh Bắc Ninh
  '25': 'HN', // Tỉnh Phú Thọ
  '31': 'HN', // Thành phố Hải Phòng
  '33': 'HN', // Tỉnh Hưng Yên
  '37': 'HN', // Tỉnh Ninh Bình
  // North-central
  '38': 'HN', // Tỉnh Thanh Hóa
  '40': 'HN', // Tỉnh Nghệ An
  '42': 'HN', // Tỉnh Hà Tĩnh
  '44': 'HN', // Tỉnh Quảng Trị
  // Central: by the shorter road leg (above)
  '46': 'HN', // Thành phố Huế
  '48': 'HN', // Thành phố Đà Nẵng
  '51': 'HCM', // Tỉnh Quảng Ngãi
  '52': 'HCM', // Tỉnh Gia Lai
  '56': 'HCM', // Tỉnh Khánh Hòa
  '66': 'HCM', // Tỉnh Đắk Lắk
  '68': 'HCM', // Tỉnh Lâm Đồng
  // South
  '75': 'HCM', // Tỉnh Đồng Nai
  '79': 'HCM', // Thành phố Hồ Chí Minh
  '80': 'HCM', // Tỉnh Tây Ninh
  '82': 'HCM', // Tỉnh Đồng Tháp
  '86': 'HCM', // Tỉnh Vĩnh Long
  '91': 'HCM', // Tỉnh An Giang
  '92': 'HCM', // Thành phố Cần Thơ
  '96': 'HCM', // Tỉnh Cà Mau
};

/** The warehouse code serving a province (GSO code, 2 digits), or null when the province is unknown. */
export function warehouseCodeFor(provinceCode: string | null | undefined): string | null {
  if (!provinceCode) return null;
  return PROVINCE_WAREHOUSE[provinceCode.trim().padStart(2, '0')] ?? null;
}

/** Anything carrying a province: an address, its snapshot on an order. */
export interface DeliveryPlace {
  province_code?: string | null;
}

const usable = (r: RouteRow) => r.active && !r.deleted && r.modes.length > 0;

/**
 * Pure: the route a delivery address defaults to. The live, active routes arriving at the
 * province's warehouse (the default route among them first, then display order); without an
 * address, or when that warehouse has none, the default route.
 */
export function defaultRouteWith(tables: PricingTables, place: DeliveryPlace | null | undefined): RouteRow | null {
  const warehouse = warehouseCodeFor(place?.province_code);
  if (warehouse) {
    const candidates = tables.routes.filter((r) => usable(r) && r.warehouse.code === warehouse);
    const found = candidates.find((r) => r.isDefault) ?? candidates[0];
    if (found) return found;
  }
  return tables.defaultRoute;
}

/** For the route list: the provinces each route is the default of (route code → GSO codes). */
export function provincesByRoute(tables: PricingTables): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const code of Object.keys(PROVINCE_WAREHOUSE).sort()) {
    const route = defaultRouteWith(tables, { province_code: code });
    if (!route) continue;
    const list = out.get(route.code) ?? [];
    list.push(code);
    out.set(route.code, list);
  }
  return out;
}

export interface DeliveryChoice {
  route: RouteRow;
  mode: ShipMode;
}

/**
 * Pure: the route and mode a quote, order, bid or buy-now will be priced with, or a 400 with a
 * Vietnamese message (PRICE_ROUTE_INVALID) when the request names a route or mode that cannot be
 * used. No route given → the address's route (`defaultRouteWith`); no mode → the route's first.
 * Also refuses lines that cannot be priced (PRICE_INPUT_UNPRICEABLE): Japanese shipping not stated
 * by the seller and no size class to estimate it by (the weight alone cannot price it).
 */
export function resolveDeliveryWith(
  tables: PricingTables,
  input: { routeCode?: string | null | undefined; shipMode?: string | null | undefined; place?: DeliveryPlace | null | undefined; lines?: readonly PricedLineInput[] },
): DeliveryChoice {
  const p = pricingText.problems;
  let route: RouteRow | null;
  const asked = input.routeCode?.trim();
  if (asked) {
    route = tables.routeByCode.get(asked.toUpperCase()) ?? null;
    if (!route) throw new AppError(400, 'PRICE_ROUTE_INVALID', p.unknownRoute(asked));
    if (!route.active) throw new AppError(400, 'PRICE_ROUTE_INVALID', p.inactiveRoute(route.name));
  } else {
    route = defaultRouteWith(tables, input.place);
    if (!route) throw new AppError(400, 'PRICE_ROUTE_INVALID', p.noRoute);
  }
  const modeAsked = input.shipMode?.trim();
  const mode = modeAsked ? route.modes.find((m) => m.code === modeAsked.toLowerCase()) : route.modes[0];
  if (!mode) throw new AppError(400, 'PRICE_ROUTE_INVALID', p.unknownMode(modeAsked ?? '', route.name));
  // Japanese shipping the seller has not stated is estimated by size class: without any, unpriceable.
  if (tables.sizeClasses.length === 0) {
    const index = (input.lines ?? []).findIndex((l) => l.domesticShippingJpy === null || l.domesticShippingJpy === undefined);
    if (index >= 0) {
      const line = input.lines![index]!;
      throw new AppError(400, 'PRICE_INPUT_UNPRICEABLE', p.unpriceableLine(line.name?.trim() || pricingText.lines.item(index + 1)));
    }
  }
  return { route, mode };
}
