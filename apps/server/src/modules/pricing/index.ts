/**
 * Pricing: what buying an item really costs in dong. Other modules use:
 *
 *   const b = await calculatePrice(db, { lines, routeCode, shipMode, userId, discountVnd, rate });
 *   // b.groups (only groups with lines), b.firstPaymentVnd, b.secondPaymentVnd, b.totalVnd, b.rateScaled, b.calcError
 *   const bill = await shippingCharge(db, { routeCode, shipMode, weightG, lengthCm, widthCm, heightCm, rate, serviceCodes });
 *   const range = await landedCostRange(db, { site, priceJpy, domesticShippingJpy, weightG });
 *   calculatePriceWith(await loadPricingTables(db), rateScaled, input)   // pure, for benchmarks and tests
 *   const route = await defaultRouteFor(db, address);   // by the address's province: JP-HN or JP-HCM
 *   const { route, mode } = await resolveDelivery(db, { routeCode, shipMode, place: address, lines });   // or 400
 *
 * Every path that shows or takes money reads a product's facts through `productPriceFacts` /
 * `priceInputFromProduct` (auction current price vs buy-now, tax included or not, who pays shipping
 * in Japan), so the same item gives the same dong everywhere.
 *
 * Lines of the `discount` group carry negative amounts (VIP discount of the service fee, coupon).
 * The pricing tables are cached for a few seconds per process; every write here drops the cache.
 */
export { pricingRoutes } from './pricing.routes.ts';
export {
  productPriceFacts,
  priceInputFromProduct,
  priceInputFromFacts,
  domesticShippingOfProduct,
  type ProductPriceFacts,
  type ProductPriceBasis,
} from './pricing.product.ts';
export {
  calculatePrice,
  loadPricingTables,
  shippingCharge,
  findRoute,
  defaultRouteFor,
  resolveDelivery,
  landedCostRange,
  seedPricing,
  toCalcResponse,
  toRouteDto,
  dropPricingCache,
} from './pricing.service.ts';
export { PROVINCE_WAREHOUSE, warehouseCodeFor, defaultRouteWith, resolveDeliveryWith, type DeliveryChoice, type DeliveryPlace } from './pricing.destination.ts';
export { pricingLabels, labelsFrom, type PricingLabels } from './pricing.labels.ts';
export {
  calculatePriceWith,
  landedCostRangeWith,
  chargeableWeightG,
  chargeableFormula,
  perKgCharge,
  storageChargeVnd,
  buildTables,
  UNKNOWN_ITEM_WEIGHT_G,
  type PricedLineInput,
  type PriceInput,
  type PriceLine,
  type PriceGroup,
  type PriceBreakdown,
  type PricingTables,
  type RouteRow,
  type ShipMode,
  type ServiceExtra,
  type WarehouseRow,
  type FeeTier,
  type SizeClass,
} from './pricing.calc.ts';
