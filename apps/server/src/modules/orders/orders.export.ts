import type { QuotesQuery } from '@kaimono/contracts';
import { ordersText } from '@kaimono/i18n';
import type { Db } from '../../platform/db.ts';
import { writeXlsx, type XlsxCell } from '../../platform/xlsx.ts';
import * as repo from './orders.repository.ts';
import { filterOf } from './orders.queries.ts';
import { itemsAndLabelsOf } from './orders.service.ts';

/** Most orders one export holds (newest first). */
export const EXPORT_MAX_ORDERS = 5_000;

/** GET /api/quotes/user/export: the customer's orders (same filters as the list) as an .xlsx file. */
export async function exportQuotes(
  db: Db,
  userId: string,
  q: Pick<QuotesQuery, 'status' | 'search' | 'from' | 'to'>,
  now = new Date(),
): Promise<{ fileName: string; content: Buffer }> {
  const rows = await repo.allOrders(db, filterOf(userId, q), EXPORT_MAX_ORDERS);
  const { items, labels } = await itemsAndLabelsOf(db, rows);
  const c = ordersText.export.columns;
  const data: XlsxCell[][] = rows.map((row) => {
    const list = items.get(row.id) ?? [];
    return [
      row.code,
      row.createdAt,
      ordersText.statuses[row.status],
      ordersText.sources[row.source],
      list.map((i) => (i.variant ? `${i.name} (${i.variant}) × ${i.qty}` : `${i.name} × ${i.qty}`)).join('\n'),
      list.reduce((sum, i) => sum + i.qty, 0),
      row.goodsJpy,
      labels.route(row.routeCode) ?? '',
      labels.shipMode(row.routeCode, row.shipMode) ?? '',
      row.servicesExtra.map((code) => labels.extra(code)).join(', '),
      row.rateScaled / 10_000,
      row.firstPaymentVnd,
      row.secondPaymentVnd,
      row.discountVnd,
      row.totalVnd,
      row.paidVnd,
      row.refundedVnd,
      row.address?.full_address ?? '',
      row.note,
    ];
  });
  const vn = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  const content = await writeXlsx(
    {
      title: ordersText.export.sheet,
      sheets: [
        {
          name: ordersText.export.sheet,
          columns: [
            { header: c.code, width: 16 },
            { header: c.createdAt, format: 'date', width: 17 },
            { header: c.status, width: 22 },
            { header: c.source, width: 16 },
            { header: c.items, width: 50 },
            { header: c.qty, format: 'integer', width: 10 },
            { header: c.goodsJpy, format: 'integer', width: 14 },
            { header: c.route, width: 26 },
            { header: c.shipMode, width: 16 },
            { header: c.services, width: 26 },
            { header: c.rate, format: 'decimal', width: 12 },
            { header: c.firstPayment, format: 'money', width: 18 },
            { header: c.secondPayment, format: 'money', width: 18 },
            { header: c.discount, format: 'money', width: 14 },
            { header: c.total, format: 'money', width: 16 },
            { header: c.paid, format: 'money', width: 16 },
            { header: c.refunded, format: 'money', width: 14 },
            { header: c.address, width: 40 },
            { header: c.note, width: 30 },
          ],
          rows: data,
        },
      ],
    },
    now,
  );
  return { fileName: ordersText.export.fileName(vn), content };
}
