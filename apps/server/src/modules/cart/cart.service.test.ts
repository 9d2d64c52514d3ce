import { describe, expect, it } from 'vitest';
import type { Product } from '@kaimono/marketplaces';
import { needsWrite, productFacts, recheckPatch, type CartItemRow } from './cart.service.ts';
import { groupKeyOf, toCartItemDto } from './cart.mapper.ts';

function product(overrides: Partial<Product> = {}): Product {
  return {
    site: 'shopping',
    code: 'store_item1',
    title: '商品',
    priceJpy: 1100,
    imageUrl: 'https://img/1.jpg',
    condition: 'new',
    available: true,
    shippingPayer: 'buyer',
    sellerId: 'store',
    sellerName: 'Store',
    categoryId: null,
    isShopsProduct: false,
    sourceUrl: 'https://store.shopping.yahoo.co.jp/store/item1.html',
    description: '',
    priceExTaxJpy: 1000,
    taxRatePercent: 10,
    images: [],
    categoryPath: [],
    seller: null,
    conditionLabel: null,
    stock: null,
    variants: [],
    auction: null,
    domesticShippingJpy: 800,
    brand: null,
    attributes: {},
    likes: null,
    updatedAt: null,
    ...overrides,
  };
}

const auction = (buyNowPriceJpy: number | null, status: 'open' | 'closed' = 'open') => ({
  currentPriceJpy: 500,
  currentPriceExTaxJpy: 500,
  startPriceJpy: 100,
  buyNowPriceJpy,
  bidCount: 1,
  startTime: null,
  endTime: '2030-01-01T00:00:00Z',
  autoExtension: false,
  earlyClosing: false,
  status,
  highestBidderId: null,
});

function row(overrides: Partial<CartItemRow> = {}): CartItemRow {
  const at = new Date('2026-01-01T00:00:00Z');
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-000000000002',
    site: 'shopping',
    code: 'store_item1',
    variant: '',
    link: 'https://store.shopping.yahoo.co.jp/store/item1.html',
    name: '商品',
    image: 'https://img/1.jpg',
    qty: 1,
    priceJpy: 1100,
    taxJpy: 100,
    previousPriceJpy: null,
    domesticShippingJpy: 800,
    weightG: null,
    widthCm: null,
    lengthCm: null,
    heightCm: null,
    extraServices: [],
    discountCodes: [],
    routeCode: null,
    shipMode: null,
    note: '',
    groups: null,
    sellerId: 'store',
    sellerName: 'Store',
    soldout: false,
    productNeedProcedure: false,
    vendorExtraServices: [],
    intended: false,
    checkedAt: at,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

describe('productFacts', () => {
  it('takes the price and the tax it contains', () => {
    expect(productFacts(product(), '')).toMatchObject({ priceJpy: 1100, taxJpy: 100, available: true, problem: null });
    // Only a rate: the tax part of a tax-included price, rounded down.
    expect(productFacts(product({ priceExTaxJpy: null, taxRatePercent: 10, priceJpy: 1000 }), '').taxJpy).toBe(90);
    expect(productFacts(product({ priceExTaxJpy: null, taxRatePercent: null }), '').taxJpy).toBe(0);
  });

  it('refuses auctions without buy-now and uses the buy-now price otherwise', () => {
    expect(productFacts(product({ auction: auction(null) }), '').problem).toBe('auction');
    expect(productFacts(product({ auction: auction(3000) }), '')).toMatchObject({ priceJpy: 3000, problem: null });
    expect(productFacts(product({ auction: auction(3000, 'closed') }), '')).toMatchObject({ available: false, problem: 'soldout' });
  });

  it('flags sold-out items, priceless items and zero stock', () => {
    expect(productFacts(product({ available: false }), '').problem).toBe('soldout');
    expect(productFacts(product({ stock: 0 }), '').problem).toBe('soldout');
    expect(productFacts(product({ priceJpy: null }), '').problem).toBe('soldout');
  });

  it('handles variants: required, unknown, sold out, own price and stock, found by id or name', () => {
    const variants = [
      { id: 'v1', name: 'Đỏ', quantity: 0, priceJpy: null },
      { id: 'v2', name: 'Xanh', quantity: 3, priceJpy: 1500 },
    ];
    expect(productFacts(product({ variants }), '').problem).toBe('variant_required');
    expect(productFacts(product({ variants }), 'v9').problem).toBe('variant_invalid');
    expect(productFacts(product({ variants }), 'v1').problem).toBe('soldout');
    expect(productFacts(product({ variants }), 'v2')).toMatchObject({ priceJpy: 1500, stock: 3, problem: null });
    expect(productFacts(product({ variants }), 'Xanh')).toMatchObject({ priceJpy: 1500, problem: null });
    // One variant only: nothing to choose.
    expect(productFacts(product({ variants: [variants[1]!] }), '').problem).toBeNull();
  });
});

describe('recheckPatch', () => {
  it('flags vanished and sold-out items', () => {
    expect(recheckPatch(row(), null)).toMatchObject({ outcome: 'soldout', patch: { soldout: true } });
    expect(recheckPatch(row(), product({ available: false }))).toMatchObject({ outcome: 'soldout', patch: { soldout: true } });
    expect(recheckPatch(row({ variant: 'gone' }), product({ variants: [{ id: 'v', name: 'v', quantity: 1, priceJpy: null }] })).outcome).toBe(
      'soldout',
    );
  });

  it('updates a changed price and keeps the price the buyer last saw', () => {
    const first = recheckPatch(row(), product({ priceJpy: 1300, priceExTaxJpy: null, taxRatePercent: null }));
    expect(first).toMatchObject({ outcome: 'price_changed', patch: { priceJpy: 1300, previousPriceJpy: 1100, soldout: false } });
    // Changed again before the buyer confirmed: still compared with 1100.
    const second = recheckPatch(row({ priceJpy: 1300, previousPriceJpy: 1100 }), product({ priceJpy: 1400 }));
    expect(second.patch).toMatchObject({ priceJpy: 1400, previousPriceJpy: 1100 });
    // Back to what the buyer saw: no longer flagged.
    const back = recheckPatch(row({ priceJpy: 1300, previousPriceJpy: 1100 }), product({ priceJpy: 1100 }));
    expect(back.patch.previousPriceJpy).toBeNull();
  });

  it('brings a sold-out item back when it is available again', () => {
    expect(recheckPatch(row({ soldout: true }), product())).toMatchObject({ outcome: 'ok', patch: { soldout: false } });
  });

  it('writes only when something changed or the last check is old', () => {
    const fresh = row({ checkedAt: new Date() });
    expect(needsWrite(fresh, recheckPatch(fresh, product()).patch)).toBe(false);
    expect(needsWrite(fresh, recheckPatch(fresh, product({ priceJpy: 1200 })).patch)).toBe(true);
    expect(needsWrite(row({ checkedAt: new Date(Date.now() - 3_600_000) }), recheckPatch(fresh, product()).patch)).toBe(true);
  });
});

describe('toCartItemDto', () => {
  it('answers the spec §3 fields, the seller and the group', () => {
    const dto = toCartItemDto(row({ previousPriceJpy: 1000 }), { toVietnamese: () => null }, 'price_changed');
    expect(dto).toMatchObject({
      site_code: 'shopping',
      price: 1100,
      tax: 100,
      variant: null,
      groups: 'shopping:store',
      seller: { id: 'store', name: 'Store' },
      price_changed: true,
      check: 'price_changed',
      name_vi: null,
    });
    expect(groupKeyOf(row({ groups: 'Quà' }))).toBe('Quà');
    expect(groupKeyOf(row({ sellerId: null }))).toBe('shopping:-');
  });

  it('answers the Vietnamese title the translator gives now (none when it only repeats the original)', () => {
    const item = row({});
    expect(toCartItemDto(item, { toVietnamese: (text) => `VI ${text}` }).name_vi).toBe(`VI ${item.name}`);
    expect(toCartItemDto(item, { toVietnamese: (text) => text }).name_vi).toBeNull();
  });
});
