import type { ProductDetailDto, ProductSummaryDto, SellerDto } from '@kaimono/contracts';
import { jpy, jpyToVnd, type ExchangeRate } from '@kaimono/money';
import { minNextBidJpy, type Product, type ProductSummary, type SellerProfile, type SellerRef, type SiteCode } from '@kaimono/marketplaces';

/** Our item page for a product: /{site}/item/{code}, Mercari Shops products with ?type=mers. */
export function itemPath(site: SiteCode, code: string, isShopsProduct = false): string {
  return `/${site}/item/${encodeURIComponent(code)}${isShopsProduct ? '?type=mers' : ''}`;
}

export function estimateVnd(priceJpy: number | null, rate: ExchangeRate): number | null {
  return priceJpy === null ? null : jpyToVnd(jpy(priceJpy), rate);
}

export function toSummaryDto(item: ProductSummary, rate: ExchangeRate, titleVi: string | null = null): ProductSummaryDto {
  return {
    site: item.site,
    code: item.code,
    path: itemPath(item.site, item.code, item.isShopsProduct),
    title: item.title,
    title_vi: titleVi,
    price_jpy: item.priceJpy,
    price_vnd: estimateVnd(item.priceJpy, rate),
    image: item.imageUrl,
    condition: item.condition,
    available: item.available,
    shipping_payer: item.shippingPayer,
    bid_count: item.bidCount,
    end_time: item.endTime,
    buy_now_price_jpy: item.buyNowPriceJpy,
    seller_id: item.sellerId,
    seller_name: item.sellerName,
    category_id: item.categoryId,
    is_shops_product: item.isShopsProduct,
    source_url: item.sourceUrl,
  };
}

export function toSellerDto(seller: SellerRef | SellerProfile): SellerDto {
  return {
    id: seller.id,
    name: seller.name,
    is_store: seller.isStore,
    rating_percent: seller.ratingPercent,
    rating_count: seller.ratingCount,
    url: seller.url,
    ...('itemCount' in seller ? { item_count: seller.itemCount, description: seller.description } : {}),
  };
}

/** The summary view of a full product (for favorites, recently viewed, related lists). */
export function productToSummary(product: Product): ProductSummary {
  return {
    site: product.site,
    code: product.code,
    title: product.title,
    priceJpy: product.priceJpy,
    imageUrl: product.imageUrl ?? product.images[0] ?? null,
    condition: product.condition,
    available: product.available,
    shippingPayer: product.shippingPayer,
    bidCount: product.auction?.bidCount ?? null,
    endTime: product.auction?.endTime ?? null,
    buyNowPriceJpy: product.auction?.buyNowPriceJpy ?? null,
    sellerId: product.sellerId ?? product.seller?.id ?? null,
    sellerName: product.sellerName ?? product.seller?.name ?? null,
    categoryId: product.categoryId ?? product.categoryPath.at(-1)?.id ?? null,
    isShopsProduct: product.isShopsProduct,
    sourceUrl: product.sourceUrl,
  };
}

export function toDetailDto(
  product: Product,
  rate: ExchangeRate,
  rateDto: ProductDetailDto['exchange_rate'],
  names: { titleVi: string | null; categoryVi: (id: string) => string | null },
): ProductDetailDto {
  const auction = product.auction;
  return {
    ...toSummaryDto(productToSummary(product), rate, names.titleVi),
    description: product.description,
    price_ex_tax_jpy: product.priceExTaxJpy,
    tax_rate: product.taxRatePercent,
    images: product.images,
    category_path: product.categoryPath.map((c) => ({ id: c.id, name: c.name, name_vi: names.categoryVi(c.id) })),
    seller: product.seller ? toSellerDto(product.seller) : null,
    condition_label: product.conditionLabel,
    stock: product.stock,
    variants: product.variants.map((v) => ({ id: v.id, name: v.name, quantity: v.quantity, price_jpy: v.priceJpy })),
    auction: auction
      ? {
          current_price_jpy: auction.currentPriceJpy,
          current_price_ex_tax_jpy: auction.currentPriceExTaxJpy,
          start_price_jpy: auction.startPriceJpy,
          buy_now_price_jpy: auction.buyNowPriceJpy,
          bid_count: auction.bidCount,
          start_time: auction.startTime,
          end_time: auction.endTime,
          auto_extension: auction.autoExtension,
          early_closing: auction.earlyClosing,
          status: auction.status,
          min_next_bid_jpy: minNextBidJpy(auction.currentPriceJpy, auction.bidCount > 0),
        }
      : null,
    domestic_shipping_jpy: product.domesticShippingJpy,
    brand: product.brand ? { id: product.brand.id, name: product.brand.name } : null,
    attributes: product.attributes,
    likes: product.likes,
    updated_at: product.updatedAt,
    exchange_rate: rateDto,
  };
}
