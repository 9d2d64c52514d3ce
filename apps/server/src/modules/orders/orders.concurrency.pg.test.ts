import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Product } from '@kaimono/marketplaces';
import { createAdmin, createPasswordlessUser } from '../account/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { openPostgres, type Database } from '../../platform/db.ts';
import { createMarketplaces } from '../../platform/marketplaces.ts';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.ts';
import {
  createScratchDatabase,
  multiProcessEnv,
  requestJson,
  signToken,
  startServerProcesses,
  stopAll,
  type ScratchDatabase,
  type ServerProcess,
} from '../../test/multi-process.ts';
import { balancesOf, credit } from '../wallet/index.ts';

/**
 * Money safety of orders under real concurrency: three server processes on one PostgreSQL
 * (TEST_DATABASE_URL; skipped without it). Paying one order from every process at once charges
 * once; a coupon's total limit holds when many customers order at once; cancelling returns exactly
 * what was paid, once; the ledger, the payment records and the orders agree at the end.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let scratch: ScratchDatabase;
let pool: Database;
let servers: ServerProcess[];
let product: Product;
let adminToken: string;
const server = (i: number) => servers[i % servers.length]!;

let phoneSeq = 0;
async function newCustomer(): Promise<{ userId: string; token: string; addressId: string }> {
  phoneSeq += 1;
  const user = await createPasswordlessUser(pool.db, { phone: `096${String(phoneSeq).padStart(7, '0')}`, fullName: 'Khách Đồng Thời', source: 'test' });
  const token = await signToken(pool.db, user!.id);
  const wards = await requestJson<{ results: Array<{ code: string }> }>(server(0).baseUrl, 'GET', '/api/utility/ward/79');
  const address = await requestJson<{ data: { id: string } }>(server(phoneSeq).baseUrl, 'POST', '/api/user/address/add', {
    token,
    body: { receiver_name: 'Khách Đồng Thời', phone: '0987654321', province_code: '79', ward_code: wards.body.results[0]!.code, street: '1 Lê Lợi' },
  });
  expect(address.status).toBe(200);
  return { userId: user!.id, token, addressId: address.body.data.id };
}

let fundSeq = 0;
async function fund(userId: string, amountVnd: number) {
  fundSeq += 1;
  await credit(pool.db, { userId, amountVnd, idempotencyKey: `pg-orders-fund:${userId}:${fundSeq}`, purpose: 'bank_transfer', description: 'Nạp tiền' });
}

type OrderBody = { data: { id: string; code: string; status: string; price: { first_payment: number; discount_vnd: number }; paid_vnd: number; refunded_vnd: number } };

async function buyNow(i: number, customer: { token: string; addressId: string }, extra: object = {}) {
  return requestJson<OrderBody & { code?: string; message?: string }>(server(i).baseUrl, 'POST', '/api/buy-product-now', {
    token: customer.token,
    body: { site_code: product.site, code: product.code, qty: 1, address_id: customer.addressId, ...extra },
  });
}

async function scalar(text: string, values: unknown[]): Promise<number> {
  const { rows } = await pool.executeSql(text, values);
  return Number(rows[0]?.n ?? 0);
}

describe.skipIf(!serverUrl)('orders on a real PostgreSQL with three server processes', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, { template: inject('postgresTemplate') });
    pool = await openPostgres(scratch.url, { max: 10 });
    servers = await startServerProcesses(3, { databaseUrl: scratch.url });
    // The same seeded sandbox catalogue the servers use: a buyable fixed-price item.
    const config = loadConfig({
      JWT_SECRET: multiProcessEnv.JWT_SECRET,
      DATA_DIR: 'data/test-unused',
      CATALOG_MODE: 'sandbox',
      SANDBOX_ITEMS_PER_SITE: multiProcessEnv.SANDBOX_ITEMS_PER_SITE,
    });
    const marketplaces = await createMarketplaces(config);
    for (let i = 0; i < 100 && !product; i++) {
      const p = await marketplaces.adapters.shopping.item(marketplaces.sandbox!.currentCode('shopping', i));
      if (p && p.available && p.stock !== 0 && !p.auction && p.variants.length <= 1 && p.priceJpy) product = p;
    }
    expect(product).toBeDefined();
    const admin = await createAdmin(pool.db, '0912000001', 'Nui-Phu-Si-2026!');
    adminToken = await signToken(pool.db, admin.id, { role: 'admin' });
  }, 240_000);
  afterAll(async () => {
    await stopAll(servers ?? []);
    await pool?.close();
    await scratch?.drop();
  }, 60_000);

  it('paying one order from every process at once charges once', async () => {
    const customers = await Promise.all(Array.from({ length: 4 }, () => newCustomer()));
    for (const [index, customer] of customers.entries()) {
      const created = await buyNow(index, customer);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const order = created.body.data;
      await fund(customer.userId, order.price.first_payment * 2);
      const before = (await balancesOf(pool.db, customer.userId)).available_vnd;
      const attempts = await Promise.all(
        Array.from({ length: 9 }, (_, i) =>
          requestJson<OrderBody>(server(i).baseUrl, 'POST', '/api/user/payment-for-order', { token: customer.token, body: { order_id: order.id } }),
        ),
      );
      expect(attempts.map((a) => a.status)).toEqual(Array(9).fill(200));
      expect(attempts.every((a) => a.body.data.status === 'purchasing')).toBe(true);
      expect((await balancesOf(pool.db, customer.userId)).available_vnd).toBe(before - order.price.first_payment);
      expect(await scalar('select count(*) as n from wallet_entries where idempotency_key = $1', [`order-first:${order.id}`])).toBe(1);
      expect(await scalar('select count(*) as n from order_payments where order_id = $1', [order.id])).toBe(1);
    }
  }, 120_000);

  it("a coupon's total limit holds when many customers order at once", async () => {
    const code = `PG${Date.now().toString(36).toUpperCase()}`;
    const voucher = await requestJson(server(0).baseUrl, 'POST', '/api/admin/vouchers', {
      token: adminToken,
      body: {
        code,
        name: 'Giảm đồng thời',
        discount_type: 'fixed',
        amount_vnd: 10_000,
        total_limit: 3,
        valid_from: new Date(Date.now() - 86_400_000).toISOString(),
        valid_to: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(voucher.status, JSON.stringify(voucher.body)).toBe(200);
    const customers = await Promise.all(Array.from({ length: 10 }, () => newCustomer()));
    const results = await Promise.all(customers.map((c, i) => buyNow(i, c, { coupon_code: code })));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(3);
    expect(ok.every((r) => r.body.data.price.discount_vnd === 10_000)).toBe(true);
    expect(refused.every((r) => r.status === 409 && r.body.code === 'COUPON_NOT_APPLICABLE')).toBe(true);
    expect(
      await scalar(
        `select count(*) as n from voucher_redemptions r join vouchers v on v.id = r.voucher_id where v.code = $1 and r.status = 'applied'`,
        [code],
      ),
    ).toBe(3);
    // Orders refused for the coupon were not created.
    expect(await scalar(`select count(*) as n from orders where coupon_code = $1`, [code])).toBe(3);
  }, 120_000);

  it('cancelling a paid order from several processes at once returns exactly what was paid, once', async () => {
    const customers = await Promise.all(Array.from({ length: 3 }, () => newCustomer()));
    for (const [index, customer] of customers.entries()) {
      const created = await buyNow(index, customer);
      const order = created.body.data;
      await fund(customer.userId, order.price.first_payment);
      const start = (await balancesOf(pool.db, customer.userId)).available_vnd;
      const paid = await requestJson<OrderBody>(server(index + 1).baseUrl, 'POST', '/api/user/payment-for-order', { token: customer.token, body: { order_id: order.id } });
      expect(paid.status).toBe(200);
      const attempts = await Promise.all(
        Array.from({ length: 6 }, (_, i) => requestJson<OrderBody>(server(i).baseUrl, 'POST', `/api/me/orders/${order.id}/cancel`, { token: customer.token, body: {} })),
      );
      expect(attempts.filter((a) => a.status === 200)).toHaveLength(1);
      expect(attempts.filter((a) => a.status === 409)).toHaveLength(5);
      expect((await balancesOf(pool.db, customer.userId)).available_vnd).toBe(start);
      expect(await scalar('select count(*) as n from wallet_entries where idempotency_key = $1', [`order-refund:${order.id}`])).toBe(1);
      // A payment after the cancel is refused and charges nothing.
      const late = await requestJson(server(index).baseUrl, 'POST', '/api/user/payment-for-order', { token: customer.token, body: { order_id: order.id } });
      expect(late.status).toBe(409);
      expect((await balancesOf(pool.db, customer.userId)).available_vnd).toBe(start);
    }
  }, 120_000);

  it('for every order the ledger equals its payments and refunds; the ledger is clean', async () => {
    expect(await auditLedger(pool)).toEqual(cleanAudit);
    const mismatches = await scalar(
      `select count(*) as n from orders o
       where o.paid_vnd <> coalesce((select sum(p.amount_vnd) from order_payments p where p.order_id = o.id and p.kind <> 'refund'), 0)
          or o.refunded_vnd <> coalesce((select sum(p.amount_vnd) from order_payments p where p.order_id = o.id and p.kind = 'refund'), 0)
          or o.paid_vnd <> coalesce((select sum(e.amount_vnd) from wallet_entries e where e.reference_type = 'order' and e.reference_id = o.id::text and e.kind = 'payment'), 0)
          or o.refunded_vnd <> coalesce((select sum(e.amount_vnd) from wallet_entries e where e.reference_type = 'order' and e.reference_id = o.id::text and e.kind = 'refund'), 0)
          or (o.status in ('cancelled', 'refunded') and o.refunded_vnd <> o.paid_vnd)`,
      [],
    );
    expect(mismatches).toBe(0);
    expect(await scalar('select count(*) as n from orders', [])).toBeGreaterThan(0);
  });
});
