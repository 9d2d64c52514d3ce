import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import type {
  AdminPricingDto,
  AdminPricingUpdateRequest,
  LandedCostResponse,
  PriceCalcRequest,
  PriceCalcResponse,
  PriceListResponse,
  PriceRulesDto,
  RouteDto,
  RouteListQuery,
  RouteSaveRequest,
  ServiceExtraDto,
  SiteCode,
  WarehouseDto,
} from '@kaimono/contracts';
import { siteCodes } from '@kaimono/contracts';
import { errorMessages, pricingText, type ErrorCode } from '@kaimono/i18n';
import { exchangeRate, formatVnd, jpy, jpyToVnd, vnd } from '@kaimono/money';
import { resolveProductLink, type Product } from '@kaimono/marketplaces';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { currentRateExact, type CurrentRate } from '../rates/index.ts';
import { vipLevels, vipPerksOf } from '../vip/index.ts';
import { buildPriceRules } from './pricing.rules.ts';
import { loadProduct, type CatalogContext } from '../catalog/index.ts';
import {
  buildTables,
  calculatePriceWith,
  chargeableFormula,
  chargeableWeightG,
  kgText,
  percentText,
  landedCostRangeWith,
  perKgCharge,
  type PriceBreakdown,
  type PricedLineInput,
  type PriceInput,
  type PriceLine,
  type PricingTables,
  type RouteRow,
  type ServiceExtra,
  type WarehouseRow,
} from './pricing.calc.ts';
import * as repo from './pricing.repository.ts';
import { productPriceFacts } from './pricing.product.ts';
import { SEED_EXTRAS, SEED_ROUTES, SEED_SETTINGS, SEED_WAREHOUSES } from './pricing.seed.ts';
import { defaultRouteWith, provincesByRoute, resolveDeliveryWith, type DeliveryChoice, type DeliveryPlace } from './pricing.destination.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';

// ---------------------------------------------------------------------------------------------
// Tables, cached briefly per process (a cache only: every write here drops it; another process
// sees a staff change within TABLES_MAX_AGE_MS)
// ---------------------------------------------------------------------------------------------

const TABLES_MAX_AGE_MS = 5_000;
const tablesCache = new WeakMap<Db, { at: number; value: Promise<PricingTables> }>();

async function readTables(db: Db): Promise<PricingTables> {
  const [settings, routes, extras, warehouses] = await Promise.all([
    repo.listSettings(db),
    repo.listLiveRoutes(db),
    repo.listExtras(db),
    repo.listWarehouses(db),
  ]);
  return buildTables({
    feeTiers: settings.filter((s) => s.kind === 'service_fee_tier').map(repo.toFeeTier),
    siteTaxes: settings.filter((s) => s.kind === 'site_tax').map((s) => ({ site: s.code, rateBps: s.rateBps ?? 0 })),
    sizeClasses: settings.filter((s) => s.kind === 'size_class').map(repo.toSizeClass),
    routes,
    extras,
    warehouses,
  });
}

/** The pricing tables, read at most every few seconds per process. */
export function loadPricingTables(db: Db): Promise<PricingTables> {
  const now = Date.now();
  const cached = tablesCache.get(db);
  if (cached && now - cached.at < TABLES_MAX_AGE_MS) return cached.value;
  const value = readTables(db);
  const entry = { at: now, value };
  tablesCache.set(db, entry);
  value.catch(() => tablesCache.get(db) === entry && tablesCache.delete(db));
  return value;
}

export function dropPricingCache(db: Db): void {
  tablesCache.delete(db);
}

// ---------------------------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------------------------

/** The whole breakdown at the current (or given) rate, with the customer's VIP discount. */
export async function calculatePrice(db: Db, input: PriceInput): Promise<PriceBreakdown> {
  const [tables, rate, vip] = await Promise.all([
    loadPricingTables(db),
    input.rate ? Promise.resolve(input.rate) : currentRateExact(db),
    input.vip !== undefined ? Promise.resolve(input.vip) : vipOf(db, input.userId),
  ]);
  return calculatePriceWith(tables, rate.rate, { ...input, vip });
}

async function vipOf(db: Db, userId: string | null | undefined): Promise<PriceInput['vip']> {
  if (!userId) return null;
  const perks = await vipPerksOf(db, userId);
  return perks.service_fee_discount_bps > 0 ? { name: perks.name, serviceFeeDiscountBps: perks.service_fee_discount_bps } : null;
}

/** A route by code (or id), also a deleted one: orders and their bills keep the route they chose. */
export async function findRoute(db: Db, code: string): Promise<RouteRow | null> {
  return repo.findRoute(db, code, { includeDeleted: true });
}

/** The route a delivery address defaults to by its province (pricing.destination.ts); null only when no route is usable. */
export async function defaultRouteFor(db: Db, place: DeliveryPlace | null | undefined): Promise<RouteRow | null> {
  return defaultRouteWith(await loadPricingTables(db), place);
}

/**
 * The route and mode a quote, order, bid or buy-now is priced with: the asked ones, else the
 * address's route and its first mode. 400 PRICE_ROUTE_INVALID / PRICE_INPUT_UNPRICEABLE (Vietnamese,
 * naming what is wrong) before anything is written or held.
 */
export async function resolveDelivery(db: Db, input: Parameters<typeof resolveDeliveryWith>[1]): Promise<DeliveryChoice> {
  return resolveDeliveryWith(await loadPricingTables(db), input);
}

/**
 * International shipping of a weighed parcel (the bill at the Vietnamese warehouse): the route's
 * mode (default its first), chargeable weight rules, plus second-payment extras of `serviceCodes`
 * (a wooden crate by the kilogram …). Throws 404 SHIPPING_ROUTE_NOT_FOUND / SHIP_MODE_NOT_FOUND.
 */
export async function shippingCharge(
  db: Db,
  i: {
    routeCode: string;
    shipMode?: string | null;
    weightG: number;
    lengthCm?: number | null;
    widthCm?: number | null;
    heightCm?: number | null;
    rate?: CurrentRate;
    serviceCodes?: string[];
    /** Goods value of the order in dong (for second-payment extras charged as a % of it). */
    goodsVnd?: number;
    /** Pieces in the parcel (for second-payment extras charged per item). */
    qty?: number;
  },
): Promise<{ amountVnd: number; chargeableWeightG: number; rateScaled: number; lines: PriceLine[] }> {
  const route = await findRoute(db, i.routeCode);
  if (!route) throw new AppError(404, 'SHIPPING_ROUTE_NOT_FOUND');
  const mode = i.shipMode ? route.modes.find((m) => m.code === i.shipMode!.toLowerCase()) : route.modes[0];
  if (!mode) throw new AppError(404, 'SHIP_MODE_NOT_FOUND');
  if (!Number.isSafeInteger(i.weightG) || i.weightG < 0) throw new AppError(400, 'VALIDATION_FAILED');
  const rate = i.rate ?? (await currentRateExact(db));
  const dims = [i.lengthCm, i.widthCm, i.heightCm];
  const volume = dims.every((d) => typeof d === 'number' && d > 0) ? dims.reduce<number>((a, d) => a * d!, 1) : 0;
  const chargeable = chargeableWeightG(i.weightG, volume, mode);
  const shipping = perKgCharge(mode.pricePerKgVnd, chargeable);
  const money = (n: number) => formatVnd(vnd(n));
  const lines: PriceLine[] = [
    {
      code: `shipping:${route.code}:${mode.code}`,
      label: pricingText.lines.international(route.name, mode.name),
      amount_vnd: shipping,
      amount_jpy: null,
      note: pricingText.lines.extraPerKg(kgText(chargeable), formatVnd(vnd(mode.pricePerKgVnd))),
      formula: pricingText.formula.international(chargeableFormula(i.weightG, volume, mode), kgText(chargeable), money(mode.pricePerKgVnd), money(shipping)),
    },
  ];
  let amount = shipping;
  if (i.serviceCodes && i.serviceCodes.length > 0) {
    const tables = await loadPricingTables(db);
    for (const extra of tables.extras) {
      if (!i.serviceCodes.includes(extra.code) || extra.paymentStage !== 'second') continue;
      const value = Math.max(extra.minVnd, secondExtraAmount(extra, chargeable, i.qty ?? 1, i.goodsVnd ?? 0));
      amount += value;
      lines.push({ code: `extra:${extra.code}`, label: extra.name, amount_vnd: value, amount_jpy: null, note: null, formula: extraFormula(extra, chargeable, i.qty ?? 1, i.goodsVnd ?? 0, value) });
    }
  }
  return { amountVnd: amount, chargeableWeightG: chargeable, rateScaled: rate.rate, lines };
}

function extraFormula(extra: ServiceExtra, chargeableG: number, qty: number, goodsVnd: number, value: number): string {
  const money = (n: number) => formatVnd(vnd(n));
  const computed = secondExtraAmount(extra, chargeableG, qty, goodsVnd);
  const f = pricingText.formula;
  const text =
    extra.chargeType === 'per_kg'
      ? f.extraPerKg(kgText(chargeableG), money(extra.priceVnd), money(computed))
      : extra.chargeType === 'per_item'
        ? f.extraPerItem(qty, money(extra.priceVnd), money(computed))
        : extra.chargeType === 'per_parcel'
          ? f.extraPerParcel(money(extra.priceVnd))
          : extra.chargeType === 'per_order'
            ? f.extraPerOrder(money(extra.priceVnd))
            : f.extraPercent(percentText(extra.percentBps ?? 0), money(goodsVnd), money(computed));
  return value > computed ? f.extraMinimum(text, money(value)) : text;
}

function secondExtraAmount(extra: ServiceExtra, chargeableG: number, qty: number, goodsVnd: number): number {
  switch (extra.chargeType) {
    case 'per_kg':
      return perKgCharge(extra.priceVnd, chargeableG);
    case 'per_item':
      return extra.priceVnd * qty;
    case 'per_order':
    case 'per_parcel':
      return extra.priceVnd;
    case 'percent_goods':
      return Math.ceil((goodsVnd * (extra.percentBps ?? 0)) / 10_000);
  }
}


/** The landed cost of one item in dong as a range (item pages). */
export async function landedCostRange(
  db: Db,
  p: { site: SiteCode; priceJpy: number; taxIncluded?: boolean; domesticShippingJpy?: number | null; weightG?: number | null },
): Promise<{ minVnd: number; maxVnd: number; rateScaled: number }> {
  const [tables, rate] = await Promise.all([loadPricingTables(db), currentRateExact(db)]);
  const range = landedCostRangeWith(tables, rate.rate, p);
  return { minVnd: range.minVnd, maxVnd: range.maxVnd, rateScaled: rate.rate };
}

/** GET /api/price-service/landed-cost/{site}/{code}: reads the product through the catalog. */
export async function landedCostOfItem(ctx: CatalogContext, site: SiteCode, code: string): Promise<LandedCostResponse['data']> {
  const product = await loadProduct(ctx, site, code);
  const [tables, rate] = await Promise.all([loadPricingTables(ctx.db), currentRateExact(ctx.db)]);
  // The item's own facts, as every other path reads them: an auction at its current price (not buy-now).
  const facts = productPriceFacts(product);
  const range = landedCostRangeWith(tables, rate.rate, {
    site,
    priceJpy: facts.priceJpy ?? 0,
    taxIncluded: facts.taxIncluded,
    domesticShippingJpy: facts.domesticShippingJpy,
    weightG: null,
  });
  return {
    min_vnd: range.minVnd,
    max_vnd: range.maxVnd,
    rate: rate.rate,
    item_vnd: range.itemVnd,
    lines: range.lines.map((l) => ({ code: l.code, label: l.label, min_vnd: l.minVnd, max_vnd: l.maxVnd, note: l.note, formula: l.formula })),
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP calculator: POST /api/price-service/calc, /api/calculate-price, /api/estimate-price
// ---------------------------------------------------------------------------------------------

export async function calculateRequest(
  ctx: CatalogContext,
  viewerId: string | null,
  body: PriceCalcRequest,
): Promise<PriceCalcResponse> {
  const lines = await Promise.all(body.items.map((item) => toLine(ctx, item)));
  const breakdown = await calculatePrice(ctx.db, {
    lines,
    routeCode: body.route_code ?? null,
    shipMode: body.ship_mode ?? null,
    serviceCodes: body.services_extra ?? [],
    userId: viewerId,
  });
  return toCalcResponse(breakdown);
}

export function toCalcResponse(b: PriceBreakdown): PriceCalcResponse {
  return {
    success: true,
    message: b.calcError ?? pricingText.messages.calculated,
    details: b.groups,
    payment: { first_payment: b.firstPaymentVnd, second_payment: b.secondPaymentVnd },
    calc_error: b.calcError,
    total_vnd: b.totalVnd,
    goods_jpy: b.goodsJpy,
    chargeable_weight_g: b.chargeableWeightG,
    rate: b.rateScaled,
    route_code: b.routeCode,
    ship_mode: b.shipMode,
  };
}

async function toLine(ctx: CatalogContext, item: PriceCalcRequest['items'][number]): Promise<PricedLineInput> {
  let site = item.site_code;
  let code = item.code ?? null;
  if (item.link) {
    const resolved = resolveProductLink(item.link);
    if (!resolved) throw new AppError(400, 'LINK_UNSUPPORTED');
    site = resolved.site;
    code = resolved.code;
  }
  if (!site) throw new AppError(400, 'VALIDATION_FAILED');
  let product: Product | null = null;
  // A product is read only when the request lacks its price (the estimator with a pasted link).
  if (item.price == null) {
    if (!code) throw new AppError(400, 'VALIDATION_FAILED');
    product = await loadProduct(ctx, site, code);
  }
  // The product's facts as every other path reads them (priceInputFromProduct); the request's own values win.
  const facts = product ? productPriceFacts(product) : null;
  return {
    site,
    code,
    name: item.name ?? product?.title ?? null,
    priceJpy: item.price ?? facts?.priceJpy ?? 0,
    qty: item.qty,
    taxIncluded: item.tax_included ?? facts?.taxIncluded ?? true,
    domesticShippingJpy: item.domestic_shipping !== undefined ? item.domestic_shipping : facts ? facts.domesticShippingJpy : null,
    weightG: item.weight ?? null,
    lengthCm: item.length ?? null,
    widthCm: item.width ?? null,
    heightCm: item.height ?? null,
    serviceCodes: item.services_extra ?? [],
  };
}

// ---------------------------------------------------------------------------------------------
// Fee schedule, extras, warehouses
// ---------------------------------------------------------------------------------------------

export function toWarehouseDto(w: WarehouseRow): WarehouseDto {
  return {
    id: w.id,
    code: w.code,
    name: w.name,
    country: w.country,
    address: w.address,
    phone: w.phone,
    note: w.note,
    active: w.active,
    free_storage_days: w.freeStorageDays,
    storage_fee_per_kg_day_vnd: w.storageFeePerKgDayVnd,
  };
}

export function toExtraDto(e: ServiceExtra): ServiceExtraDto {
  return {
    code: e.code,
    name: e.name,
    description: e.description,
    charge_type: e.chargeType,
    price_vnd: e.priceVnd,
    percent_bps: e.percentBps,
    min_vnd: e.minVnd,
    payment_stage: e.paymentStage,
    active: e.active,
  };
}

export function toRouteDto(r: RouteRow, provinces?: string[]): RouteDto {
  return {
    ...(provinces ? { provinces } : {}),
    _id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    ship_modes: r.modes.map((m) => ({
      code: m.code,
      name: m.name,
      price_per_kg_vnd: m.pricePerKgVnd,
      min_weight_g: m.minWeightG,
      volumetric_divisor: m.volumetricDivisor,
      lead_days_min: m.leadDaysMin,
      lead_days_max: m.leadDaysMax,
    })),
    warehouse: { id: r.warehouse.id, name: r.warehouse.name, address: r.warehouse.address },
    active: r.active,
    is_default: r.isDefault,
  };
}

export async function activeWarehouses(db: Db): Promise<WarehouseDto[]> {
  return (await loadPricingTables(db)).warehouses.filter((w) => w.active).map(toWarehouseDto);
}

export async function activeExtras(db: Db): Promise<ServiceExtraDto[]> {
  return (await loadPricingTables(db)).extras.filter((e) => e.active).map(toExtraDto);
}

/** Sample parcel weights of the fee schedule. */
export const BAND_WEIGHTS_G = [500, 1_000, 2_000, 5_000, 10_000, 20_000] as const;

/** GET /api/price-service/rules: every rule with worked examples, from the live tables and rate. */
export async function priceRules(db: Db): Promise<PriceRulesDto> {
  const [tables, rate, levels] = await Promise.all([loadPricingTables(db), currentRateExact(db), vipLevels(db)]);
  const vip = levels.filter((l) => l.service_fee_discount_bps > 0).map((l) => ({ name: l.name, serviceFeeDiscountBps: l.service_fee_discount_bps }));
  return buildPriceRules(tables, rate.rate, vip);
}

export async function priceList(db: Db): Promise<PriceListResponse['data']> {
  const [tables, rate] = await Promise.all([loadPricingTables(db), currentRateExact(db)]);
  const provinces = provincesByRoute(tables);
  return {
    rate: rate.rate,
    routes: tables.routes
      .filter((r) => r.active)
      .map((r) => {
        const dto = toRouteDto(r, provinces.get(r.code) ?? []);
        return {
          ...dto,
          ship_modes: dto.ship_modes.map((m, i) => ({
            ...m,
            bands: BAND_WEIGHTS_G.map((weight) => ({ weight_g: weight, amount_vnd: perKgCharge(m.price_per_kg_vnd, chargeableWeightG(weight, 0, r.modes[i]!)) })),
          })),
        };
      }),
    service_fee_tiers: tables.feeTiers.map((t) => ({ code: t.code, label: t.label, threshold_vnd: t.thresholdVnd, fee_bps: t.rateBps, min_fee_vnd: t.minFeeVnd })),
    site_taxes: siteCodes.map((site) => ({ site, tax_bps: tables.taxBpsBySite[site] ?? 1_000 })),
    size_classes: tables.sizeClasses.map((s) => ({
      code: s.code,
      label: s.label,
      max_sum_cm: s.maxSumCm,
      max_weight_g: s.maxWeightG,
      price_jpy: s.priceJpy,
      price_vnd: jpyToVnd(jpy(s.priceJpy), exchangeRate(rate.rate)),
    })),
    extras: tables.extras.filter((e) => e.active).map(toExtraDto),
  };
}

// ---------------------------------------------------------------------------------------------
// Routes (staff writes)
// ---------------------------------------------------------------------------------------------

export async function listRoutes(db: Db, query: RouteListQuery, staff: boolean): Promise<{ results: RouteDto[]; pagination: { page: number; size: number; total: number } }> {
  const [{ rows, total }, tables] = await Promise.all([
    repo.pageRoutes(db, { search: query.search || undefined, onlyActive: !staff, page: query.page, size: query.size }),
    loadPricingTables(db),
  ]);
  // Each route lists the provinces it is the default of (the web preselects the address's route).
  const provinces = provincesByRoute(tables);
  return { results: rows.map((r) => toRouteDto(r, provinces.get(r.code) ?? [])), pagination: { page: query.page, size: query.size, total } };
}

/** 'Lưu thất bại!' followed by the reason (spec §8 wording first). */
export function saveFailed(status: number, code: ErrorCode, field?: string): AppError {
  const reason = errorMessages[code];
  return new AppError(status, code, `${errorMessages.ROUTE_SAVE_FAILED} ${reason}`, field ? { [field]: reason } : undefined);
}

async function toRouteWrite(db: Db, body: RouteSaveRequest): Promise<repo.RouteWrite> {
  const warehouse = await repo.findWarehouse(db, body.warehouse_id);
  if (!warehouse || warehouse.country !== 'VN' || !warehouse.active) throw saveFailed(400, 'WAREHOUSE_NOT_FOUND', 'warehouse_id');
  return {
    code: body.code,
    name: body.name,
    description: body.description,
    warehouseId: warehouse.id,
    active: body.active,
    isDefault: body.is_default,
    modes: body.ship_modes.map((m) => ({
      code: m.code,
      name: m.name,
      pricePerKgVnd: m.price_per_kg_vnd,
      minWeightG: m.min_weight_g,
      volumetricDivisor: m.volumetric_divisor,
      leadDaysMin: m.lead_days_min,
      leadDaysMax: m.lead_days_max,
    })),
  };
}


export async function createRoute(db: Db, body: RouteSaveRequest, actor?: StaffActor): Promise<RouteDto> {
  const write = await toRouteWrite(db, body);
  if (write.isDefault && !write.active) throw saveFailed(400, 'ROUTE_DEFAULT_REQUIRED', 'is_default');
  if (await repo.routeIdByCode(db, write.code)) throw saveFailed(409, 'ROUTE_CODE_TAKEN', 'code');
  let id: string;
  try {
    id = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const created = await repo.insertRoute(tx, write, await repo.nextRouteSortOrder(tx));
      await recordStaffAction(tx, { ...(actor ?? { actorId: null }), action: 'pricing.route.create', entityType: 'shipping_route', entityId: write.code, after: { ...body } });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw saveFailed(409, 'ROUTE_CODE_TAKEN', 'code');
    throw error;
  }
  dropPricingCache(db);
  return toRouteDto((await repo.findRoute(db, id))!);
}

export async function updateRoute(db: Db, idOrCode: string, body: RouteSaveRequest, actor?: StaffActor): Promise<RouteDto> {
  const current = await repo.findRoute(db, idOrCode);
  if (!current) throw saveFailed(404, 'SHIPPING_ROUTE_NOT_FOUND');
  const write = await toRouteWrite(db, body);
  // The default route stays a live, active default until another one takes the role.
  if (current.isDefault && (!write.isDefault || !write.active)) throw saveFailed(409, 'ROUTE_DEFAULT_REQUIRED', 'is_default');
  if (write.isDefault && !write.active) throw saveFailed(400, 'ROUTE_DEFAULT_REQUIRED', 'is_default');
  const holder = await repo.routeIdByCode(db, write.code);
  if (holder && holder.id !== current.id) throw saveFailed(409, 'ROUTE_CODE_TAKEN', 'code');
  try {
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await repo.updateRoute(tx, current.id, write);
      await recordStaffAction(tx, {
        ...(actor ?? { actorId: null }),
        action: 'pricing.route.update',
        entityType: 'shipping_route',
        entityId: current.code,
        before: { ...toRouteDto(current) },
        after: { ...body },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw saveFailed(409, 'ROUTE_CODE_TAKEN', 'code');
    throw error;
  }
  dropPricingCache(db);
  return toRouteDto((await repo.findRoute(db, current.id))!);
}

/** Marks a route deleted; the default route can't be (choose another default first). */
export async function deleteRoute(db: Db, idOrCode: string, actor?: StaffActor): Promise<void> {
  const route = await repo.findRoute(db, idOrCode);
  if (!route) throw new AppError(404, 'ROUTE_DELETE_FAILED');
  if (route.isDefault) throw new AppError(409, 'ROUTE_DELETE_FAILED');
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    if (!(await repo.markRouteDeleted(tx, route.id))) throw new AppError(404, 'ROUTE_DELETE_FAILED');
    await recordStaffAction(tx, { ...(actor ?? { actorId: null }), action: 'pricing.route.delete', entityType: 'shipping_route', entityId: route.code, before: { deleted: false }, after: { deleted: true } });
  });
  dropPricingCache(db);
}

// ---------------------------------------------------------------------------------------------
// Staff: the fee schedule
// ---------------------------------------------------------------------------------------------

export async function adminPricing(db: Db): Promise<AdminPricingDto> {
  const [settings, extras, warehouses] = await Promise.all([repo.listSettings(db), repo.listExtras(db), repo.listWarehouses(db)]);
  const taxes = new Map(settings.filter((s) => s.kind === 'site_tax').map((s) => [s.code, s.rateBps ?? 0]));
  return {
    service_fee_tiers: settings
      .filter((s) => s.kind === 'service_fee_tier')
      .map(repo.toFeeTier)
      .sort((a, b) => a.thresholdVnd - b.thresholdVnd)
      .map((t) => ({ code: t.code, label: t.label, threshold_vnd: t.thresholdVnd, fee_bps: t.rateBps, min_fee_vnd: t.minFeeVnd })),
    site_taxes: siteCodes.map((site) => ({ site, tax_bps: taxes.get(site) ?? 1_000 })),
    size_classes: settings
      .filter((s) => s.kind === 'size_class')
      .map(repo.toSizeClass)
      .sort((a, b) => a.maxSumCm - b.maxSumCm)
      .map((s) => ({ code: s.code, label: s.label, max_sum_cm: s.maxSumCm, max_weight_g: s.maxWeightG, price_jpy: s.priceJpy })),
    extras: extras.map(toExtraDto),
    warehouses: warehouses.map(toWarehouseDto),
  };
}

export async function updateAdminPricing(db: Db, body: AdminPricingUpdateRequest, actor?: StaffActor): Promise<AdminPricingDto> {
  const before = await adminPricing(db);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const changed = Object.keys(body).filter((key) => body[key as keyof AdminPricingUpdateRequest] !== undefined) as (keyof AdminPricingDto)[];
    await recordStaffAction(tx, {
      ...(actor ?? { actorId: null }),
      action: 'pricing.tables.update',
      entityType: 'pricing',
      entityId: changed.join(','),
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: { ...body },
    });
    if (body.service_fee_tiers) {
      const tiers = [...body.service_fee_tiers].sort((a, b) => a.threshold_vnd - b.threshold_vnd);
      await repo.replaceSettings(
        tx,
        'service_fee_tier',
        tiers.map((t) => ({ code: t.code, label: t.label, thresholdVnd: t.threshold_vnd, rateBps: t.fee_bps, minFeeVnd: t.min_fee_vnd })),
      );
    }
    if (body.site_taxes) {
      await repo.replaceSettings(
        tx,
        'site_tax',
        body.site_taxes.map((t) => ({ code: t.site, label: pricingText.seed.siteTax, rateBps: t.tax_bps })),
      );
    }
    if (body.size_classes) {
      const classes = [...body.size_classes].sort((a, b) => a.max_sum_cm - b.max_sum_cm);
      await repo.replaceSettings(
        tx,
        'size_class',
        classes.map((s) => ({ code: s.code, label: s.label, maxSumCm: s.max_sum_cm, maxWeightG: s.max_weight_g, priceJpy: s.price_jpy })),
      );
    }
    if (body.extras) {
      await repo.saveExtras(
        tx,
        body.extras.map((e) => ({
          code: e.code,
          name: e.name,
          description: e.description,
          chargeType: e.charge_type,
          priceVnd: e.price_vnd,
          percentBps: e.charge_type === 'percent_goods' ? (e.percent_bps ?? null) : null,
          minVnd: e.min_vnd,
          paymentStage: e.payment_stage,
          active: e.active,
        })),
      );
    }
    if (body.warehouses) {
      await repo.saveWarehouses(
        tx,
        body.warehouses.map((w) => ({
          code: w.code,
          name: w.name,
          country: w.country,
          address: w.address,
          phone: w.phone,
          note: w.note,
          active: w.active,
          ...(w.free_storage_days !== undefined ? { freeStorageDays: w.free_storage_days } : {}),
          ...(w.storage_fee_per_kg_day_vnd !== undefined ? { storageFeePerKgDayVnd: w.storage_fee_per_kg_day_vnd } : {}),
        })),
      );
    }
  });
  dropPricingCache(db);
  return adminPricing(db);
}

// ---------------------------------------------------------------------------------------------
// Seed
// ---------------------------------------------------------------------------------------------

/** Inserts the default fee schedule, warehouses, routes and extras where missing (staff edits are kept). */
export async function seedPricing(db: Db): Promise<void> {
  await repo.insertSettingsIfAbsent(db, SEED_SETTINGS);
  await repo.insertWarehousesIfAbsent(db, SEED_WAREHOUSES);
  await repo.insertExtrasIfAbsent(db, SEED_EXTRAS);
  for (const [i, route] of SEED_ROUTES.entries()) {
    const warehouse = await repo.findWarehouse(db, route.warehouseCode);
    if (!warehouse) continue;
    await repo.insertRouteIfAbsent(db, { ...route, warehouseId: warehouse.id }, i + 1);
  }
  dropPricingCache(db);
}
