import { exchangeRate, formatJpy, formatRate, formatVnd, jpy, vnd } from '@kaimono/money';
import type { OrderDto, OrderStatus, QuotesFilter } from '../api/orders-api';
import { orderStatuses } from '../api/orders-api';

export const vndText = (amount: number) => formatVnd(vnd(amount));
export const jpyText = (amount: number) => formatJpy(jpy(amount));

/** '172,35 ₫/¥' from the stored rate (VND per JPY × 10,000); '' when missing. */
export function rateText(rateScaled: number | null | undefined): string {
  if (!rateScaled || rateScaled <= 0 || !Number.isSafeInteger(rateScaled)) return '';
  return formatRate(exchangeRate(rateScaled));
}

/** What is left of the first payment. */
export function firstPaymentOwed(order: Pick<OrderDto, 'status' | 'paid_vnd' | 'price'>): number {
  return order.status === 'waiting_deposit' || order.status === 'waiting_quote' ? Math.max(0, order.price.first_payment - order.paid_vnd) : 0;
}

/** Second payment still owed on the bills of this order. */
export function secondPaymentOwed(order: Pick<OrderDto, 'second_payment_due_vnd' | 'second_payment_paid_vnd'>): number {
  return Math.max(0, order.second_payment_due_vnd - order.second_payment_paid_vnd);
}

/** `?status=&q=` of the list URL, unknown values dropped. */
export function quotesFilterFrom(search: URLSearchParams): QuotesFilter {
  const status = search.get('status');
  const text = (search.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, 100);
  return {
    status: status && (orderStatuses as readonly string[]).includes(status) ? (status as OrderStatus) : null,
    search: text || null,
  };
}

/** `?page=` as a page number (1 when missing or not a positive integer). */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1;
}

/** A fresh idempotency key for one payment attempt (a retry of the same click reuses it). */
export function newRequestKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
