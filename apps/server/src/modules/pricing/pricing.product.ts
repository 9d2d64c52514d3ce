/**
 * One reading of a product's money facts for every place that shows or takes money (item landed
 * cost, the estimator, the bid dialog and hold, the won order, cart, checkout, buy-now): the price
 * the buyer pays the seller, whether it includes Japanese consumption tax, who pays the shipping
 * inside Japan and how much, the seller. Pure (no database): callers read the product, then price
 * the line through `calculatePrice`/`calculatePriceWith`.
 */
import type { Product, SiteCode } from '@kaimono/marketplaces';
import type { PricedLineInput } from './pricing.calc.ts';

/** What a product is bought at: its current price (auctions: the bid now), or an auction's buy-now price. */
export type ProductPriceBasis = 'current' | 'buy_now';

export interface ProductPriceFacts {
  site: SiteCode;
  code: string;
  name: string;
  /**
   * One piece, in yen. Auctions at 'current': the current price in bid units (tax-excluded for
   * Yahoo store listings, whose bids are); 'buy_now': the buy-now price. Others: the site's price
   * (tax included, as the site shows it). null when the product has no price at this basis.
   */
  priceJpy: number | null;
  /** false only where the price is tax-excluded (Yahoo store auctions' bids): the site's tax is added. */
  taxIncluded: boolean;
  /** 0 when the seller pays shipping inside Japan, the stated amount, or null (unknown → size class estimate). */
  domesticShippingJpy: number | null;
  shippingPayer: Product['shippingPayer'];
  sellerId: string | null;
  sellerName: string | null;
}

/** 0 when the seller pays shipping, the stated amount when there is one, else unknown (null). */
export function domesticShippingOfProduct(product: Pick<Product, 'shippingPayer' | 'domesticShippingJpy'>): number | null {
  if (product.shippingPayer === 'seller') return 0;
  return product.domesticShippingJpy ?? null;
}

/** The product's money facts at a basis (default: an auction's current price, anything else its price). */
export function productPriceFacts(product: Product, basis: ProductPriceBasis = 'current'): ProductPriceFacts {
  let priceJpy: number | null = product.priceJpy;
  let taxIncluded = true;
  const a = product.auction;
  if (a) {
    if (basis === 'buy_now') {
      priceJpy = a.buyNowPriceJpy;
    } else {
      // Bids are in the listing's units: tax-excluded for store listings, the tax added on top.
      priceJpy = a.currentPriceExTaxJpy;
      taxIncluded = a.currentPriceExTaxJpy === a.currentPriceJpy;
    }
  }
  return {
    site: product.site,
    code: product.code,
    name: product.title,
    priceJpy,
    taxIncluded,
    domesticShippingJpy: domesticShippingOfProduct(product),
    shippingPayer: product.shippingPayer,
    sellerId: product.seller?.id ?? product.sellerId ?? null,
    sellerName: product.seller?.name ?? product.sellerName ?? null,
  };
}

/** What the buyer chose for one line (quantity, known weight and sizes, services). */
export interface PriceLineOptions {
  priceJpy?: number;
  qty?: number;
  weightG?: number | null;
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
  serviceCodes?: string[];
  /** Used only when the product does not say (not seller-paid, no stated amount). */
  domesticShippingJpy?: number | null;
}

/**
 * The priced line of a product: its facts, with what the buyer chose (quantity, a price such as a
 * bid's maximum in the listing's units, weight, size, extras). The product's facts on who pays
 * shipping and whether tax is included always win over the caller's.
 */
export function priceInputFromProduct(
  product: Product,
  options: PriceLineOptions & { basis?: ProductPriceBasis } = {},
): PricedLineInput {
  const facts = productPriceFacts(product, options.basis);
  return priceInputFromFacts(facts, options);
}

/** As `priceInputFromProduct`, from facts kept earlier (a bid row, a cart row). */
export function priceInputFromFacts(
  facts: Pick<ProductPriceFacts, 'site' | 'code' | 'priceJpy' | 'taxIncluded' | 'domesticShippingJpy'> & { name?: string | null },
  options: PriceLineOptions = {},
): PricedLineInput {
  return {
    site: facts.site,
    code: facts.code,
    name: facts.name ?? null,
    priceJpy: options.priceJpy ?? facts.priceJpy ?? 0,
    qty: options.qty ?? 1,
    taxIncluded: facts.taxIncluded,
    domesticShippingJpy: facts.domesticShippingJpy ?? options.domesticShippingJpy ?? null,
    weightG: options.weightG ?? null,
    lengthCm: options.lengthCm ?? null,
    widthCm: options.widthCm ?? null,
    heightCm: options.heightCm ?? null,
    serviceCodes: options.serviceCodes ?? [],
  };
}
