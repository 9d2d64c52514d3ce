import {
  orderStatuses,
  type AdminOrderDto,
  type OrderDto,
  type OrderPaymentDto,
  type OrderStatus,
  type QuoteStatistics,
  type QuotesQuery,
} from '@kaimono/contracts';
import { ordersText } from '@kaimono/i18n';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { TitleTranslator } from '../translate/index.ts';
import * as repo from './orders.repository.ts';
import { orderDtoOf, orderDtos } from './orders.service.ts';
import { isFinal, nextStatuses } from './orders.transitions.ts';
import type { OrderRow } from './orders.types.ts';

/** Reading orders: the customer's lists, statistics, payments and tracking; the staff list. */

const DAY_MS = 86_400_000;
const VN_OFFSET_MS = 7 * 3_600_000;

/** A yyyy-mm-dd day in Vietnam as the UTC instant it starts at. */
function vnDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - VN_OFFSET_MS);
}

export function filterOf(userId: string | undefined, q: Pick<QuotesQuery, 'status' | 'search' | 'from' | 'to'>): repo.ListFilter {
  return {
    ...(userId ? { userId } : {}),
    status: q.status,
    search: q.search && q.search.length > 0 ? q.search : undefined,
    from: q.from ? vnDayStart(q.from) : undefined,
    to: q.to ? new Date(vnDayStart(q.to).getTime() + DAY_MS) : undefined,
  };
}

function statisticsOf(totals: repo.StatusTotals[]): QuoteStatistics {
  const byStatus = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<string, number>;
  let total = 0;
  let totalVnd = 0;
  let paidVnd = 0;
  let refundedVnd = 0;
  let outstanding = 0;
  for (const t of totals) {
    byStatus[t.status] = t.count;
    total += t.count;
    if (t.status !== 'cancelled' && t.status !== 'waiting_quote') totalVnd += t.totalVnd;
    paidVnd += t.paidVnd;
    refundedVnd += t.refundedVnd;
    if (t.status !== 'cancelled' && t.status !== 'refunded') outstanding += t.outstandingVnd;
  }
  return {
    total,
    by_status: byStatus,
    total_vnd: totalVnd,
    paid_vnd: paidVnd,
    refunded_vnd: refundedVnd,
    second_payment_outstanding_vnd: outstanding,
  };
}

export async function statistics(db: Db, userId: string): Promise<QuoteStatistics> {
  return statisticsOf(await repo.totalsByStatus(db, { userId }));
}

/** GET /api/quotes/user: the page, the status options with counts, the customer's statistics. */
export async function listQuotes(db: Db, userId: string, q: QuotesQuery, translator: TitleTranslator) {
  const [{ rows, total }, totals] = await Promise.all([repo.listOrders(db, filterOf(userId, q), q.page, q.size), repo.totalsByStatus(db, { userId })]);
  const stats = statisticsOf(totals);
  return {
    quotes: await orderDtos(db, rows, translator),
    options: { statuses: orderStatuses.map((s) => ({ value: s, label: ordersText.statuses[s], count: stats.by_status[s] ?? 0 })) },
    pagination: { total, current: q.page, pageSize: q.size },
    statistics: stats,
  };
}

/** GET /api/quotes/count: orders still running, and the counts by state. */
export async function countQuotes(db: Db, userId: string) {
  const stats = statisticsOf(await repo.totalsByStatus(db, { userId }));
  const running = Object.entries(stats.by_status)
    .filter(([status]) => !isFinal(status as OrderStatus))
    .reduce((sum, [, n]) => sum + n, 0);
  return { count: running, total: stats.total, by_status: stats.by_status };
}

/** GET /api/me/orders/{code}: the order with its timeline and tracking; 404 for others' orders. */
export async function trackOrder(db: Db, userId: string, code: string, translator: TitleTranslator): Promise<OrderDto> {
  const row = await repo.findOwned(db, userId, code);
  if (!row) throw notFound('ORDER_NOT_FOUND');
  return orderDtoOf(db, row, translator, true);
}

/** GET /api/quote/user/payments. */
export async function listPayments(db: Db, userId: string, q: { page: number; size: number; order_id?: string | undefined }) {
  let orderId: string | null = null;
  if (q.order_id) {
    const order = await repo.findOwned(db, userId, q.order_id);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    orderId = order.id;
  }
  const { rows, total } = await repo.paymentsOf(db, userId, orderId, q.page, q.size);
  return { results: rows.map(paymentDtoOf), pagination: { page: q.page, size: q.size, total } };
}

function paymentDtoOf(p: repo.PaymentWithCode): OrderPaymentDto {
  return {
    id: p.id,
    order_id: p.orderId,
    order_code: p.orderCode,
    kind: p.kind,
    kind_label: ordersText.paymentKinds[p.kind],
    amount_vnd: p.amountVnd,
    reference: p.reference,
    created_at: p.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Staff

async function adminDtos(db: Db, rows: OrderRow[], translator: TitleTranslator, withTimeline = false): Promise<AdminOrderDto[]> {
  const customers = await repo.customersOf(db, [...new Set(rows.map((r) => r.userId))]);
  const dtos = withTimeline ? await Promise.all(rows.map((r) => orderDtoOf(db, r, translator, true))) : await orderDtos(db, rows, translator);
  return dtos.map((dto, i) => {
    const row = rows[i]!;
    const c = customers.get(row.userId);
    return {
      ...dto,
      customer: { id: row.userId, customer_no: c?.customerNo ?? '', full_name: c?.fullName ?? '', phone: c?.phone ?? null },
      next_statuses: nextStatuses(row.status, 'staff').map((s) => ({ value: s, label: ordersText.statuses[s] })),
    };
  });
}

export async function adminList(db: Db, q: { page: number; size: number; status?: OrderStatus | undefined; search?: string | undefined }, translator: TitleTranslator) {
  const { rows, total } = await repo.listOrders(db, { ...filterOf(undefined, q), searchCustomers: true }, q.page, q.size);
  return { results: await adminDtos(db, rows, translator), pagination: { page: q.page, size: q.size, total } };
}

export async function adminDetail(db: Db, id: string, translator: TitleTranslator): Promise<AdminOrderDto> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('ORDER_NOT_FOUND');
  const [[dto], payments] = await Promise.all([adminDtos(db, [row], translator, true), repo.paymentsOf(db, row.userId, row.id, 1, 100)]);
  return { ...dto!, payments: payments.rows.map(paymentDtoOf) };
}

