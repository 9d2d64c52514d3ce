import type { FastifyBaseLogger } from 'fastify';
import type { OrderActorKind, OrderSource, OrderStatus, SiteCode } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import type { orders, orderItems, orderEvents, orderPayments } from '../../db/schema/index.ts';
import type { CatalogContext } from '../catalog/index.ts';
import type { NotifyContext } from '../notifications/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/** What the order rules need: the database, the marketplaces (re-checks), notifications, a log. */
export interface OrdersContext {
  db: Db;
  catalog: CatalogContext;
  notifyContext: NotifyContext;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

/** One item of a new order. Prices are the marketplace's (the caller read them from there). */
export interface OrderItemInput {
  site: SiteCode;
  code: string;
  link: string;
  name: string;
  image: string | null;
  qty: number;
  variant?: string | null;
  priceJpy: number;
  /** Default true: the price already contains the Japanese consumption tax. */
  taxIncluded?: boolean;
  domesticShippingJpy?: number | null;
  weightG?: number | null;
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
  serviceCodes?: string[];
  sellerId?: string | null;
  sellerName?: string | null;
  note?: string | null;
}

export interface CreateOrderInput {
  userId: string;
  source: OrderSource;
  items: OrderItemInput[];
  addressId: string;
  routeCode?: string | null;
  shipMode?: string | null;
  servicesExtra?: string[];
  couponCode?: string | null;
  note?: string;
  /** The desired-price request, bid … the order came from. */
  sourceRef?: string;
  /** Sending the same creation twice (same id, same customer) answers the first order. */
  requestId?: string;
  /** Cart items removed in the order's transaction. */
  cartItemIds?: string[];
  /** Default 'waiting_deposit'; 'waiting_quote' saves a draft. */
  status?: Extract<OrderStatus, 'waiting_quote' | 'waiting_deposit'>;
}

export interface OrderActorRef {
  kind: OrderActorKind;
  id: string | null;
}
