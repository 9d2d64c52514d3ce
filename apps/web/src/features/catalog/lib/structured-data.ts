import type { ProductDetailDto, ProductSummaryDto, SiteCode } from '@kaimono/contracts';
import { siteText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { categoryHref } from './site-config';
import { itemImageSources, productHref } from './product-text';

/**
 * schema.org structured data of the catalogue's server-rendered pages (ADR 0011): a product with
 * its offers in yen and in dong, the breadcrumb trail, a search page's results as an item list.
 * `origin` makes the URLs absolute (e.g. "https://kaimono.vn").
 */
type Json = Record<string, unknown>;

const absolute = (origin: string, href: string) => (/^https?:\/\//.test(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`);

export function productJsonLd(product: ProductDetailDto, origin: string): Json {
  const url = absolute(origin, productHref(product));
  const availability = product.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut';
  const offers: Json[] = [];
  const price = product.auction ? product.auction.current_price_jpy : product.price_jpy;
  if (price !== null) offers.push({ '@type': 'Offer', url, price, priceCurrency: 'JPY', availability });
  if (product.price_vnd !== null) offers.push({ '@type': 'Offer', url, price: product.price_vnd, priceCurrency: 'VND', availability });
  const condition = product.condition === 'new' ? 'https://schema.org/NewCondition' : product.condition ? 'https://schema.org/UsedCondition' : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title_vi ?? product.title,
    ...(product.title_vi && product.title_vi !== product.title ? { alternateName: product.title } : {}),
    sku: product.code,
    url,
    image: itemImageSources(product).map((src) => absolute(origin, src)),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(condition ? { itemCondition: condition } : {}),
    ...(product.seller ? { seller: { '@type': product.seller.is_store ? 'Organization' : 'Person', name: product.seller.name } } : {}),
    ...(offers.length ? { offers } : {}),
  };
}

export function breadcrumbJsonLd(origin: string, crumbs: { name: string; href: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(origin, crumb.href) })),
  };
}

/** The item page's trail, as its breadcrumbs show it: site › categories › the product. */
export function itemBreadcrumbJsonLd(product: ProductDetailDto, origin: string): Json {
  const site = product.site;
  return breadcrumbJsonLd(origin, [
    { name: siteText[site].name, href: paths.site(site) },
    ...product.category_path.map((node) => ({ name: node.name_vi ?? node.name, href: categoryHref(site, node.id) })),
    { name: product.title_vi ?? product.title, href: productHref(product) },
  ]);
}

export function productListJsonLd(products: readonly ProductSummaryDto[], origin: string, name: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(origin, productHref(product)),
      name: product.title_vi ?? product.title,
    })),
  };
}

export function siteBreadcrumbJsonLd(site: SiteCode, origin: string, last: { name: string; href: string }): Json {
  return breadcrumbJsonLd(origin, [{ name: siteText[site].name, href: paths.site(site) }, last]);
}
