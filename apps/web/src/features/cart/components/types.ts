import type { Address } from '@kaimono/contracts';
import type { RenderTopUp } from '@/shared/lib/top-up';

/**
 * What the buying screens need from other features, handed in by the route (features do not import
 * each other): the address book, the wallet balance and its top-up dialog.
 */
export interface BuyingSupport {
  /** The customer's addresses (default first); undefined while loading. */
  addresses: Address[] | undefined;
  addressesPending: boolean;
  /** Where to add an address (the address book page, with ?next back here). */
  addAddressHref: string;
  /** Available wallet balance (đồng); undefined while loading. */
  balanceVnd: number | undefined;
  /**
   * The wallet's top-up control for a payment of `dueVnd`: a button while the balance is short (the
   * dialog pre-filled with the shortfall); an opened dialog stays open when the money arrives. Keep
   * it rendered while the payment is pending, also once the balance is enough.
   */
  renderTopUp: RenderTopUp;
  /** Called after an order was created or paid (balances, order lists refresh). */
  onOrderChanged: () => void;
}
