import { randomBytes } from 'node:crypto';
import type { Db } from '../platform/db.ts';
import { orders, type OrderAddressSnapshot } from '../db/schema/index.ts';

/**
 * Orders as the bills tests need them: already bought and on their way to Vietnam (the orders
 * module's own tests cover how they got there). Written straight into the table; the first payment
 * is left out (paid_vnd 0), so every payment of these orders is a bill's.
 */

export const TEST_ADDRESS: OrderAddressSnapshot = {
  id: '00000000-0000-4000-8000-000000000001',
  receiver_name: 'Nguyễn Thị Nhận',
  phone: '0912345678',
  province_code: '01',
  province_name: 'Thành phố Hà Nội',
  ward_code: '00004',
  ward_name: 'Phường Ba Đình',
  street: 'Số 1 Phố Điện Biên Phủ',
  note: null,
  full_address: 'Số 1 Phố Điện Biên Phủ, Phường Ba Đình, Thành phố Hà Nội',
};

export interface TestOrderInput {
  userId: string;
  status?: (typeof orders.$inferInsert)['status'];
  routeCode?: string | null;
  shipMode?: string | null;
  /** Second-payment (or other) extras as the quote priced them: `extra:<code>` lines. */
  extras?: Array<{ code: string; label: string; amountVnd: number }>;
  address?: OrderAddressSnapshot | null;
  rateScaled?: number;
  firstPaymentVnd?: number;
  /** Japanese domestic shipping lines of the quote (`domestic:<n>`), estimated by size class or not. */
  domestic?: Array<{ amountJpy: number; estimated: boolean }>;
}

export async function insertTestOrder(db: Db, input: TestOrderInput) {
  const first = input.firstPaymentVnd ?? 500_000;
  const extras = input.extras ?? [];
  const [row] = await db
    .insert(orders)
    .values({
      code: `KMT${randomBytes(5).toString('hex').toUpperCase()}`,
      userId: input.userId,
      status: input.status ?? 'shipping_international',
      source: 'cart',
      address: input.address === undefined ? TEST_ADDRESS : input.address,
      routeCode: input.routeCode === undefined ? 'JP-HN' : input.routeCode,
      shipMode: input.shipMode === undefined ? 'air' : input.shipMode,
      rateScaled: input.rateScaled ?? 1_725_000,
      goodsJpy: 2_000,
      priceDetails: [
        { code: 'goods', title: 'Tiền hàng', lines: [{ code: 'goods:1', label: 'Sản phẩm thử', amount_vnd: first, amount_jpy: 2_000, note: null }] },
        ...(input.domestic?.length
          ? [
              {
                code: 'japan',
                title: 'Phí tại Nhật',
                lines: input.domestic.map((d, i) => ({
                  code: `domestic:${i + 1}`,
                  label: 'Phí ship nội địa Nhật',
                  amount_vnd: Math.ceil((d.amountJpy * (input.rateScaled ?? 1_725_000)) / 10_000),
                  amount_jpy: d.amountJpy,
                  note: null,
                  ...(d.estimated ? { estimated: true } : {}),
                })),
              },
            ]
          : []),
        ...(extras.length > 0
          ? [{ code: 'extras', title: 'Dịch vụ', lines: extras.map((e) => ({ code: `extra:${e.code}`, label: e.label, amount_vnd: e.amountVnd, amount_jpy: null, note: null })) }]
          : []),
      ],
      firstPaymentVnd: first,
      totalVnd: first,
    })
    .returning();
  return row!;
}
