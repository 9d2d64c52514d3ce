import type { SiteCode } from '@kaimono/contracts';

/** Every route path of the web app (spec §2). Route definitions and links use only these. */
export const staticPagePaths = {
  newUser: '/page/nguoi-dung-moi',
  buyingGuide: '/page/huong-dan-mua-hang',
  privacy: '/page/chinh-sach-bao-mat',
  fees: '/page/bieu-phi',
  photoService: '/page/dich-vu-chup-anh',
  tradingPolicy: '/page/chinh-sach-giao-dich',
  priceEstimate: '/page/bao-gia-tu-dong',
} as const;

export const accountPaths = {
  profile: '/account',
  login: '/account/login',
  register: '/account/register',
  forgot: '/account/forgot',
  dashboard: '/account/dashboard',
  quotes: '/account/quotes',
  invoices: '/account/invoices',
  /** Consolidated shipments: list, /new (pick orders at the Japanese warehouse), /{code}. */
  shipments: '/account/shipments',
  shipmentNew: '/account/shipments/new',
  wallet: '/account/wallet',
  /** Saved bank cards and accounts (withdrawals go to one of them). */
  walletCards: '/account/wallet/cards',
  /** Saved coupons and the public vouchers. */
  vouchers: '/account/vouchers',
  /** VIP levels and subscriptions (the VIP module's notifications link here). */
  vip: '/account/vip',
  bids: '/account/bids',
  cart: '/account/cart',
  /** The quote request from the chosen cart items (address, route, services, coupon → confirm). */
  cartCheckout: '/account/cart/checkout',
  /** The customer's desired-price (negotiation) requests. */
  desiredPrices: '/account/desired-prices',
  favorites: '/account/favorites',
  /** Saved searches and watches (alerts: new matches, price drops, ending soon). */
  savedSearches: '/account/saved-searches',
  favoriteStores: '/account/favorites/stores',
  addresses: '/account/addresses',
  notificationMgmt: '/account/user/notification-mgmt',
  notificationSetting: '/account/user/notification-setting',
  /** Password, email verification (the identity part of the account). */
  security: '/account/security',
  /** Opened on the phone from a login QR code: approve the login of another device. */
  qrApprove: '/account/qr-approve',
  complaints: '/account/complaints',
  complaintNew: '/account/complaints/new',
} as const;

/** Staff pages. */
export const adminPaths = {
  /** The back office's index: one card per section (admin role). */
  index: '/admin',
  orders: '/admin/orders',
  bills: '/admin/bills',
  /** The live bid queue, under purchasing (the old /admin/bids leads here). */
  bids: '/admin/purchasing/bids',
  /** Paid orders to buy, the purchase record, the seller's cancellation. */
  purchasing: '/admin/purchasing',
  /** The Japan warehouse: receive packages (scan, weigh, measure, photos, shelf). */
  warehouseJp: '/admin/warehouse-jp',
  shipments: '/admin/shipments',
  desiredPrices: '/admin/desired-prices',
  wallet: '/admin/wallet',
  vouchers: '/admin/vouchers',
  complaints: '/admin/complaints',
  /** Send a notification to one customer or to every customer. */
  notifications: '/admin/notifications',
  /** Sales staff (customers, ratings) and assigning a customer to one. */
  salesStaff: '/admin/sales-staff',
  /** Searched keywords (counts, visitors) and hiding one from top searches. */
  keywords: '/admin/keywords',
  /** Vietnamese titles of products and staff corrections. */
  translations: '/admin/translations',
  /** Sandbox mode: the SMS and emails the outbox providers "sent" (OTP codes). */
  smsOutbox: '/admin/sms-outbox',
  /** Bursts of failed logins by client address. */
  loginFailures: '/admin/login-failures',
  /** Shipping routes and their modes (spec §6: search, save, delete). */
  systemRoutes: '/admin/system-routes',
  /** The fee schedule staff edit (service fee tiers, taxes, size classes, extras, warehouses). */
  pricing: '/admin/pricing',
  /** Staff accounts and their roles (owner). */
  staff: '/admin/staff',
  /** The audit log of staff actions. */
  audit: '/admin/audit',
  /** The owner's accounts from the wallet ledger: daily summary, xlsx export. */
  accounts: '/admin/accounts',
  /** The carriers' COD remittances (đối soát COD, accounting). */
  cod: '/admin/cod',
} as const;

/** One order (staff): items, payments, timeline, state moves, the parcel at the VN warehouse. */
export const adminOrderPath = (id: string) => `${adminPaths.orders}/${encodeURIComponent(id)}`;
/** One bill (staff): lines, parcels, orders, customer, cancel. */
export const adminShipmentPath = (id: string) => `${adminPaths.shipments}/${encodeURIComponent(id)}`;
export const adminBillPath = (id: string) => `${adminPaths.bills}/${encodeURIComponent(id)}`;
/** One complaint (staff): content, photos, discussion, reply, status moves. */
export const adminComplaintPath = (id: string) => `${adminPaths.complaints}/${encodeURIComponent(id)}`;

/** Account pages open without login (spec §2). */
export const publicAccountPaths: readonly string[] = [accountPaths.login, accountPaths.register, accountPaths.forgot];

export type AutoTranslateMode = 'on' | 'off' | 'auto';

export interface SiteSearchParams {
  /** Optional: a category (or seller) alone lists that category's products. */
  keyword?: string | null;
  category?: string | null;
  autoTranslate?: AutoTranslateMode | null;
  /** Products of one seller (the search's `seller_id`). */
  sellerId?: string | null;
}

export const paths = {
  home: '/',
  about: '/about',
  news: '/tin-tuc',
  newsArticle: (slug: string) => `/tin-tuc/${encodeURIComponent(slug)}`,
  unusualTraffic: '/unusual-traffic',
  trans: '/trans',
  page: staticPagePaths,
  account: accountPaths,
  admin: adminPaths,
  /** Where Google or Facebook sends the browser back after sign-in. */
  socialCallback: (provider: 'google' | 'facebook') => `/account/social/${provider}`,
  /** `/account/login?next=...`, `next` being the page the visitor wanted (path + search). */
  loginWithNext: (next: string) => `${accountPaths.login}?next=${encodeURIComponent(next)}`,
  /** The address book with the add form open; once an address is saved the browser returns to `next` (checkout, buy-now). */
  addAddressThenReturn: (next: string) => `${accountPaths.addresses}?add=1&next=${encodeURIComponent(next)}`,
  /** One order (quote) with its timeline and payments. */
  order: (code: string) => `/account/quotes/${encodeURIComponent(code)}`,
  shipment: (code: string) => `/account/shipments/${encodeURIComponent(code)}`,
  /** One complaint with its discussion. */
  complaint: (id: string) => `/account/complaints/${encodeURIComponent(id)}`,
  /** The complaint form pre-filled with an order and/or a bill code (from the order and bill pages). */
  complaintAbout: (ref: { orderCode?: string | null; billCode?: string | null }) => {
    const query = new URLSearchParams();
    if (ref.orderCode) query.set('order_code', ref.orderCode);
    if (ref.billCode) query.set('bill_code', ref.billCode);
    const qs = query.toString();
    return `${accountPaths.complaintNew}${qs ? `?${qs}` : ''}`;
  },
  site: (site: SiteCode) => `/${site}`,
  siteSearch: (site: SiteCode, params: SiteSearchParams) => {
    const query = new URLSearchParams();
    if (params.keyword) query.set('keyword', params.keyword);
    if (params.autoTranslate) query.set('__auto_translate_keyword', params.autoTranslate);
    if (params.category) query.set('category', params.category);
    if (params.sellerId) query.set('seller_id', params.sellerId);
    const qs = query.toString();
    return `/${site}/search${qs ? `?${qs}` : ''}`;
  },
  siteItem: (site: SiteCode, code: string) => `/${site}/item/${encodeURIComponent(code)}`,
  surugayaCategory: (code: string) => `/suruga-ya/category/${encodeURIComponent(code)}`,
  /** The all-sites explore search, e.g. `/iphone-go`. */
  explore: (product: string) => `/${encodeURIComponent(product)}-go`,
} as const;

/** The suffix of the all-sites explore route (`/{product}-go`). */
export const EXPLORE_SUFFIX = '-go';

/** Paths on which the header and footer are hidden (spec §2 layout rules). */
export const chromelessPaths: readonly string[] = [paths.unusualTraffic, paths.trans];
/** Paths on which the footer is hidden (spec §2 layout rules). */
export const footerlessPaths: readonly string[] = [accountPaths.login, accountPaths.register, accountPaths.forgot];
