import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { orders } from '../../db/schema/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { createMarketplaces } from '../../platform/marketplaces.ts';
import { seedPricing } from '../pricing/index.ts';
import { credit } from '../wallet/index.ts';
import { observeAuction } from './bidding.outcomes.ts';
import { findBid } from './bidding.repository.ts';
import { biddingContext, placeBid, type BiddingContext } from './bidding.service.ts';

// Issue 12 §4: a won auction's order gets the customer's default address and the route of its
// province (it used to say route "Không có"). Auctions run to their end in the sandbox on a test clock.
let ctx: TestContext;
let bidding: BiddingContext;
let clock = Date.now();
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  const config = loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', DATA_DIR: 'data/test-unused', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', SANDBOX_ITEMS_PER_SITE: '200' });
  const marketplaces = await createMarketplaces(config, undefined, { sandboxNow: () => clock });
  ctx = await createTestContext({ marketplaces });
  await seedPricing(ctx.database.db);
  bidding = biddingContext(ctx.deps, ctx.app.log);
});
afterAll(async () => ctx.close());

let seq = 0;
async function customerIn(provinceCode: string) {
  const c = await signupCustomer(ctx.app);
  seq += 1;
  await credit(ctx.database.db, { userId: c.userId, amountVnd: 20_000_000, idempotencyKey: `bid-delivery-fund:${seq}`, purpose: 'bank_transfer', description: 'Nạp tiền thử' });
  const wards = (await ctx.app.inject({ method: 'GET', url: `/api/utility/ward/${provinceCode}` })).json().results as Array<{ code: string }>;
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/address/add',
    headers: auth(c.token),
    payload: { receiver_name: 'Lê Thị Nhận', phone: '0987 654 321', province_code: provinceCode, ward_code: wards[0]!.code, street: '12 Nguyễn Huệ' },
  });
  expect(added.statusCode, added.body).toBe(200);
  return c;
}

describe('a won auction', () => {
  it('becomes an order with the default address and its route: TP. Hồ Chí Minh → JP-HCM, Hà Nội → JP-HN', async () => {
    for (const [province, route] of [
      ['79', 'JP-HCM'],
      ['01', 'JP-HN'],
    ] as const) {
      const who = await customerIn(province);
      clock = Date.now();
      const code = ctx.deps.marketplaces.sandbox!.control.createAuction({ site: 'auction', endInSeconds: 600, startPriceJpy: 1_000 }).code;
      const { bid } = await placeBid(bidding, { userId: who.userId, site: 'auction', code, mode: 'now', priceJpy: 3_000, qty: 1 });
      expect(bid.status).toBe('leading');
      clock = bid.endTime!.getTime() + 1_000;
      await observeAuction(bidding, 'auction', code);
      const won = (await findBid(ctx.database.db, bid.id))!;
      expect(won.status).toBe('won');
      const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, won.outcomeOrderId!));
      expect(order).toMatchObject({ source: 'auction', status: 'purchased', routeCode: route, shipMode: 'air' });
      expect(order!.address).toMatchObject({ province_code: province });
      const dto = await ctx.app.inject({ method: 'GET', url: `/api/me/orders/${order!.code}`, headers: auth(who.token) });
      expect(dto.statusCode, dto.body).toBe(200);
      expect(dto.json().data).toMatchObject({ route_code: route, ship_mode: 'air' });
    }
  });
});
