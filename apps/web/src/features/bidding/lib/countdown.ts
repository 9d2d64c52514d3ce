import { useSyncExternalStore } from 'react';
import { useRenderEnv } from '@/shared/lib/render-env';

/** Milliseconds until `iso` from `now` (negative once past); null for a missing or bad date. */
export function msUntil(iso: string | null | undefined, now: number): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at - now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2 ngày 03:04:05", "03:04:05" or "00:00:00" once past. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days} ngày ${clock}` : clock;
}

/** "Còn 1 phút 05 giây" style words for a screen reader (the ticking clock is aria-live off). */
export function spokenRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = [days && `${days} ngày`, hours && `${hours} giờ`, minutes && `${minutes} phút`, (seconds || total === 0) && `${seconds} giây`].filter(Boolean);
  return parts.join(' ');
}

// One shared one-second clock for every countdown on the page.
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

/** The server's render time while rendering on the server or hydrating its HTML (ADR 0011). */
function useServerNow(): () => number {
  const env = useRenderEnv();
  return env ? () => env.now : () => now;
}

/** The current time, updated every second while a component uses it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, useServerNow());
}

/**
 * True once `iso` has passed (false for a missing or bad date). Checked every second, but the
 * component renders again only when the answer changes: the bid panel (and the bid dialog inside it)
 * no longer re-render every second with the clock (issue 15).
 */
export function useHasPassed(iso: string | null | undefined): boolean {
  const serverNow = useServerNow();
  const passed = (at: number) => {
    const ms = msUntil(iso, at);
    return ms !== null && ms <= 0;
  };
  return useSyncExternalStore(
    subscribe,
    () => passed(now),
    () => passed(serverNow()),
  );
}
