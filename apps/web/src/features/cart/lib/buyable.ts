import type { ProductDetailDto } from '@kaimono/contracts';

/** The unit price a buyer pays at once: the buy-now price of an auction, else the listed price. */
export function buyablePrice(product: Pick<ProductDetailDto, 'auction' | 'price_jpy'>): number | null {
  if (product.auction) return product.auction.buy_now_price_jpy;
  return product.price_jpy;
}

/** Variants worth choosing: a single unnamed variant is the product itself. */
export function namedVariants(product: Pick<ProductDetailDto, 'variants'>) {
  return product.variants.filter((variant) => variant.name.trim());
}
