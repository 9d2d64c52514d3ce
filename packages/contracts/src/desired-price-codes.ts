/**
 * Zod-free constants of the desired-price contracts (the web may import these values without zod).
 *
 * Price negotiation ("thương lượng giá", spec §3 desired-price record, §4, §5; issue 6 item 4).
 * Prices are yen (the spec's names `desired_price`, `other_price` are kept; both are JPY).
 *
 * Status codes (the spec leaves them open; these are ours):
 *   0 cancelled · 1 waiting (staff have not sent it yet) · 2 negotiating (sent to the seller)
 *   3 accepted (price agreed) · 4 refused by the seller · 5 ordered (an order exists)
 *   6 countered (the seller proposed `other_price`; the customer accepts it or cancels).
 */
export const desiredPriceStatusCodes = {
  cancelled: 0,
  waiting: 1,
  negotiating: 2,
  accepted: 3,
  refused: 4,
  ordered: 5,
  countered: 6,
} as const;
export type DesiredPriceStatusName = keyof typeof desiredPriceStatusCodes;
export type DesiredPriceStatus = (typeof desiredPriceStatusCodes)[DesiredPriceStatusName];
export const desiredPriceStatusValues = [0, 1, 2, 3, 4, 5, 6] as const;
/** Open requests: one per customer and item at a time. */
export const desiredPriceOpenStatuses: readonly DesiredPriceStatus[] = [1, 2, 3, 6];

/** The lowest price a customer may ask, in percent of the current price (sellers ignore less). */
export const DESIRED_PRICE_FLOOR_PERCENT = 50;
/** Sites whose sellers take offers: Mercari (not Shops), PayPay Flea Market, Yahoo Auctions listings with a buy-now price and no bids. */
export const desiredPriceSites = ['mercari', 'paypay', 'auction'] as const;
