/**
 * Yahoo! Auctions bid rules (research/marketplaces.md §7.1, §7.2). Mercari publishes no increment
 * table; we apply the same one to Mercari auctions until Mercari's own rule is known (research §7.3).
 */

/** 入札単位: the minimum raise for a current price, by band. */
export function bidIncrementJpy(currentPriceJpy: number): number {
  if (currentPriceJpy < 1_000) return 10;
  if (currentPriceJpy < 5_000) return 100;
  if (currentPriceJpy < 10_000) return 250;
  if (currentPriceJpy < 50_000) return 500;
  return 1_000;
}

/** The lowest bid the site accepts: the start price itself while nobody has bid, else current + increment. */
export function minNextBidJpy(currentPriceJpy: number, hasBids: boolean): number {
  return hasBids ? currentPriceJpy + bidIncrementJpy(currentPriceJpy) : currentPriceJpy;
}

/** 自動延長: a price-raising bid in the last 5 minutes moves the end 5 minutes later. */
export const AUTO_EXTENSION_WINDOW_MS = 5 * 60_000;

export function extendedEndTime(endTimeMs: number, bidAtMs: number, priceRose: boolean, autoExtension: boolean): number {
  if (!autoExtension || !priceRose) return endTimeMs;
  return endTimeMs - bidAtMs <= AUTO_EXTENSION_WINDOW_MS && bidAtMs < endTimeMs ? endTimeMs + AUTO_EXTENSION_WINDOW_MS : endTimeMs;
}
