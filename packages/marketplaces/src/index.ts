// Public API of @kaimono/marketplaces.
export { siteCodes, sites, isSiteCode, isMercariShopsCode, listingUrl } from './sites.ts';
export type { SiteCode, SiteInfo } from './sites.ts';
export { resolveProductLink, isLikelyUrl } from './link-resolver.ts';
export type { ResolvedLink } from './link-resolver.ts';
export { bidIncrementJpy, minNextBidJpy, extendedEndTime, AUTO_EXTENSION_WINDOW_MS } from './auction-rules.ts';
export * from './model.ts';

// The six adapters and their factory.
export { createMarketplaceAdapters, liveSiteLimits, sandboxCacheTtls } from './create-adapters.ts';
export type { CatalogMode, MarketplaceAdaptersOptions } from './create-adapters.ts';
export { defaultCacheTtls, rewriteUrl } from './adapters/common.ts';
export type { AdapterOptions, CacheTtls } from './adapters/common.ts';
export { createRakutenAdapter } from './adapters/rakuten.ts';
export type { RakutenCredentials, RakutenOptions } from './adapters/rakuten.ts';
export { createShoppingAdapter } from './adapters/shopping.ts';
export type { ShoppingCredentials, ShoppingOptions } from './adapters/shopping.ts';
export { createAuctionAdapter } from './adapters/auction.ts';
export { yahooAuctionCategories } from './adapters/auction-categories.ts';
export { createMercariAdapter } from './adapters/mercari.ts';
export type { MercariOptions } from './adapters/mercari.ts';
export { createDpopSigner } from './adapters/mercari-dpop.ts';
export type { DpopOptions, DpopSigner } from './adapters/mercari-dpop.ts';
export { createPaypayAdapter } from './adapters/paypay.ts';
export { createSurugayaAdapter } from './adapters/suruga-ya.ts';

// The upstream HTTP layer.
export {
  createUpstreamClient,
  createResponseCache,
  defaultHttpPolicy,
  maskUrl,
  createProxyFetch,
  TtlLruCache,
  MemoryRequestBudget,
  drawFromBucket,
  budgetRateOfPolicy,
  budgetRatesOfPolicies,
} from './http/index.ts';
export type { BucketState, BudgetDraw, BudgetRate, RequestBudget } from './http/index.ts';
export type { Clock, HttpPolicy, ResponseCache, UpstreamClient, UpstreamEvent, UpstreamRequest, UpstreamResponse } from './http/index.ts';
