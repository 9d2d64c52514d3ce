import type { ProductDetailDto } from '@kaimono/contracts';
import type { RenderTopUp } from '@/shared/lib/top-up';

/** A route × ship mode the bid may name (the route composes them from the cart feature's routes). */
export interface BidShippingOption {
  value: string;
  label: string;
  route_code: string;
  ship_mode: string;
}

/** What the bidding screens need from other features, handed in by the route. */
export interface BiddingSupport {
  /** International shipping choices; undefined while loading or not wanted. */
  shippingOptions?: BidShippingOption[] | undefined;
  /** The wallet's top-up control for what the hold needs (see BuyingSupport.renderTopUp). */
  renderTopUp?: RenderTopUp;
  /** Called after a bid was placed or cancelled (the wallet's balances change with the hold). */
  onBidChanged?: () => void;
  /** Called when the bid dialog is about to open (the route then loads shipping options, balance). */
  onWant?: () => void;
}

/** The auction item a bid is about (from the item page's product). */
export interface BidItem {
  site: 'auction' | 'mercari';
  code: string;
  title: string;
  image: string | null;
  auction: NonNullable<ProductDetailDto['auction']>;
  /** VND per JPY × 10,000 of the page (until the bid price answer brings the current one). */
  rate: number;
  /** Japanese domestic shipping when known (yen), sent as shipping_charges. */
  domesticShippingJpy: number | null;
}
