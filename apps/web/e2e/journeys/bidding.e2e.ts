import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';
import { api, register, sepayWebhook } from './support.ts';

const TOP_UP_VND = 5_000_000;

const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** "1.250.000 ₫" as the wallet page writes it (ordinary spaces). */
const dong = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)} ₫`;

/** Anything without a login (the sandbox's control API). */
async function post<T>(ctx: JourneyContext, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${ctx.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Top-up through the bank webhook, then the balance the wallet page shows. */
async function topUp(ctx: JourneyContext, page: Page): Promise<void> {
  const topup = await api<{ data: { transfer_content: string } }>(page, 'GET', `/api/wallet/topup?amount_vnd=${TOP_UP_VND}`);
  await sepayWebhook(ctx.baseUrl, topup.data.transfer_content, TOP_UP_VND);
  await page.goto('/account/wallet');
  await expectBalance(page, 'available', '5.000.000 ₫');
}

/** A delivery address (a won auction becomes an order delivered there). */
async function addAddress(page: Page, name: string): Promise<void> {
  const wards = await api<{ results: { code: string }[] }>(page, 'GET', '/api/utility/ward/01');
  await api(page, 'POST', '/api/user/address/add', { receiver_name: name, phone: '0912345678', province_code: '01', ward_code: wards.results[0]!.code, street: '25 Phố Huế', is_default: true });
}

/** Waits until the wallet page's balance figure reads `text`. */
async function expectBalance(page: Page, which: 'available' | 'held', text: string, timeout = 15_000): Promise<void> {
  const figure = page.getByTestId(`balance-${which}`);
  await figure.waitFor({ state: 'visible', timeout });
  try {
    await page.waitForFunction(({ el, want }) => (el?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').trim() === want, { el: await figure.elementHandle(), want: text }, { timeout });
  } catch {
    throw new Error(`expected the ${which} balance to be ${text}, got ${JSON.stringify(spaced(await figure.textContent()))}`);
  }
}

interface BidData {
  id: string;
  status: string;
  max_price_jpy: number;
  hold_vnd: number;
  current_price_jpy: number | null;
  order_id: string | null;
  events?: { kind: string }[];
}

/** Polls the customer's bid on `code` until `done` says so. */
async function waitForBid(page: Page, code: string, done: (bid: BidData) => boolean, what: string, timeoutMs = 60_000): Promise<BidData> {
  const deadline = Date.now() + timeoutMs;
  let last: BidData | undefined;
  for (;;) {
    const list = await api<{ results: (BidData & { code: string })[] }>(page, 'GET', '/api/bid/user?status=all&events=true');
    last = list.results.find((b) => b.code === code);
    if (last && done(last)) return last;
    if (Date.now() > deadline) throw new Error(`expected ${what}; the bid is ${JSON.stringify(last ?? null)}`);
    await sleep(400);
  }
}

/** A sandbox auction ending soon, without automatic extension (a late rival would add 5 minutes). */
async function sandboxAuction(ctx: JourneyContext, endInSeconds: number, startPriceJpy: number): Promise<{ code: string; path: string }> {
  return post(ctx, '/api/sandbox/auctions', { site: 'auction', end_in_seconds: endInSeconds, start_price_jpy: startPriceJpy, auto_extension: false });
}

async function rivalBid(ctx: JourneyContext, code: string, maxPriceJpy: number): Promise<{ data: { accepted: boolean; current_price_jpy: number } }> {
  return post(ctx, `/api/sandbox/auctions/${code}/rival-bid`, { max_price_jpy: maxPriceJpy, bidder_id: 'rival_e2e' });
}

/** Opens the bid dialog of the item page and fills the maximum; answers the dialog. */
async function openBidDialog(page: Page, path: string, maxJpy: number) {
  await page.goto(path);
  const panel = page.getByTestId('bid-panel');
  await expectVisible(panel, 'the bidding panel on the auction item page', 15_000);
  await panel.getByRole('button', { name: 'Đặt giá' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đặt giá đấu' });
  await expectVisible(dialog, 'the bid dialog');
  await expectVisible(dialog.getByTestId('bid-increment').getByText(/Giá đặt tiếp theo tối thiểu/), 'the increment rule and the minimum next bid');
  await dialog.getByLabel(/Giá tối đa \(yên\)/).fill(String(maxJpy));
  // The hold and the landed cost of this maximum, in dong.
  await expectVisible(dialog.getByTestId('bid-hold').getByText(/₫/), 'the hold the maximum takes');
  await expectVisible(dialog.getByTestId('bid-landed').getByText(/₫/), 'the landed cost range');
  return dialog;
}

export const journeys: Journey[] = [
  {
    name: 'bidding: top up, snipe a sandbox auction a rival contests, follow the bid log, win and find the paid order',
    async run(ctx) {
      const page = await ctx.newPage();
      await register(page, 'Lê Văn Đấu Giá');
      await topUp(ctx, page);
      await addAddress(page, 'Lê Văn Đấu Giá');

      // An auction ending in 45 s; a rival is already on it.
      const auction = await sandboxAuction(ctx, 45, 1_000);
      const first = await rivalBid(ctx, auction.code, 1_500);
      assertEqual(first.data.accepted, true, 'the rival’s first bid');

      const dialog = await openBidDialog(page, auction.path, 3_000);
      const hold = spaced(await dialog.getByTestId('bid-hold').textContent());
      // Snipe is the default mode: sent 10 s before the end.
      await dialog.getByRole('checkbox', { name: /Tôi hiểu/ }).check();
      await dialog.getByRole('button', { name: 'Lên lịch đặt giá phút chót' }).click();
      await expectVisible(page.getByText('Đã lên lịch đặt giá phút chót'), 'the scheduled snipe');
      await expectVisible(page.getByTestId('bid-panel-mine'), 'the customer’s own bid on the item page');

      // /account/bids: the scheduled snipe, its countdowns and its log so far.
      await page.goto('/account/bids');
      const card = page.getByTestId('bid-card').filter({ hasText: 'Đã hẹn giờ' });
      await expectVisible(card, 'the scheduled snipe in the active tab');
      await expectVisible(card.getByTestId('bid-fires-in'), 'the live countdown to the snipe');
      await expectVisible(card.getByTestId('bid-ends-in'), 'the live countdown to the end');
      assertEqual(spaced(await card.getByTestId('bid-hold-amount').textContent()), hold, 'the hold shown in the list is the one quoted');
      await card.getByRole('button', { name: 'Xem nhật ký đặt giá' }).click();
      await expectVisible(card.getByTestId('bid-log').locator('[data-kind="scheduled"]'), 'the scheduling in the log');

      // The snipe fires, beats the rival; then the rival contests (below our maximum).
      await waitForBid(page, auction.code, (b) => b.status === 'leading', 'the snipe to be sent and lead', 45_000);
      const contest = await rivalBid(ctx, auction.code, 2_500);
      assertEqual(contest.data.accepted, true, 'the rival’s second bid');
      assertEqual(contest.data.current_price_jpy, 2_600, 'the price after the contest (our proxy maximum answers one increment above)');

      // The log shows the send, the marketplace's answer with its latency and the price after.
      const leadingCard = page.getByTestId('bid-card').filter({ hasText: 'Đang dẫn đầu' });
      await expectVisible(leadingCard, 'the bid leading in the list', 15_000);
      if (!(await leadingCard.getByTestId('bid-log').isVisible())) await leadingCard.getByRole('button', { name: 'Xem nhật ký đặt giá' }).click();
      const answer = leadingCard.getByTestId('bid-log').locator('[data-kind="answer"]');
      await expectVisible(answer, 'the marketplace’s answer in the log');
      const answerText = spaced(await answer.textContent());
      if (!/sàn phản hồi sau [\d.]+ ms/.test(answerText) || !/giá sau đó ¥1,600/.test(answerText)) throw new Error(`the answer should show the latency and the price after: ${answerText}`);

      // The auction ends: won, an order whose first payment came from the hold.
      const won = await waitForBid(page, auction.code, (b) => b.status === 'won' && !!b.order_id, 'the win and its order', 60_000);
      await page.getByRole('tab', { name: /^Đã thắng/ }).click();
      const wonCard = page.getByTestId('bid-card').filter({ hasText: 'Đã thắng' });
      await expectVisible(wonCard, 'the won bid');
      assertEqual(spaced(await wonCard.getByTestId('bid-price-now').textContent()), '¥2,600', 'the final price');
      await wonCard.getByRole('button', { name: 'Xem nhật ký đặt giá' }).click();
      await expectVisible(wonCard.getByTestId('bid-log').locator('[data-kind="won"]'), 'the win in the log');
      await expectVisible(wonCard.getByTestId('bid-log').locator('[data-kind="captured"]'), 'the capture of the hold in the log');
      const orderLink = wonCard.getByTestId('bid-order-link');
      const linkText = spaced(await orderLink.textContent());
      const orderCode = /Xem đơn hàng (\S+)/.exec(linkText)?.[1];
      if (!orderCode) throw new Error(`expected the order link with its code, got ${linkText} (order ${won.order_id})`);
      await orderLink.click();
      await expectUrl(page, new RegExp(`/account/quotes/${orderCode}$`));
      await expectVisible(page.getByRole('heading', { level: 1, name: `Đơn hàng ${orderCode}` }), 'the order page', 15_000);
      await expectVisible(page.getByTestId('order-payment-row').filter({ hasText: 'Thanh toán lần 1' }), 'the first payment of the order');

      // The wallet: nothing held any more, the first payment taken.
      await page.goto('/account/wallet');
      await expectBalance(page, 'held', '0 ₫');
    },
  },
  {
    name: 'bidding: another customer bids now, is outbid, loses and sees the hold released',
    async run(ctx) {
      const page = await ctx.newPage();
      await register(page, 'Trần Thị Thua Cuộc');
      await topUp(ctx, page);

      const auction = await sandboxAuction(ctx, 25, 2_000);
      const dialog = await openBidDialog(page, auction.path, 2_500);
      await dialog.getByRole('radio', { name: /Đặt ngay/ }).click();
      await dialog.getByRole('checkbox', { name: /Tôi hiểu/ }).check();
      await dialog.getByRole('button', { name: 'Đặt giá ngay' }).click();
      await expectVisible(page.getByText('Đã gửi giá đấu'), 'the bid sent');
      const bid = await waitForBid(page, auction.code, (b) => b.status === 'leading', 'the bid to lead', 15_000);
      if (!(bid.hold_vnd > 0)) throw new Error(`expected a hold, got ${bid.hold_vnd}`);

      // The money is held while the bid is open.
      await page.goto('/account/wallet');
      await expectBalance(page, 'held', dong(bid.hold_vnd));

      // A rival bids far more: outbid, then the auction ends.
      await rivalBid(ctx, auction.code, 9_000);
      // The bid list knows at once (issue 12 §8), not after the watcher's next look.
      const right = await api<{ results: (BidData & { code: string })[] }>(page, 'GET', '/api/bid/user?status=active');
      const now = right.results.find((b) => b.code === auction.code);
      if (now?.status !== 'outbid') throw new Error(`expected the bid outbid right after the rival bid, got ${now?.status}`);
      await page.goto('/account/bids');
      await expectVisible(page.getByTestId('bid-card').filter({ hasText: 'Bị trả giá cao hơn' }), 'the outbid bid', 20_000);
      await waitForBid(page, auction.code, (b) => b.status === 'lost' && (b.events ?? []).some((e) => e.kind === 'released' || e.kind === 'lost'), 'the loss and the release', 60_000);
      await page.getByRole('tab', { name: /^Đã thua/ }).click();
      const lostCard = page.getByTestId('bid-card').filter({ hasText: 'Không thắng' });
      await expectVisible(lostCard, 'the lost bid');
      // The price it ended at, labelled as such.
      await expectVisible(lostCard.getByText('Giá cuối', { exact: true }), 'the final price label on the lost bid');
      await lostCard.getByRole('button', { name: 'Xem nhật ký đặt giá' }).click();
      await expectVisible(lostCard.getByTestId('bid-log').locator('[data-kind="released"]'), 'the release of the hold in the log');

      // The balance is back: nothing held, the whole top-up available.
      await page.goto('/account/wallet');
      await expectBalance(page, 'held', '0 ₫');
      await expectBalance(page, 'available', '5.000.000 ₫');
    },
  },
];
