export interface FeedSnapshot {
  total_unreaded: number;
  /** Notifications this answer delivered for the first time. */
  collected: number;
}

/**
 * Spec §4: an info toast when the unread count is above 0 — on the first poll after login, and
 * again whenever a poll brings news (something newly delivered, or more unread than before);
 * not every 60 s for the same unread notifications.
 */
export function shouldToast(previous: FeedSnapshot | null, next: FeedSnapshot): boolean {
  if (next.total_unreaded <= 0) return false;
  if (previous === null) return true;
  return next.collected > 0 || next.total_unreaded > previous.total_unreaded;
}

declare global {
  interface Window {
    /** Browser journeys shorten the 60 s notification poll (set before the app loads). */
    __KAIMONO_NOTIFICATION_POLL_MS__?: number;
  }
}

/** Spec §4/§9: 60 s. A prop wins, then the window setting (journeys), never under 1 s. */
export const NOTIFICATION_POLL_MS = 60_000;

export function resolvePollInterval(prop?: number): number {
  const fromWindow = typeof window !== 'undefined' ? window.__KAIMONO_NOTIFICATION_POLL_MS__ : undefined;
  const value = prop ?? fromWindow ?? NOTIFICATION_POLL_MS;
  return Number.isFinite(value) && value >= 1_000 ? value : NOTIFICATION_POLL_MS;
}

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
