import type { ReactNode } from 'react';
import type { Address } from '@kaimono/contracts';

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
  /** A control that opens the wallet top-up dialog for (at least) this amount. */
  renderTopUp: (missingVnd: number) => ReactNode;
  /** Called after an order was created or paid (balances, order lists refresh). */
  onOrderChanged: () => void;
}
