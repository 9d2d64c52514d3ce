// Times on the wire: Japanese sites write JST (+09:00); Mercari's v2 API writes UTC with `Z`.

const JST_OFFSET_MS = 9 * 3_600_000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** `2026-02-20T20:41:10+09:00` */
export function jstIso(ms: number): string {
  const d = new Date(Math.floor(ms / 1000) * 1000 + JST_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+09:00`
  );
}

/** `2026-02-20T11:41:10Z` (whole seconds). */
export function utcIso(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** `2026/02/20 20:41:10` in JST (Rakuten's and Yahoo Shopping's display form). */
export function jstSlash(ms: number): string {
  return jstIso(ms).slice(0, 19).replace('T', ' ').replace(/-/g, '/');
}

/** `1998/11/15` (Suruga-ya release dates). */
export function jstDate(ms: number): string {
  return jstIso(ms).slice(0, 10).replace(/-/g, '/');
}

export function unixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
