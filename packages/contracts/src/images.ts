/**
 * The image proxy's contract (GET /img?u=<picture URL>&w=<width>, ADR 0012), shared by the server
 * (which refuses anything else) and the web (which only asks for what the server accepts).
 * No zod here: the first page reads it.
 */

/** Widths the proxy renders (px), smallest first. */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The image hosts of the six marketplaces: exact names, no wildcard. */
export const IMAGE_HOSTS = [
  // Mercari (and Mercari Shops)
  'static.mercdn.net',
  'assets.mercari-shops-static.com',
  // Yahoo! Auctions and PayPay Flea Market
  'auc-pctr.c.yimg.jp',
  'auctions.c.yimg.jp',
  'paypayfleamarket.c.yimg.jp',
  // Yahoo! Shopping
  'item-shopping.c.yimg.jp',
  'shopping.c.yimg.jp',
  // Rakuten
  'thumbnail.image.rakuten.co.jp',
  'image.rakuten.co.jp',
  'shop.r10s.jp',
  'tshop.r10s.jp',
  // Suruga-ya
  'www.suruga-ya.jp',
  'cdn.suruga-ya.jp',
] as const;

/** The sandbox's drawings, served by our own server (packages/sandbox/src/images.ts). */
export const SANDBOX_IMAGE_PATH = /^\/sandbox-images\/[a-z-]{2,20}\/[A-Za-z0-9%._-]{1,120}\/\d{1,3}\.svg$/;
