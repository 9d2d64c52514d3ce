import type { BuyNowBody, OrderDto, QuotePreviewDto, QuoteRequestBody } from '@kaimono/contracts';
import { ordersText } from '@kaimono/i18n';
import { UpstreamError, isSiteCode, type Product, type SiteCode } from '@kaimono/marketplaces';
import { formatJpy, jpy } from '@kaimono/money';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { getAddress } from '../address/index.ts';
import { cartItemsOf, productFacts, refreshCartAvailability, type CartItemRow } from '../cart/index.ts';
import { loadProduct } from '../catalog/index.ts';
import { currentRateExact } from '../rates/index.ts';
import type { TitleTranslator } from '../translate/index.ts';
import { domesticShippingOfProduct } from '../pricing/index.ts';
import * as repo from './orders.repository.ts';
import { createOrder, deliveryOf, itemDto, normaliseCoupon, orderDtoOf, priceDto, priceOrder, updateDraft, type PricedOrder } from './orders.service.ts';
import type { OrderItemInput, OrderRow, OrdersContext } from './orders.types.ts';

/**
 * The buyer's side of quotes (POST /api/quote/user/request, /save, /coupon, /api/buy-product-now).
 * Items come from the cart, a saved quote, or are given directly (their price is read from the
 * marketplace, never taken from the client). Before an order is created every item is checked on
 * its marketplace again: sold out or gone, or a price that changed since the buyer saw it, stops
 * the creation with a clear message (nothing is created; the buyer confirms again).
 */

interface QuoteSource {
  items: OrderItemInput[];
  /** Ids the preview shows for the items (cart item ids, order item ids, or positions). */
  itemIds: string[];
  cartItemIds: string[];
  draft: OrderRow | null;
  /** Whether the items' prices were read from the marketplace just now. */
  fresh: boolean;
  routeCode: string | null;
  shipMode: string | null;
}

function fromCartRow(row: CartItemRow): OrderItemInput {
  return {
    site: row.site as SiteCode,
    code: row.code,
    link: row.link,
    name: row.name,
    image: row.image,
    qty: row.qty,
    variant: row.variant,
    priceJpy: row.priceJpy,
    taxIncluded: true,
    domesticShippingJpy: row.domesticShippingJpy,
    weightG: row.weightG,
    lengthCm: row.lengthCm,
    widthCm: row.widthCm,
    heightCm: row.heightCm,
    serviceCodes: row.extraServices,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    note: row.note,
  };
}

/** Reads one item on its marketplace: its facts, or the reason it cannot be bought now. */
async function readItem(ctx: OrdersContext, site: string, code: string, variant: string, name: string): Promise<{ product: Product; priceJpy: number }> {
  if (!isSiteCode(site)) throw new AppError(409, 'ORDER_ITEM_SOLD_OUT', ordersText.reasons.soldOut(name));
  let product: Product;
  try {
    product = await loadProduct(ctx.catalog, site, code);
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (error instanceof AppError && error.statusCode === 404) throw new AppError(409, 'ORDER_ITEM_SOLD_OUT', ordersText.reasons.soldOut(name));
    throw error;
  }
  const facts = productFacts(product, variant);
  const shown = name || product.title;
  if (facts.problem === 'auction') throw new AppError(409, 'ORDER_ITEM_SOLD_OUT', ordersText.reasons.auctionItem(shown));
  if (facts.problem === 'variant_required' || facts.problem === 'variant_invalid') {
    throw new AppError(400, 'VALIDATION_FAILED', ordersText.reasons.variantRequired(shown));
  }
  if (facts.problem) throw new AppError(409, 'ORDER_ITEM_SOLD_OUT', ordersText.reasons.soldOut(shown));
  return { product, priceJpy: facts.priceJpy };
}

function priceChanged(name: string, before: number, after: number, index: number): AppError {
  return new AppError(409, 'ORDER_PRICE_CHANGED', ordersText.reasons.priceChanged(name, formatJpy(jpy(before)), formatJpy(jpy(after))), {
    [`items.${index}.price`]: String(after),
  });
}

/** A directly quoted item, read from its marketplace now. */
async function directItem(
  ctx: OrdersContext,
  input: { site_code: SiteCode; code: string; qty: number; variant?: string | undefined; price?: number | undefined; extra_services?: string[] | undefined; note?: string | undefined; weight?: number | undefined; length?: number | undefined; width?: number | undefined; height?: number | undefined },
  index: number,
): Promise<OrderItemInput> {
  const variant = (input.variant ?? '').trim();
  const { product, priceJpy } = await readItem(ctx, input.site_code, input.code, variant, '');
  if (input.price !== undefined && input.price !== priceJpy) throw priceChanged(product.title, input.price, priceJpy, index);
  if (product.stock !== null && input.qty > product.stock) throw new AppError(409, 'CART_QTY_EXCEEDS_STOCK');
  return {
    site: input.site_code,
    code: product.code,
    link: product.sourceUrl,
    name: product.title,
    image: product.imageUrl ?? product.images[0] ?? null,
    qty: input.qty,
    variant,
    priceJpy,
    taxIncluded: true,
    domesticShippingJpy: domesticShippingOfProduct(product),
    weightG: input.weight ?? null,
    lengthCm: input.length ?? null,
    widthCm: input.width ?? null,
    heightCm: input.height ?? null,
    serviceCodes: input.extra_services ?? [],
    sellerId: product.seller?.id ?? product.sellerId,
    sellerName: product.seller?.name ?? product.sellerName,
    note: input.note ?? '',
  };
}

async function quoteSource(ctx: OrdersContext, userId: string, body: QuoteRequestBody): Promise<QuoteSource> {
  const draftId = body.id ?? body._id;
  if (draftId) {
    const draft = await repo.findOwned(ctx.db, userId, draftId);
    if (!draft) throw notFound('ORDER_NOT_FOUND');
    const rows = (await repo.itemsOf(ctx.db, [draft.id])).get(draft.id) ?? [];
    return {
      items: rows.map((r) => ({ ...r, site: r.site as SiteCode })),
      itemIds: rows.map((r) => r.id),
      cartItemIds: draft.cartItemIds,
      draft,
      fresh: false,
      routeCode: draft.routeCode,
      shipMode: draft.shipMode,
    };
  }
  if (body.cart_item_ids && body.cart_item_ids.length > 0) {
    const wanted = [...new Set(body.cart_item_ids)];
    const rows = await cartItemsOf(ctx.db, userId, wanted);
    if (rows.length !== wanted.length) throw notFound('ORDER_CART_ITEM_NOT_FOUND');
    const soldout = rows.find((r) => r.soldout);
    if (soldout) throw new AppError(409, 'ORDER_ITEM_SOLD_OUT', ordersText.reasons.soldOut(soldout.name));
    const ordered = wanted.map((id) => rows.find((r) => r.id === id)!);
    return {
      items: ordered.map(fromCartRow),
      itemIds: ordered.map((r) => r.id),
      cartItemIds: wanted,
      draft: null,
      fresh: false,
      routeCode: ordered[0]?.routeCode ?? null,
      shipMode: ordered[0]?.shipMode ?? null,
    };
  }
  if (body.items && body.items.length > 0) {
    const items = await Promise.all(body.items.map((item, i) => directItem(ctx, item, i)));
    return { items, itemIds: items.map((_, i) => String(i)), cartItemIds: [], draft: null, fresh: true, routeCode: null, shipMode: null };
  }
  throw badRequest('ORDER_ITEMS_REQUIRED');
}

/**
 * Checks every item on its marketplace again. Sold out or gone → ORDER_ITEM_SOLD_OUT; another
 * price → ORDER_PRICE_CHANGED with the new one (the cart, or the saved quote, takes the new price
 * so the buyer sees it and confirms again).
 */
async function recheck(ctx: OrdersContext, userId: string, source: QuoteSource): Promise<void> {
  const results = await Promise.allSettled(
    source.items.map((item) => readItem(ctx, item.site, item.code, item.variant ?? '', item.name)),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  const changed = results
    .map((r, index) => ({ r, index }))
    .filter(({ r, index }) => r.status === 'fulfilled' && r.value.priceJpy !== source.items[index]!.priceJpy);
  if (!failure && changed.length === 0) return;
  // Bring the saved prices up to date (the buyer then sees them), then refuse this creation.
  if (source.cartItemIds.length > 0 && !source.draft) {
    await refreshCartAvailability(ctx.catalog, userId).catch((error: unknown) => ctx.log.warn({ err: error }, 'cart refresh after a re-check failed'));
  }
  if (source.draft && changed.length > 0) {
    const items = source.items.map((item, index) => {
      const r = results[index]!;
      return r.status === 'fulfilled' ? { ...item, priceJpy: r.value.priceJpy } : item;
    });
    await updateDraft(
      ctx,
      {
        userId,
        draftId: source.draft.id,
        items,
        routeCode: source.draft.routeCode,
        shipMode: source.draft.shipMode,
        servicesExtra: source.draft.servicesExtra,
        couponCode: source.draft.couponCode,
        note: source.draft.note,
        confirm: false,
      },
      await priceOrder(ctx.db, { userId, items, routeCode: source.draft.routeCode, shipMode: source.draft.shipMode, servicesExtra: source.draft.servicesExtra }),
    ).catch((error: unknown) => ctx.log.warn({ err: error }, 'updating a quote after a re-check failed'));
  }
  if (failure) throw failure.reason;
  const first = changed[0]!;
  const item = source.items[first.index]!;
  throw priceChanged(item.name, item.priceJpy, (first.r as PromiseFulfilledResult<{ priceJpy: number }>).value.priceJpy, first.index);
}

function couponOf(body: { coupon_code?: string | null | undefined; coupons?: Array<{ coupon_code: string }> | undefined }, fallback: string | null = null) {
  if (body.coupon_code !== undefined && body.coupon_code !== null) return normaliseCoupon(body.coupon_code);
  if (body.coupons) return normaliseCoupon(body.coupons[0]?.coupon_code);
  return fallback;
}

function previewOf(
  source: QuoteSource,
  priced: PricedOrder,
  opts: { routeCode: string | null; shipMode: string | null; servicesExtra: string[] },
  translator: TitleTranslator,
): QuotePreviewDto {
  return {
    items: source.items.map((item, i) => itemDto(item, source.itemIds[i] ?? String(i), translator)),
    price: priceDto(priced),
    rate: priced.breakdown.rateScaled,
    weight: priced.breakdown.chargeableWeightG,
    route_code: opts.routeCode,
    ship_mode: opts.shipMode,
    services_extra: opts.servicesExtra,
    coupons: priced.coupon ? [{ coupon_code: priced.coupon.code }] : [],
    coupon: priced.coupon ? { coupon_code: priced.coupon.code, discount_vnd: priced.coupon.discountVnd, summary: priced.coupon.summary } : null,
    calc_error: priced.breakdown.calcError,
  };
}

export type QuoteMode = 'preview' | 'save' | 'coupon';

export interface QuoteOutcome {
  message: string;
  quote: QuotePreviewDto;
  order: OrderDto | null;
  coupon: { coupon_code: string; discount_vnd: number; summary: string } | null;
}

/**
 * POST /api/quote/user/request (preview, or with confirm the order), /save (a draft), /coupon
 * (the preview with a coupon, kept on a saved quote when `id` is given).
 */
export async function handleQuote(ctx: OrdersContext, userId: string, body: QuoteRequestBody, mode: QuoteMode): Promise<QuoteOutcome> {
  // The same creation sent again (a double click, a retry after a lost answer) answers the first order.
  const repeated = async () => {
    if (mode !== 'preview' || body.confirm !== true || !body.request_id) return null;
    const earlier = await repo.findByRequest(ctx.db, userId, body.request_id);
    if (!earlier) return null;
    const order = await orderDtoOf(ctx.db, earlier, ctx.catalog.translator);
    return { message: ordersText.messages.quoteCreated, quote: previewFromOrder(order), order, coupon: null };
  };
  const first = await repeated();
  if (first) return first;
  let source: QuoteSource;
  try {
    source = await quoteSource(ctx, userId, body);
  } catch (error) {
    // The first request may have just taken the cart items.
    const again = await repeated();
    if (again) return again;
    throw error;
  }
  const draft = source.draft;
  const confirm = mode === 'preview' && body.confirm === true;
  if (draft && draft.status !== 'waiting_quote') {
    // Confirming an order twice answers it as it is (a repeated click); anything else is refused.
    if (confirm && draft.status !== 'cancelled' && draft.status !== 'refunded') {
      const order = await orderDtoOf(ctx.db, draft, ctx.catalog.translator);
      return { message: ordersText.messages.quoteCreated, quote: previewFromOrder(order), order, coupon: null };
    }
    throw new AppError(409, 'ORDER_TRANSITION_NOT_ALLOWED');
  }
  if (confirm && !body.address_id && !draft?.addressId) throw badRequest('ORDER_ADDRESS_REQUIRED');
  // The route asked for (or the saved one), else the delivery address's: the one given, the quote's,
  // else the customer's default. An unusable route or mode is a 400 here, before anything is saved.
  const addressId = body.address_id ?? draft?.addressId ?? null;
  const place = addressId ? ((await getAddress(ctx.db, userId, addressId)) ?? undefined) : undefined;
  const { routeCode, shipMode } = await deliveryOf(ctx.db, {
    userId,
    items: source.items,
    routeCode: body.route_code !== undefined ? body.route_code : source.routeCode,
    shipMode: body.ship_mode !== undefined ? body.ship_mode : source.shipMode,
    place,
  });
  const servicesExtra = body.services_extra ?? draft?.servicesExtra ?? [];
  const couponCode = couponOf(body, draft?.couponCode ?? null);
  const note = body.note ?? draft?.note ?? '';

  if (confirm && !source.fresh) await recheck(ctx, userId, source);
  const rate = await currentRateExact(ctx.db);
  const priced = await priceOrder(ctx.db, { userId, items: source.items, routeCode, shipMode, servicesExtra, couponCode, rate });
  const preview = previewOf(source, priced, { routeCode, shipMode, servicesExtra }, ctx.catalog.translator);
  const coupon = preview.coupon;

  if (mode === 'coupon' && !draft) return { message: ordersText.messages.couponApplied, quote: preview, order: null, coupon };
  if (mode === 'preview' && !confirm) return { message: ordersText.messages.quotePreview, quote: preview, order: null, coupon };

  const common = { items: source.items, routeCode, shipMode, servicesExtra, couponCode, note };
  if (draft) {
    const order = await updateDraft(
      ctx,
      { ...common, userId, draftId: draft.id, addressId: body.address_id ?? draft.addressId, confirm },
      priced,
    );
    const message = confirm ? ordersText.messages.quoteCreated : mode === 'coupon' ? ordersText.messages.couponApplied : ordersText.messages.quoteSaved;
    return { message, quote: preview, order, coupon };
  }
  const order = await createOrder(
    ctx,
    {
      ...common,
      userId,
      source: body.items && body.items.length > 0 && !body.cart_item_ids?.length ? 'buy_now' : 'cart',
      addressId: body.address_id ?? '',
      cartItemIds: source.cartItemIds,
      status: confirm ? 'waiting_deposit' : 'waiting_quote',
      ...(body.request_id ? { requestId: body.request_id } : {}),
    },
    priced,
  );
  return { message: confirm ? ordersText.messages.quoteCreated : ordersText.messages.quoteSaved, quote: preview, order, coupon };
}

function previewFromOrder(order: OrderDto): QuotePreviewDto {
  return {
    items: order.items,
    price: order.price,
    rate: order.rate,
    weight: order.weight,
    route_code: order.route_code,
    ship_mode: order.ship_mode,
    services_extra: order.services_extra,
    coupons: order.coupons,
    coupon: null,
    calc_error: null,
  };
}

/** POST /api/buy-product-now: one item, straight to an order (same checks as a confirmed quote). */
export async function buyNow(ctx: OrdersContext, userId: string, body: BuyNowBody): Promise<OrderDto> {
  if (body.request_id) {
    const earlier = await repo.findByRequest(ctx.db, userId, body.request_id);
    if (earlier) return orderDtoOf(ctx.db, earlier, ctx.catalog.translator);
  }
  if (!body.address_id) throw badRequest('ORDER_ADDRESS_REQUIRED');
  const item = await directItem(ctx, body, 0);
  return createOrder(ctx, {
    userId,
    source: 'buy_now',
    items: [item],
    addressId: body.address_id,
    routeCode: body.route_code ?? null,
    shipMode: body.ship_mode ?? null,
    servicesExtra: body.services_extra ?? [],
    couponCode: couponOf(body),
    note: body.note ?? '',
    ...(body.request_id ? { requestId: body.request_id } : {}),
  });
}
