import { useSyncExternalStore } from 'react';
import { useRenderEnv } from '@/shared/lib/render-env';
import { catalogText } from '@kaimono/i18n';

/** Milliseconds until `endIso` from `now` (negative once past); null for a missing or bad date. */
export function msUntil(endIso: string | null | undefined, now: number): number | null {
  if (!endIso) return null;
  const end = Date.parse(endIso);
  return Number.isNaN(end) ? null : end - now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2 ngày 03:04:05", "03:04:05", or null once ended. */
export function formatRemaining(ms: number): string | null {
  if (ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? catalogText.timeLeftDays(days, clock) : clock;
}

/** "Còn 2 ngày 03:04:05" or "Đã kết thúc". */
export function countdownText(endIso: string | null | undefined, now: number): string | null {
  const ms = msUntil(endIso, now);
  if (ms === null) return null;
  const remaining = formatRemaining(ms);
  return remaining ? catalogText.timeLeft(remaining) : catalogText.auctionEnded;
}

// One shared one-second clock for every countdown on the page (a grid of 20 auctions costs one timer).
let now = Date.now();
let timer: number | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The server's render time while rendering on the server or hydrating its HTML (ADR 0011). */
function useServerNow(): () => number {
  const env = useRenderEnv();
  return env ? () => env.now : () => now;
}

/** The current time, updated every second while a component uses it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now, useServerNow());
}

/**
 * True once `endIso` has passed (false for a missing or bad date). Checked every second, but the
 * component renders again only when the answer changes (once, at the end): a box that only needs to
 * know "still open?" does not re-render with its countdown (issue 15).
 */
export function useHasPassed(endIso: string | null | undefined): boolean {
  const serverNow = useServerNow();
  const passed = (at: number) => {
    const ms = msUntil(endIso, at);
    return ms !== null && ms <= 0;
  };
  return useSyncExternalStore(
    subscribe,
    () => passed(now),
    () => passed(serverNow()),
  );
}
