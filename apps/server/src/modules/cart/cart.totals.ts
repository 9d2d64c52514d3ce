import type { CartGroup, CartTotals, SiteCode } from '@kaimono/contracts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { addressBook } from '../address/index.ts';
import { calculatePrice, defaultRouteFor, type PricedLineInput } from '../pricing/index.ts';
import type { CurrentRate } from '../rates/index.ts';
import { groupKeyOf } from './cart.mapper.ts';
import type { CartItemRow } from './cart.service.ts';

export const emptyTotals = (): CartTotals => ({
  item_count: 0,
  qty: 0,
  goods_jpy: 0,
  first_payment: 0,
  second_payment: 0,
  total_vnd: 0,
  details: [],
  calc_error: null,
});

export function pricedLine(row: CartItemRow): PricedLineInput {
  return {
    site: row.site as SiteCode,
    code: row.code,
    priceJpy: row.priceJpy,
    qty: row.qty,
    taxIncluded: true,
    domesticShippingJpy: row.domesticShippingJpy,
    weightG: row.weightG,
    lengthCm: row.lengthCm,
    widthCm: row.widthCm,
    heightCm: row.heightCm,
    serviceCodes: row.extraServices,
  };
}

/** The one value all rows share, else null (then the route of the customer's default address). */
function shared(values: (string | null)[]): string | null {
  const first = values[0] ?? null;
  return values.every((v) => v === first) ? first : null;
}

/**
 * Totals of a set of items through the pricing module (one route: the items' own when they agree,
 * else `fallbackRouteCode`, the route of the customer's default address; else the default route).
 */
export async function totalsOf(db: Db, rows: CartItemRow[], userId: string, rate: CurrentRate, fallbackRouteCode: string | null = null): Promise<CartTotals> {
  if (rows.length === 0) return emptyTotals();
  const base = {
    item_count: rows.length,
    qty: rows.reduce((n, r) => n + r.qty, 0),
    goods_jpy: rows.reduce((n, r) => n + r.priceJpy * r.qty, 0),
  };
  const own = shared(rows.map((r) => r.routeCode));
  const shipMode = own ? shared(rows.map((r) => r.shipMode)) : null;
  try {
    const price = await calculatePrice(db, { lines: rows.map(pricedLine), routeCode: own ?? fallbackRouteCode, shipMode, userId, rate });
    return {
      ...base,
      goods_jpy: price.goodsJpy,
      first_payment: price.firstPaymentVnd,
      second_payment: price.secondPaymentVnd,
      total_vnd: price.totalVnd,
      details: price.groups,
      calc_error: price.calcError,
    };
  } catch (error) {
    // A route or service the pricing cannot use: the cart still loads, with the reason.
    if (error instanceof AppError) return { ...emptyTotals(), ...base, calc_error: error.message };
    throw error;
  }
}

export interface CartTotalsResult {
  totals: CartTotals;
  intended: CartTotals;
  groups: CartGroup[];
  sites: { site_code: SiteCode; totals: CartTotals }[];
}

/** Totals overall, of the intended items, per group (site and seller) and per site, in parallel. */
export async function cartTotals(db: Db, active: CartItemRow[], userId: string, rate: CurrentRate): Promise<CartTotalsResult> {
  const byGroup = new Map<string, CartItemRow[]>();
  const bySite = new Map<string, CartItemRow[]>();
  for (const row of active) {
    const key = groupKeyOf(row);
    byGroup.set(key, [...(byGroup.get(key) ?? []), row]);
    bySite.set(row.site, [...(bySite.get(row.site) ?? []), row]);
  }
  const intendedRows = active.filter((r) => r.intended);
  // Items without a route of their own go the way of the customer's default address (JP-HN / JP-HCM).
  const fallback = active.length > 0 ? ((await defaultRouteFor(db, (await addressBook(db, userId)).default_address))?.code ?? null) : null;
  const [totals, intended, groupTotals, siteTotals] = await Promise.all([
    totalsOf(db, active, userId, rate, fallback),
    totalsOf(db, intendedRows, userId, rate, fallback),
    Promise.all([...byGroup.values()].map((rows) => totalsOf(db, rows, userId, rate, fallback))),
    Promise.all([...bySite.values()].map((rows) => totalsOf(db, rows, userId, rate, fallback))),
  ]);
  const groups = [...byGroup.entries()].map(([key, rows], i) => ({
    key,
    site_code: rows[0]!.site as SiteCode,
    seller: { id: rows[0]!.sellerId, name: rows[0]!.sellerName },
    item_ids: rows.map((r) => r.id),
    totals: groupTotals[i]!,
  }));
  const sites = [...bySite.entries()].map(([site], i) => ({ site_code: site as SiteCode, totals: siteTotals[i]! }));
  return { totals, intended, groups, sites };
}
