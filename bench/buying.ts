/**
 * npm run bench:buying — issue "Buying", performance:
 *  1. price calculations per second in this process: the pricing module's pure
 *     `calculatePriceWith` over the seeded tables, with varied carts (1–4 lines, sites, weights,
 *     extra services, both routes); target: more than 5,000 per second;
 *  2. p50/p95/p99 of the buyer's path through the API — add to cart → confirm the quote (the item
 *     is checked on its marketplace again, priced, the order created, the cart emptied) → pay the
 *     first payment from the wallet — on the embedded database (PGlite) with the sandbox
 *     marketplaces, the app in this process asked over HTTP on a loopback port (one keep-alive
 *     connection, one request at a time, like bench/catalog.ts); target: p95 < 50 ms per path.
 *     The CPU time of the process per path is printed too: on a loaded machine the wall time
 *     includes waiting for a core, the CPU time does not.
 * Then checks the ledger (every entry balanced, balances equal their postings, none negative).
 *
 * Usage: npm run bench:buying [-- --seconds 3 --samples 300]
 */
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { Product } from '@kaimono/marketplaces';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDatabase } from '../apps/server/src/db/seed.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPglite } from '../apps/server/src/platform/db.ts';
import { defaultRateLimits } from '../apps/server/src/platform/deps.ts';
import { createMarketplaces } from '../apps/server/src/platform/marketplaces.ts';
import { calculatePriceWith, loadPricingTables, type PriceInput } from '../apps/server/src/modules/pricing/index.ts';
import { currentRateExact } from '../apps/server/src/modules/rates/index.ts';
import { createTranslator } from '../apps/server/src/modules/translate/index.ts';
import { credit } from '../apps/server/src/modules/wallet/index.ts';
import { auditLedger, cleanAudit } from '../apps/server/src/test/ledger-audit.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '3' }, samples: { type: 'string', default: '300' } },
});
const seconds = Number(values.seconds);
const samples = Number(values.samples);

function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const config = loadConfig({
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  DATA_DIR: '.tmp/bench-unused',
  CATALOG_MODE: 'sandbox',
  SEED_DEMO_DATA: 'false',
});
const database = await openPglite();
await database.migrate();
await seedDatabase(database.db, config);
const { db } = database;

// ---- 1. price calculations per second -------------------------------------------------------
const tables = await loadPricingTables(db);
const rateScaled = Number((await currentRateExact(db)).rate);
const sites = ['mercari', 'rakuten', 'shopping', 'paypay', 'suruga-ya', 'auction'] as const;
const extras = [[], ['photos'], ['inspection', 'bubble_wrap'], ['insurance']];
const inputs: PriceInput[] = Array.from({ length: 64 }, (_, i) => ({
  lines: Array.from({ length: 1 + (i % 4) }, (_, j) => ({
    site: sites[(i + j) % sites.length]!,
    code: `bench-${i}-${j}`,
    priceJpy: 500 + ((i * 7919 + j * 104_729) % 80_000),
    qty: 1 + ((i + j) % 3),
    domesticShippingJpy: (i + j) % 2 === 0 ? null : 600,
    weightG: (i + j) % 3 === 0 ? null : 300 + ((i * 131 + j * 17) % 4_000),
    serviceCodes: extras[(i + j) % extras.length]!,
  })),
  routeCode: i % 2 === 0 ? 'JP-HN' : 'JP-HCM',
  shipMode: i % 3 === 0 ? 'sea' : 'air',
}));
for (let i = 0; i < 5_000; i++) calculatePriceWith(tables, rateScaled, inputs[i % inputs.length]!); // JIT warm-up
let calculations = 0;
let checksum = 0;
const calcStarted = performance.now();
const calcDeadline = calcStarted + seconds * 1_000;
while (performance.now() < calcDeadline) {
  for (let k = 0; k < 256; k++) {
    const breakdown = calculatePriceWith(tables, rateScaled, inputs[calculations % inputs.length]!);
    checksum = (checksum + breakdown.firstPaymentVnd) % 1_000_000_007;
    calculations += 1;
  }
}
const calcPerSecond = calculations / ((performance.now() - calcStarted) / 1_000);

// ---- 2. cart → order → first payment through the API -----------------------------------------
const marketplaces = await createMarketplaces(config);
const app = await buildApp(
  { config, database, boss: null, rateLimits: { ...defaultRateLimits, signup: { max: 1_000, timeWindow: 60_000 } }, marketplaces, translator: createTranslator() },
  { logger: false, serveWeb: false },
);
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function call(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? null : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const request = httpRequest({ host: '127.0.0.1', port, path, method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
    });
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}
function ok(result: { status: number; json: Record<string, unknown> }, what: string) {
  if (result.status !== 200) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.json).slice(0, 300)}`);
  return result.json;
}

// A customer with an address and a large balance.
const signup = ok(await call('POST', '/api/signup', null, { phone: '0912345678', password: 'Ca-phe-sua-da-88', full_name: 'Khách Đo Hiệu Năng' }), 'signup');
const token = signup.token as string;
const session = ok(await call('GET', '/api/session', token), 'session');
const userId = (session.data as { id: string }).id;
const wards = ok(await call('GET', '/api/utility/ward/79', null), 'wards').results as Array<{ code: string }>;
const address = ok(
  await call('POST', '/api/user/address/add', token, { receiver_name: 'Khách Đo', phone: '0912345678', province_code: '79', ward_code: wards[0]!.code, street: '1 Lê Lợi' }),
  'address',
);
const addressId = (address.data as { id: string }).id;
await credit(db, { userId, amountVnd: 900_000_000_000, idempotencyKey: `bench-buying:${userId}`, purpose: 'bank_transfer', description: 'Nạp tiền đo hiệu năng' });

// Buyable fixed-price items of the sandbox.
const products: Product[] = [];
for (const site of ['shopping', 'rakuten', 'paypay'] as const) {
  for (let i = 0; i < 60 && products.filter((p) => p.site === site).length < 5; i++) {
    const p = await marketplaces.adapters[site].item(marketplaces.sandbox!.currentCode(site, i));
    if (p && p.available && p.stock !== 0 && !p.auction && p.variants.length <= 1 && p.priceJpy) products.push(p);
  }
}
if (products.length === 0) throw new Error('no buyable sandbox item');

const steps = { cart: [] as number[], order: [] as number[], payment: [] as number[], path: [] as number[], cpu: [] as number[] };
async function buyOnce(i: number, record: boolean) {
  const product = products[i % products.length]!;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const added = ok(await call('POST', '/api/cart', token, { site_code: product.site, code: product.code, qty: 1 }), 'cart');
  const t1 = performance.now();
  const cartId = (added.data as { id: string }).id;
  const quoted = ok(await call('POST', '/api/quote/user/request', token, { cart_item_ids: [cartId], address_id: addressId, confirm: true }), 'quote');
  const t2 = performance.now();
  const orderId = (quoted.order as { id: string }).id;
  const paid = ok(await call('POST', '/api/user/payment-for-order', token, { order_id: orderId }), 'payment');
  const t3 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  if ((paid.data as { status: string }).status !== 'purchasing') throw new Error('the order was not paid');
  if (!record) return;
  steps.cart.push(t1 - t0);
  steps.order.push(t2 - t1);
  steps.payment.push(t3 - t2);
  steps.path.push(t3 - t0);
  steps.cpu.push((cpu.user + cpu.system) / 1_000);
}
for (let i = 0; i < 20; i++) await buyOnce(i, false); // JIT and cache warm-up
for (let i = 0; i < samples; i++) await buyOnce(i, true);

agent.destroy();
await app.close();
const audit = await auditLedger(database);
await database.close();

const fmt = (n: number) => n.toFixed(1);
const line = (label: string, xs: number[]) =>
  `  ${label.padEnd(38)} p50 ${fmt(percentile(xs, 50))} ms, p95 ${fmt(percentile(xs, 95))} ms, p99 ${fmt(percentile(xs, 99))} ms`;
console.log(`Buying benchmark (${seconds} s of price calculations; ${samples} buyer paths on PGlite, sandbox marketplaces)`);
console.log(
  `  price calculations (calculatePriceWith)  ${Math.round(calcPerSecond).toLocaleString('en-US')} per second (target > 5,000: ${calcPerSecond > 5_000 ? 'met' : 'MISSED'}) [checksum ${checksum}]`,
);
console.log(line('POST /api/cart', steps.cart));
console.log(line('POST /api/quote/user/request (confirm)', steps.order));
console.log(line('POST /api/user/payment-for-order', steps.payment));
const p95 = percentile(steps.path, 95);
console.log(`${line('cart → order → first payment', steps.path)} (target p95 < 50 ms: ${p95 < 50 ? 'met' : 'MISSED'})`);
// CPU time of this process (server and client: both run here) per path: what the path costs
// without waiting for a busy machine's scheduler; wall time above includes that wait.
console.log(line('CPU time per path (this process)', steps.cpu));
const clean = JSON.stringify(audit) === JSON.stringify(cleanAudit);
console.log(`  ledger audit                           ${clean ? 'clean' : `NOT CLEAN ${JSON.stringify(audit)}`}`);
if (!clean) process.exitCode = 1;
