/**
 * Dates are shown in Vietnam's time zone (DESIGN.md §3). Vietnam has kept UTC+7, without daylight
 * saving, since 1975, so the fields are read at that fixed offset. An Intl formatter with a time
 * zone gives the same text but loads time-zone data on first use (~20 ms on a phone), which the
 * home page paid just as its news arrived.
 */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

function inVietnam(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : new Date(time + VIETNAM_OFFSET_MS);
}

/** e.g. "02/03/2026". */
export function formatDate(iso: string | null | undefined): string {
  const date = inVietnam(iso);
  return date ? `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}` : '';
}

/** e.g. "14:05 02/03/2026", in Vietnam's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = inVietnam(iso);
  return date ? `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} ${formatDate(iso)}` : '';
}
