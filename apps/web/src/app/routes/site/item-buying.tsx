import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { ProductDetailDto } from '@kaimono/contracts';
import { BuyingPanel, shippingChoices, useShippingRoutes } from '@/features/cart';
import { DesiredPriceButton } from '@/features/desired-price';
import { paths } from '@/shared/config/paths';
import { useBuyingSupport } from '../buying-support';
import { ItemBidding } from './item-bidding';

/** Sites whose sellers take offers (the desired-price rules of the server). */
const NEGOTIABLE_SITES: ReadonlySet<string> = new Set(['mercari', 'paypay', 'auction']);

/**
 * The buying area of an item page: add to cart and buy now (cart feature) with "Thương lượng giá"
 * (desired-price feature) beside them. Addresses, balance and routes load when first wanted.
 */
export function ItemBuying({
  product,
  isLoggedIn,
  authPending,
  addToCartIntent = false,
  onIntentHandled,
}: {
  product: ProductDetailDto;
  isLoggedIn: boolean;
  authPending: boolean;
  /** An alert's cart link: the add-to-cart dialog opens pre-filled (BuyingPanel). */
  addToCartIntent?: boolean;
  onIntentHandled?: () => void;
}) {
  const location = useLocation();
  const [wanted, setWanted] = useState(false);
  const support = useBuyingSupport(isLoggedIn && wanted);
  const routes = useShippingRoutes({ enabled: isLoggedIn && wanted });
  const shippingOptions = useMemo(
    () => (routes.data ? shippingChoices(routes.data).map((c) => ({ value: c.value, label: `${c.route.name} – ${c.mode.name}`, route_code: c.routeCode, ship_mode: c.shipMode })) : undefined),
    [routes.data],
  );
  const want = () => setWanted(true);
  const negotiable =
    NEGOTIABLE_SITES.has(product.site) &&
    product.available &&
    !product.is_shops_product &&
    (product.auction ? product.auction.buy_now_price_jpy !== null && product.auction.bid_count === 0 : product.price_jpy !== null);
  const price = product.auction ? product.auction.buy_now_price_jpy : product.price_jpy;
  return (
    <>
      {/* Auctions (Yahoo! Auctions, Mercari): the bidding feature's panel above the buy-now controls. */}
      <ItemBidding
        product={product}
        isLoggedIn={isLoggedIn}
        authPending={authPending}
        loginHref={paths.loginWithNext(`${location.pathname}${location.search}`)}
        shippingOptions={shippingOptions}
        renderTopUp={support.renderTopUp}
        onWant={want}
      />
      <BuyingPanel
        product={product}
        isLoggedIn={isLoggedIn}
        authPending={authPending}
        loginHref={paths.loginWithNext(`${location.pathname}${location.search}`)}
        support={support}
        onWantSupport={want}
        addToCartIntent={addToCartIntent}
        {...(onIntentHandled ? { onIntentHandled } : {})}
        extra={
          negotiable ? (
            <DesiredPriceButton
              item={{ site_code: product.site, code: product.code, name: product.title_vi ?? product.title, image: product.image, price_jpy: price }}
              support={{ addresses: support.addresses, addressesPending: support.addressesPending, addAddressHref: support.addAddressHref, shippingOptions }}
              onWantSupport={want}
            />
          ) : null
        }
      />
    </>
  );
}
