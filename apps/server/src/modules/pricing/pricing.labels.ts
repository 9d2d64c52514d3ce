import type { Db } from '../../platform/db.ts';
import type { PricingTables, RouteRow } from './pricing.calc.ts';
import { findRoute, loadPricingTables } from './pricing.service.ts';

/**
 * Human names of the fee schedule's codes for what buyers see (order pages, slips, exports):
 * route "JP-HCM" → "Nhật Bản → TP. Hồ Chí Minh", mode "air" → its name on that route, extra
 * "inspection" → its name. An unknown code (a row removed since) is shown as it is.
 */
export interface PricingLabels {
  route(code: string | null | undefined): string | null;
  shipMode(routeCode: string | null | undefined, modeCode: string | null | undefined): string | null;
  extra(code: string): string;
}

export function labelsFrom(tables: PricingTables, extraRoutes: RouteRow[] = []): PricingLabels {
  const routes = new Map<string, RouteRow>(tables.routes.map((r) => [r.code, r]));
  for (const r of extraRoutes) if (!routes.has(r.code)) routes.set(r.code, r);
  const modeName = (code: string): string | null => {
    for (const r of routes.values()) {
      const m = r.modes.find((x) => x.code === code);
      if (m) return m.name;
    }
    return null;
  };
  return {
    route: (code) => (code ? (routes.get(code)?.name ?? code) : null),
    shipMode: (routeCode, modeCode) => {
      if (!modeCode) return null;
      const mode = (routeCode ? routes.get(routeCode) : undefined)?.modes.find((m) => m.code === modeCode.toLowerCase());
      return mode?.name ?? modeName(modeCode.toLowerCase()) ?? modeCode;
    },
    extra: (code) => tables.extraByCode.get(code)?.name ?? code,
  };
}

/** The labels for these route codes (deleted routes are looked up too: old orders keep theirs). */
export async function pricingLabels(db: Db, routeCodes: Iterable<string | null | undefined> = []): Promise<PricingLabels> {
  const tables = await loadPricingTables(db);
  const missing = [...new Set([...routeCodes].filter((c): c is string => !!c && !tables.routeByCode.has(c)))];
  const extra = (await Promise.all(missing.map((c) => findRoute(db, c)))).filter((r): r is RouteRow => r !== null);
  return labelsFrom(tables, extra);
}
