import type { QuietHours } from '@kaimono/contracts';

/** Vietnam (Asia/Ho_Chi_Minh) is UTC+7 all year: no daylight saving since 1975. */
const VIETNAM_OFFSET_MINUTES = 7 * 60;
const DAY_MINUTES = 24 * 60;

function minutesOf(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return h! * 60 + m!;
}

/**
 * When the customer's quiet hours end, if `now` is inside them; null when it is not (or they are
 * off). The window is [start, end) in Vietnam time; start later than end crosses midnight
 * (22:00 → 07:00 holds 23:30 until 07:00 the next morning, and 06:00 until 07:00 the same morning).
 */
export function quietHoursEnd(now: Date, quiet: QuietHours | null | undefined): Date | null {
  if (!quiet?.enabled) return null;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const local = new Date(now.getTime() + VIETNAM_OFFSET_MINUTES * 60_000);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  // Minutes until the end, counted forward across midnight when needed.
  const untilEnd = (end - minute + DAY_MINUTES) % DAY_MINUTES;
  const endAt = new Date(now.getTime() + untilEnd * 60_000);
  // On the minute the window ends (seconds of the current minute dropped).
  endAt.setUTCSeconds(0, 0);
  return endAt;
}

/** The channels quiet hours hold back; the centre and email are never held. */
export const heldChannels = ['push', 'zalo', 'sms'] as const;
