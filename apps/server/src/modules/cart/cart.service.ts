import type { CartResponse } from '@kaimono/contracts';
import { cartText } from '@kaimono/i18n';
import { UpstreamError, isSiteCode, resolveProductLink, type Product, type SiteCode } from '@kaimono/marketplaces';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { isIntegrityViolation } from '../../platform/db-errors.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { catalogContext, loadProduct, type CatalogContext } from '../catalog/index.ts';
import { domesticShippingOfProduct, loadPricingTables, productPriceFacts } from '../pricing/index.ts';
import { currentRateExact } from '../rates/index.ts';
import { prepareTitles } from '../translate/index.ts';
import { toCartItemDto } from './cart.mapper.ts';
import { cartTotals } from './cart.totals.ts';
import * as repo from './cart.repository.ts';
import type { CartItemPatch, CartItemRecord } from './cart.repository.ts';

/** A cart row as other modules see it (orders reads these to build an order). */
export type CartItemRow = CartItemRecord;

/** Most items one cart holds; the most of one item. */
export const CART_MAX_ITEMS = 200;
export const CART_MAX_QTY = 999;
/** How long the re-check of a cart may take; items not checked by then are kept as they were. */
export const DEFAULT_CHECK_TIMEOUT_MS = 3_000;
/** Re-checks running at once (per cart load); the adapters keep each site's own request limits. */
const CHECK_CONCURRENCY = 12;

/** The catalog's context, plus how long a re-check may take (tests shorten it). */
export interface CartContext extends CatalogContext {
  checkTimeoutMs?: number;
}

/** The cart's view of the app's dependencies. */
export function cartContext(deps: AppDeps, log?: CartContext['log']): CartContext {
  return { ...catalogContext(deps), ...(log ? { log } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Reading a product: price, stock, variant

export interface ProductFacts {
  /** The unit price to pay the seller (tax included; the buy-now price of an auction). */
  priceJpy: number;
  taxJpy: number;
  available: boolean;
  /** Units left when the site says (variant first), else null. */
  stock: number | null;
}

/** Why a product cannot go in a cart, or null when it can. */
export type NotBuyable = 'auction' | 'soldout' | 'variant_required' | 'variant_invalid';

export function productFacts(product: Product, variant: string): ProductFacts & { problem: NotBuyable | null } {
  let priceJpy = product.priceJpy;
  let problem: NotBuyable | null = null;
  let stock = product.stock;
  let available = product.available && product.stock !== 0;

  if (product.auction) {
    // Only an auction with a buy-now price can be bought outright; the others are bid on.
    if (product.auction.buyNowPriceJpy === null) problem = 'auction';
    else priceJpy = productPriceFacts(product, 'buy_now').priceJpy;
    if (product.auction.status !== 'open') available = false;
  }

  if (variant !== '') {
    const chosen = product.variants.find((v) => v.id === variant) ?? product.variants.find((v) => v.name === variant);
    if (!chosen) problem ??= 'variant_invalid';
    else {
      if (chosen.priceJpy !== null) priceJpy = chosen.priceJpy;
      if (chosen.quantity !== null) stock = chosen.quantity;
      if (chosen.quantity === 0) available = false;
    }
  } else if (product.variants.length > 1) {
    problem ??= 'variant_required';
  }

  if (!available) problem ??= 'soldout';
  const taxJpy =
    product.priceExTaxJpy !== null && product.priceJpy !== null && product.priceJpy >= product.priceExTaxJpy && priceJpy === product.priceJpy
      ? product.priceJpy - product.priceExTaxJpy
      : product.taxRatePercent && priceJpy
        ? Math.floor((priceJpy * product.taxRatePercent) / (100 + product.taxRatePercent))
        : 0;
  if (priceJpy === null) problem ??= 'soldout';
  return { priceJpy: priceJpy ?? 0, taxJpy, available, stock, problem };
}

const problemErrors: Record<NotBuyable, () => AppError> = {
  auction: () => new AppError(409, 'CART_AUCTION_NOT_ALLOWED'),
  soldout: () => conflict('CART_ITEM_SOLDOUT'),
  variant_required: () => new AppError(400, 'CART_VARIANT_REQUIRED'),
  variant_invalid: () => new AppError(400, 'CART_VARIANT_INVALID'),
};

// ---------------------------------------------------------------------------------------------
// Adding

export interface CartOptions {
  qty?: number;
  extraServices?: string[];
  discountCodes?: string[];
  routeCode?: string | null;
  shipMode?: string | null;
  note?: string;
  groups?: string | null;
  weightG?: number | null;
  widthCm?: number | null;
  lengthCm?: number | null;
  heightCm?: number | null;
}

export interface AddToCartInput extends CartOptions {
  site?: string | undefined;
  code?: string | undefined;
  /** A pasted product link instead of site and code. */
  link?: string | undefined;
  variant?: string | null;
}

/** The item an add names: site + code, or a supported product link. */
function itemRef(input: AddToCartInput): { site: SiteCode; code: string } {
  if (input.site && input.code) {
    if (!isSiteCode(input.site)) throw notFound('ITEM_NOT_FOUND');
    return { site: input.site, code: input.code };
  }
  if (input.link) {
    const resolved = resolveProductLink(input.link);
    if (!resolved) throw badRequest('LINK_UNSUPPORTED');
    return { site: resolved.site, code: resolved.code };
  }
  throw badRequest('CART_ITEM_REQUIRED');
}

/** Adds an item with the product facts read from the marketplace now (never the client's). */
/** The header's badge: how many items the cart holds. */
export const countItems = repo.countItems;

export async function addToCart(ctx: CartContext, userId: string, input: AddToCartInput): Promise<CartItemRow> {
  const { site, code } = itemRef(input);
  const variant = (input.variant ?? '').trim();
  await checkOptions(ctx.db, optionColumns(input));
  const product = await loadProduct(ctx, site, code);
  const facts = productFacts(product, variant);
  if (facts.problem) throw problemErrors[facts.problem]();

  const qty = input.qty ?? 1;
  const existing = await repo.itemsOf(ctx.db, userId);
  const same = existing.find((row) => row.site === site && row.code === product.code && row.variant === variant);
  if (!same && existing.length >= CART_MAX_ITEMS) throw conflict('CART_FULL');
  const wanted = (same?.qty ?? 0) + qty;
  if (facts.stock !== null && wanted > facts.stock) throw conflict('CART_QTY_EXCEEDS_STOCK');
  if (wanted > CART_MAX_QTY) throw new AppError(400, 'CART_QTY_INVALID');

  try {
    return await repo.upsertItem(
      ctx.db,
      {
        userId,
        site,
        code: product.code,
        variant,
        link: product.sourceUrl,
        name: product.title,
        image: product.imageUrl ?? product.images[0] ?? null,
        qty,
        priceJpy: facts.priceJpy,
        taxJpy: facts.taxJpy,
        domesticShippingJpy: domesticShippingOfProduct(product),
        sellerId: product.seller?.id ?? product.sellerId,
        sellerName: product.seller?.name ?? product.sellerName,
        checkedAt: new Date(),
        ...optionColumns(input),
      },
      CART_MAX_QTY,
    );
  } catch (error) {
    throw saveFailed(error);
  }
}

/** Only the options the caller gave, as columns. */
function optionColumns(options: CartOptions): CartItemPatch {
  const patch: CartItemPatch = {};
  if (options.qty !== undefined) patch.qty = options.qty;
  if (options.extraServices !== undefined) patch.extraServices = unique(options.extraServices);
  if (options.discountCodes !== undefined) patch.discountCodes = unique(options.discountCodes.map((c) => c.trim().toUpperCase()).filter(Boolean));
  if (options.routeCode !== undefined) patch.routeCode = options.routeCode || null;
  if (options.shipMode !== undefined) patch.shipMode = options.shipMode || null;
  if (options.note !== undefined) patch.note = options.note.trim();
  if (options.groups !== undefined) patch.groups = options.groups?.trim() || null;
  if (options.weightG !== undefined) patch.weightG = options.weightG;
  if (options.widthCm !== undefined) patch.widthCm = options.widthCm;
  if (options.lengthCm !== undefined) patch.lengthCm = options.lengthCm;
  if (options.heightCm !== undefined) patch.heightCm = options.heightCm;
  return patch;
}

/**
 * The route, ship mode and extra services an item would have after `patch`, checked against the
 * pricing tables (live routes, their modes, active extras). Only checked when the patch sets them.
 */
export async function checkOptions(db: Db, patch: CartItemPatch, current?: Pick<CartItemRow, 'routeCode' | 'shipMode'>): Promise<void> {
  const touchesRoute = patch.routeCode !== undefined || patch.shipMode !== undefined;
  if (!touchesRoute && patch.extraServices === undefined) return;
  const tables = await loadPricingTables(db);
  if (touchesRoute) {
    const routeCode = patch.routeCode !== undefined ? patch.routeCode : (current?.routeCode ?? null);
    const shipMode = patch.shipMode !== undefined ? patch.shipMode : (current?.shipMode ?? null);
    const route = routeCode ? tables.routeByCode.get(routeCode) : null;
    if (routeCode && (!route || !route.active)) throw new AppError(400, 'CART_ROUTE_INVALID');
    // A mode without a route is a mode of the default route.
    const modes = (route ?? tables.defaultRoute)?.modes ?? [];
    if (shipMode && !modes.some((m) => m.code === shipMode)) throw new AppError(400, 'CART_ROUTE_INVALID');
  }
  for (const code of patch.extraServices ?? []) {
    if (!tables.extraByCode.get(code)?.active) throw new AppError(400, 'CART_SERVICE_INVALID');
  }
}

const unique = (values: string[]): string[] => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** A database failure while saving: 'Đặt hàng thất bại!' (spec §8), never a raw 500 for a constraint. */
function saveFailed(error: unknown): unknown {
  if (error instanceof AppError || error instanceof UpstreamError) return error;
  if (isIntegrityViolation(error)) return conflict('CART_SAVE_FAILED');
  return error;
}

// ---------------------------------------------------------------------------------------------
// Reading, removing

/** The customer's cart rows (all, or only `ids` — ids of other customers are left out). */
export function cartItemsOf(db: Db, userId: string, ids?: string[]): Promise<CartItemRow[]> {
  return repo.itemsOf(db, userId, ids);
}

/**
 * Removes items from the customer's cart. Orders calls it inside its order transaction (a `tx`
 * is a `Db`); ids of other customers are ignored there. The HTTP route checks ownership first.
 */
export async function removeCartItems(db: Db, userId: string, ids: string[]): Promise<void> {
  await repo.deleteItems(db, userId, ids);
}

/** All `ids` must be the customer's, else 404 and nothing changes. */
async function ownedItems(db: Db, userId: string, ids: string[]): Promise<CartItemRow[]> {
  const wanted = [...new Set(ids)];
  const rows = await repo.itemsOf(db, userId, wanted);
  if (rows.length !== wanted.length) throw notFound('CART_ITEM_NOT_FOUND');
  return rows;
}

export async function removeOwnedItems(db: Db, userId: string, ids: string[]): Promise<number> {
  await ownedItems(db, userId, ids);
  return repo.deleteItems(db, userId, ids);
}

// ---------------------------------------------------------------------------------------------
// Options

/**
 * PUT /api/intended_cart/items: the buyer's choice for the next quote. Exactly these items become
 * "intended" (the others not) and each gets the options sent with it. One transaction: an unknown
 * id or a sold-out item changes nothing.
 */
export async function setIntendedItems(db: Db, userId: string, items: (CartOptions & { id: string })[]): Promise<CartItemRow[]> {
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw new AppError(400, 'CART_ITEM_DUPLICATE');
  const patches = items.map((item) => ({ id: item.id, patch: { ...optionColumns(item), previousPriceJpy: null } }));
  // Checked before the transaction (the pricing tables are read outside it).
  const current = await ownedItems(db, userId, ids);
  for (const { id, patch } of patches) await checkOptions(db, patch, current.find((r) => r.id === id));
  return db.transaction(async (tx) => {
    const rows = await ownedItems(tx, userId, ids);
    if (rows.some((r) => r.soldout)) throw conflict('CART_ITEM_SOLDOUT');
    await repo.setIntended(tx, userId, ids);
    const updated: CartItemRow[] = [];
    for (const { id, patch } of patches) {
      const row = await repo.updateItem(tx, userId, id, patch).catch((e: unknown) => {
        throw saveFailed(e);
      });
      if (!row) throw notFound('CART_ITEM_NOT_FOUND');
      updated.push(row);
    }
    return updated;
  });
}

/** PUT /api/intended_cart/items/update: one item's options (the buyer has seen its price now). */
export async function updateItemOptions(db: Db, userId: string, id: string, options: CartOptions): Promise<CartItemRow> {
  const [current] = await repo.itemsOf(db, userId, [id]);
  if (!current) throw notFound('CART_ITEM_NOT_FOUND');
  const patch = { ...optionColumns(options), previousPriceJpy: null };
  await checkOptions(db, patch, current);
  const row = await repo.updateItem(db, userId, id, patch).catch((e: unknown) => {
    throw saveFailed(e);
  });
  if (!row) throw notFound('CART_ITEM_NOT_FOUND');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Re-checking against the marketplace

export type CheckOutcome = 'ok' | 'price_changed' | 'soldout' | 'failed';

export interface RefreshResult {
  items: CartItemRow[];
  /** Per item id: what the re-check found. */
  outcomes: Record<string, CheckOutcome>;
  /** True when at least one item could not be checked (kept as it was). */
  checkFailed: boolean;
}

/** Runs `fn` over `values` with at most `limit` at once. */
async function mapLimited<T, R>(values: T[], limit: number, fn: (value: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(values.length);
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const index = next++;
      results[index] = await fn(values[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
  return results;
}

/**
 * The product, null when the site says it is gone, or 'failed' (an error, or no answer before
 * `deadline`: the whole re-check of a cart shares one time limit, however many items it has).
 */
async function readProduct(ctx: CartContext, site: SiteCode, code: string, deadline: number): Promise<Product | null | 'failed'> {
  const timeLeft = deadline - Date.now();
  if (timeLeft <= 0) return 'failed';
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'failed'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('failed');
    }, timeLeft);
  });
  const read = ctx.adapters[site].item(code, controller.signal).catch((error: unknown) => {
    if (!controller.signal.aborted) ctx.log?.warn({ err: error, site, code }, 'cart re-check failed');
    return 'failed' as const;
  });
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What to change on a row after its product was read. */
export function recheckPatch(row: CartItemRow, product: Product | null): { patch: CartItemPatch; outcome: CheckOutcome } {
  const now = new Date();
  if (!product) return { patch: { soldout: true, checkedAt: now }, outcome: 'soldout' };
  const facts = productFacts(product, row.variant);
  const soldout = !facts.available || facts.problem === 'soldout' || facts.problem === 'auction' || facts.problem === 'variant_invalid';
  const patch: CartItemPatch = {
    soldout,
    checkedAt: now,
    name: product.title || row.name,
    image: product.imageUrl ?? product.images[0] ?? row.image,
    sellerId: product.seller?.id ?? product.sellerId ?? row.sellerId,
    sellerName: product.seller?.name ?? product.sellerName ?? row.sellerName,
  };
  if (soldout) return { patch, outcome: 'soldout' };
  let outcome: CheckOutcome = 'ok';
  if (facts.priceJpy !== row.priceJpy) {
    patch.priceJpy = facts.priceJpy;
    patch.taxJpy = facts.taxJpy;
    // Keep the price the buyer last saw until they confirm the item again.
    patch.previousPriceJpy = row.previousPriceJpy ?? row.priceJpy;
    if (patch.previousPriceJpy === facts.priceJpy) patch.previousPriceJpy = null;
    outcome = 'price_changed';
  } else if (row.previousPriceJpy !== null) {
    outcome = 'price_changed';
  }
  const shipping = domesticShippingOfProduct(product);
  if (shipping !== null) patch.domesticShippingJpy = shipping;
  return { patch, outcome };
}

/** How often an unchanged item's `checkedAt` is written (a cart load need not write every row). */
const CHECKED_AT_WRITE_MS = 60_000;

/** True when the patch changes the row, or its last check is old enough to record again. */
export function needsWrite(row: CartItemRow, patch: CartItemPatch): boolean {
  for (const [key, value] of Object.entries(patch) as [keyof CartItemPatch, unknown][]) {
    if (key === 'checkedAt') continue;
    if (row[key] !== value) return true;
  }
  return !row.checkedAt || Date.now() - row.checkedAt.getTime() > CHECKED_AT_WRITE_MS;
}

/**
 * Re-checks every item of the customer's cart against its marketplace, in parallel with a short
 * time limit. Sold-out or vanished items are flagged `soldout`; changed prices are updated (the old
 * one kept in `previousPriceJpy`). When the marketplace fails the item is kept as it was.
 */
export async function refreshCartAvailability(ctx: CartContext, userId: string): Promise<RefreshResult> {
  const rows = await repo.itemsOf(ctx.db, userId);
  const deadline = Date.now() + (ctx.checkTimeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS);
  const outcomes: Record<string, CheckOutcome> = {};
  const checked = await mapLimited(rows, CHECK_CONCURRENCY, async (row) => {
    if (!isSiteCode(row.site)) {
      outcomes[row.id] = 'failed';
      return row;
    }
    const product = await readProduct(ctx, row.site, row.code, deadline);
    if (product === 'failed') {
      outcomes[row.id] = 'failed';
      return row;
    }
    const { patch, outcome } = recheckPatch(row, product);
    outcomes[row.id] = outcome;
    if (!needsWrite(row, patch)) return row;
    const updated = await repo.updateItem(ctx.db, userId, row.id, patch);
    // Removed meanwhile (another tab, an order): leave it out.
    return updated ?? null;
  });
  const items = checked.filter((row): row is CartItemRow => row !== null);
  return { items, outcomes, checkFailed: Object.values(outcomes).includes('failed') };
}

// ---------------------------------------------------------------------------------------------
// The cart page

/**
 * GET /api/cart/user: re-checks the items (unless `recheck` is false), then answers the active
 * items and the sold-out ones apart (spec §4), with totals overall, per group and per site.
 */
export async function loadCart(ctx: CartContext, userId: string, options: { recheck: boolean }): Promise<CartResponse> {
  let rows: CartItemRow[];
  let outcomes: Record<string, CheckOutcome> = {};
  let checkFailed = false;
  if (options.recheck) {
    ({ items: rows, outcomes, checkFailed } = await refreshCartAvailability(ctx, userId));
  } else {
    rows = await repo.itemsOf(ctx.db, userId);
  }
  const active = rows.filter((r) => !r.soldout);
  const soldout = rows.filter((r) => r.soldout);
  const [rate] = await Promise.all([currentRateExact(ctx.db), prepareTitles(ctx.translator, rows.map((r) => r.name))]);
  const totals = await cartTotals(ctx.db, active, userId, rate);

  const counts = { price_changed: 0, soldout: 0, failed: 0 };
  for (const outcome of Object.values(outcomes)) if (outcome !== 'ok') counts[outcome] += 1;
  const notices = [
    counts.price_changed > 0 ? cartText.notices.priceChanged(counts.price_changed) : null,
    counts.soldout > 0 ? cartText.notices.soldout(counts.soldout) : null,
    counts.failed > 0 ? cartText.notices.checkFailed(counts.failed) : null,
  ].filter((n): n is string => n !== null);

  return {
    success: true,
    results: active.map((r) => toCartItemDto(r, ctx.translator, outcomes[r.id] ?? null)),
    soldout: soldout.map((r) => toCartItemDto(r, ctx.translator, outcomes[r.id] ?? null)),
    groups: totals.groups,
    sites: totals.sites,
    totals: totals.totals,
    intended_totals: totals.intended,
    rate: rate.rate,
    check_failed: checkFailed,
    message: notices.length > 0 ? notices.join(' ') : null,
  };
}
