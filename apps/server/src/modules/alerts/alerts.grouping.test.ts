import { describe, expect, it } from 'vitest';
import { oneTapLinks } from './alerts.grouping.ts';

describe('one-tap links of an alert', () => {
  it('a fixed-price item goes to the cart, an auction to its bid dialog, an auction with a buy-now price to both', () => {
    expect(oneTapLinks({ path: '/rakuten/item/shop:1', isAuction: false })).toEqual({ path: '/rakuten/item/shop:1', bidPath: null, cartPath: '/rakuten/item/shop:1?action=cart' });
    expect(oneTapLinks({ path: '/auction/item/x1', isAuction: true })).toEqual({ path: '/auction/item/x1', bidPath: '/auction/item/x1?action=bid', cartPath: null });
    expect(oneTapLinks({ path: '/auction/item/x2', isAuction: true, buyNow: true })).toEqual({
      path: '/auction/item/x2',
      bidPath: '/auction/item/x2?action=bid',
      cartPath: '/auction/item/x2?action=cart',
    });
    expect(oneTapLinks({ path: '/mercari/item/m1?type=mers', isAuction: false }).cartPath).toBe('/mercari/item/m1?type=mers&action=cart');
  });
});
