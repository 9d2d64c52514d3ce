// Time for the HTTP layer, injectable so tests can run rate spacing and back-off on a fake clock.

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /**
   * Sub-millisecond monotonic milliseconds for measuring durations (the `ms` of upstream events);
   * absent: durations are taken from `now()`. `Date.now()` moves in whole milliseconds, so a
   * 0.6 ms answer would be logged as 0 or 1 ms.
   */
  monotonic?(): number;
  /** Resolves after `ms`; rejects with the signal's reason when the signal aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (!(ms > 0)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export const systemClock: Clock = { now: () => Date.now(), monotonic: () => performance.now(), sleep };

/** The system clock with another `now` (the adapters' `now` option), sleeping for real. */
export function clockWithNow(now: (() => number) | undefined): Clock {
  return now ? { now, sleep } : systemClock;
}
