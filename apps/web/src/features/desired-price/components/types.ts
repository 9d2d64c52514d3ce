import type { Address } from '@kaimono/contracts';

/** A route × ship mode the request may name (the route composes them from the cart feature's routes). */
export interface ShippingOption {
  value: string;
  label: string;
  route_code: string;
  ship_mode: string;
}

/** What the dialog needs from other features, handed in by the route. */
export interface DesiredPriceSupport {
  addresses: Address[] | undefined;
  addressesPending: boolean;
  addAddressHref: string;
  shippingOptions: ShippingOption[] | undefined;
}

/** The item a new request is about. */
export interface DesiredPriceItem {
  site_code: string;
  code: string;
  name: string;
  image: string | null;
  /** The price negotiated against (yen), when the page knows it. */
  price_jpy: number | null;
}
