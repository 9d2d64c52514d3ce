// Per-site request spacing. A site's limit is expressed as the minimum interval between two
// request starts (Rakuten 1 per second, Yahoo Shopping 30 per minute = one per 2 s, Suruga-ya
// one per 30 s from robots.txt Crawl-delay). Spacing rather than a bursty token bucket, because
// the published limits are per second / per crawl-delay and a burst would break them.
//
// This spacing holds inside one process. Across server processes the upstream layer also draws
// from a shared request budget (budget.ts; the server's is a token bucket per site in PostgreSQL),
// so N processes together stay within the site's rate.

import type { Clock } from './clock.ts';

export class WaitTooLongError extends Error {
  constructor(readonly waitMs: number) {
    super(`The next request slot is ${waitMs} ms away`);
    this.name = 'WaitTooLongError';
  }
}

export class MinIntervalLimiter {
  private nextSlot = 0;

  /**
   * @param intervalMs minimum milliseconds between two request starts (0 = no limit)
   * @param maxWaitMs a caller whose slot is further away than this fails at once instead of queueing
   */
  constructor(
    private readonly intervalMs: number,
    private readonly clock: Clock,
    private readonly maxWaitMs = Number.POSITIVE_INFINITY,
  ) {}

  /** Waits for this caller's slot. Slots are handed out in call order. */
  async acquire(signal?: AbortSignal): Promise<void> {
    if (!(this.intervalMs > 0)) return;
    const now = this.clock.now();
    const slot = Math.max(now, this.nextSlot);
    const wait = slot - now;
    if (wait > this.maxWaitMs) throw new WaitTooLongError(wait);
    this.nextSlot = slot + this.intervalMs;
    if (wait > 0) {
      try {
        await this.clock.sleep(wait, signal);
      } catch (error) {
        // Give the slot back if nobody took a later one, so an aborted wait costs nothing.
        if (this.nextSlot === slot + this.intervalMs) this.nextSlot = slot;
        throw error;
      }
    }
  }
}
