import type { ProductDetailDto, ProductSummaryDto } from '@kaimono/contracts';

/** A product as the catalog API sends it (override what the test is about). */
export function summary(overrides: Partial<ProductSummaryDto> = {}): ProductSummaryDto {
  const site = overrides.site ?? 'mercari';
  const code = overrides.code ?? 'm12345678901';
  return {
    site,
    code,
    path: `/${site}/item/${code}`,
    title: 'ポケモンカード ピカチュウ プロモ 美品',
    title_vi: 'Thẻ Pokémon Pikachu promo, đẹp',
    price_jpy: 12_000,
    price_vnd: 2_068_200,
    image: `/sandbox-images/${site}/${code}/1.svg`,
    condition: 'like_new',
    available: true,
    shipping_payer: 'seller',
    bid_count: null,
    end_time: null,
    buy_now_price_jpy: null,
    seller_id: 'seller1',
    seller_name: 'たなか',
    category_id: 'c1',
    is_shops_product: false,
    source_url: `https://jp.mercari.com/item/${code}`,
    ...overrides,
  };
}

export const testRate = { vnd_per_jpy_scaled: 1_723_500, vnd_per_jpy: '172.35', updated_at: '2025-03-01T02:00:00.000Z' };

export function detail(overrides: Partial<ProductDetailDto> = {}): ProductDetailDto {
  const base = summary(overrides);
  return {
    ...base,
    description: 'ご覧いただきありがとうございます。<br>美品です。<script>alert(1)</script>',
    price_ex_tax_jpy: 10_910,
    tax_rate: 10,
    images: [base.image ?? '/x.svg', `/sandbox-images/${base.site}/${base.code}/2.svg`, `/sandbox-images/${base.site}/${base.code}/3.svg`],
    category_path: [
      { id: 'c0', name: 'おもちゃ・ホビー・グッズ', name_vi: 'Đồ chơi & sưu tầm' },
      { id: 'c1', name: 'トレーディングカード', name_vi: 'Thẻ sưu tầm' },
    ],
    seller: { id: 'seller1', name: 'たなか', is_store: false, rating_percent: 98.5, rating_count: 1234, url: null },
    condition_label: null,
    stock: 1,
    variants: [],
    auction: null,
    domestic_shipping_jpy: null,
    brand: null,
    attributes: {},
    likes: 12,
    updated_at: null,
    exchange_rate: testRate,
    ...overrides,
  };
}
