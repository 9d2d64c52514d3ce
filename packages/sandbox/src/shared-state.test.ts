import { describe, expect, it } from 'vitest';
import { createSandbox } from './sandbox.ts';
import { MemorySandboxEventStore, type SandboxEventStore } from './shared-state.ts';
import { testClock } from './test-helpers.ts';

/** Two sandboxes (two server processes) on one log and one clock. */
function twoProcesses(store: SandboxEventStore = new MemorySandboxEventStore()) {
  const clock = testClock();
  const a = createSandbox({ seed: 42, itemsPerSite: 200, now: clock.now, store });
  const b = createSandbox({ seed: 42, itemsPerSite: 200, now: clock.now, store });
  return { a, b, clock, store };
}

describe('sandbox on a shared log', () => {
  it('an auction created through one process is seen, bid on and ended through the other', async () => {
    const { a, b, clock } = twoProcesses();
    const { code } = await a.shared.createAuction({ site: 'auction', endInSeconds: 600, startPriceJpy: 1000 });
    const seen = await b.shared.getAuction(code);
    expect(seen).toMatchObject({ code, status: 'open', startPriceJpy: 1000, bidCount: 0 });

    const ours = await a.shared.placeBid(code, { bidderId: 'kaimono-1', maxPriceJpy: 3000 });
    expect(ours).toMatchObject({ accepted: true, isHighestBidder: true, currentPriceJpy: 1000 });
    const rival = await b.shared.rivalBid(code, { maxPriceJpy: 5000, bidderId: 'rival_x' });
    expect(rival).toMatchObject({ accepted: true, highestBidderId: 'rival_x' });
    // The first process reads the rival's bid from the log.
    expect(await a.shared.getAuction(code)).toMatchObject({ highestBidderId: 'rival_x', bidCount: 2 });

    clock.advance(601_000 + 5 * 60_000);
    const endedA = await a.shared.getAuction(code);
    const endedB = await b.shared.getAuction(code);
    expect(endedA).toMatchObject({ status: 'closed', winnerId: 'rival_x' });
    expect(endedB).toEqual(endedA);
  });

  it('the item page of either process shows the other process’s auction (fetch reads the log)', async () => {
    const { a, b } = twoProcesses();
    const { code } = await a.shared.createAuction({ site: 'auction', endInSeconds: 3600, startPriceJpy: 2500 });
    await a.shared.rivalBid(code, { maxPriceJpy: 4000 });
    const page = await b.fetch(`https://page.auctions.yahoo.co.jp/jp/auction/${code}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(code);
  });

  it('concurrent writers through both processes: every auction gets its own code, every bid is judged on the latest state', async () => {
    const { a, b, store } = twoProcesses();
    const created = await Promise.all([1, 2, 3, 4].map((i) => (i % 2 ? a : b).shared.createAuction({ site: 'mercari', endInSeconds: 600, startPriceJpy: 300 * i })));
    expect(new Set(created.map((c) => c.code)).size).toBe(4);
    const code = created[0]!.code;
    // Ten rivals at once through both processes, each with a higher maximum: all accepted in some order.
    const bids = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).shared.placeBid(code, { bidderId: `r${i}`, maxPriceJpy: 1000 + i * 500 })));
    const accepted = bids.filter((r) => r.accepted).length;
    const infoA = await a.shared.getAuction(code);
    const infoB = await b.shared.getAuction(code);
    expect(infoB).toEqual(infoA);
    expect(infoA?.bidCount).toBe(accepted);
    expect((store as MemorySandboxEventStore).events.map((e) => e.seq)).toEqual(Array.from({ length: 4 + accepted }, (_, i) => i + 1));
  });
});
