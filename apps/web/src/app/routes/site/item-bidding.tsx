import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProductDetailDto } from '@kaimono/contracts';
import { BidPanel, type BidShippingOption, type BiddingSupport } from '@/features/bidding';
import { walletKeys } from '@/features/wallet';
import type { RenderTopUp } from '@/shared/lib/top-up';

/** Sites whose auctions Kaimono bids on (Yahoo! Auctions; Mercari auctions through /api/bid/mercari). */
const BIDDING_SITES: ReadonlySet<string> = new Set(['auction', 'mercari']);

export function biddable(product: ProductDetailDto): boolean {
  return !!product.auction && BIDDING_SITES.has(product.site);
}

/**
 * The bidding feature's panel on an auction item page, with what it needs from other features:
 * the shipping choices (cart feature's routes), the wallet's top-up dialog and a refresh of the
 * balances after a bid took or gave back a hold.
 */
export function ItemBidding({
  product,
  isLoggedIn,
  authPending,
  loginHref,
  shippingOptions,
  renderTopUp,
  onWant,
}: {
  product: ProductDetailDto;
  isLoggedIn: boolean;
  authPending: boolean;
  loginHref: string;
  shippingOptions: BidShippingOption[] | undefined;
  renderTopUp: RenderTopUp;
  onWant: () => void;
}) {
  const queryClient = useQueryClient();
  const onBidChanged = useCallback(() => void queryClient.invalidateQueries({ queryKey: walletKeys.all }), [queryClient]);
  const support: BiddingSupport = useMemo(() => ({ shippingOptions, renderTopUp, onBidChanged, onWant }), [shippingOptions, renderTopUp, onBidChanged, onWant]);
  if (!product.auction || !BIDDING_SITES.has(product.site)) return null;
  const item = {
    site: product.site as 'auction' | 'mercari',
    code: product.code,
    title: product.title_vi ?? product.title,
    image: product.image,
    auction: product.auction,
    rate: product.exchange_rate.vnd_per_jpy_scaled,
    domesticShippingJpy: product.shipping_payer === 'seller' ? 0 : (product.domestic_shipping_jpy ?? null),
  };
  return <BidPanel item={item} isLoggedIn={isLoggedIn} authPending={authPending} loginHref={loginHref} support={support} />;
}
