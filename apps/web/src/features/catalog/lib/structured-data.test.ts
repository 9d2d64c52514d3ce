import { describe, expect, it } from 'vitest';
import type { ProductDetailDto } from '@kaimono/contracts';
import { itemBreadcrumbJsonLd, productJsonLd, productListJsonLd } from './structured-data';

const product = {
  site: 'mercari',
  code: 'm123456789',
  path: '/mercari/item/m123456789',
  title: 'ポケモンカード リザードン',
  title_vi: 'Thẻ bài Pokemon Charizard',
  price_jpy: 12_000,
  price_vnd: 2_070_000,
  image: null,
  images: ['/sandbox-images/mercari/m123456789/1.svg'],
  condition: 'like_new',
  available: false,
  is_shops_product: false,
  brand: { id: 'b1', name: 'Pokémon' },
  seller: { id: 's1', name: 'ショップ', is_store: true, rating_percent: null, rating_count: null, url: null },
  category_path: [{ id: '1289', name: 'ポケモンカード', name_vi: 'Thẻ Pokemon' }],
  auction: null,
} as unknown as ProductDetailDto;

describe('structured data', () => {
  it('a product: Vietnamese name, the Japanese as alternate, offers in yen and dong, sold out, absolute URLs', () => {
    const ld = productJsonLd(product, 'https://kaimono.vn');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Thẻ bài Pokemon Charizard',
      alternateName: 'ポケモンカード リザードン',
      sku: 'm123456789',
      url: 'https://kaimono.vn/mercari/item/m123456789',
      image: ['https://kaimono.vn/sandbox-images/mercari/m123456789/1.svg'],
      brand: { '@type': 'Brand', name: 'Pokémon' },
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { '@type': 'Organization', name: 'ショップ' },
    });
    expect(ld.offers).toEqual([
      { '@type': 'Offer', url: 'https://kaimono.vn/mercari/item/m123456789', price: 12_000, priceCurrency: 'JPY', availability: 'https://schema.org/SoldOut' },
      { '@type': 'Offer', url: 'https://kaimono.vn/mercari/item/m123456789', price: 2_070_000, priceCurrency: 'VND', availability: 'https://schema.org/SoldOut' },
    ]);
  });

  it('the breadcrumb trail and a result list', () => {
    const crumbs = itemBreadcrumbJsonLd(product, 'https://kaimono.vn') as { itemListElement: { position: number; name: string; item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Mercari', 'Thẻ Pokemon', 'Thẻ bài Pokemon Charizard']);
    expect(crumbs.itemListElement.at(-1)).toMatchObject({ position: 3, item: 'https://kaimono.vn/mercari/item/m123456789' });
    const list = productListJsonLd([product], 'https://kaimono.vn', 'Kết quả') as { numberOfItems: number; itemListElement: { url: string }[] };
    expect(list.numberOfItems).toBe(1);
    expect(list.itemListElement[0]?.url).toBe('https://kaimono.vn/mercari/item/m123456789');
  });
});
