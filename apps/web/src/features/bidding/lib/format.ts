import { formatDateTime } from '@/shared/lib/format-date';

/** "14:05:09 02/03/2026" in Vietnam's time zone: a snipe's moment needs the seconds. */
export function formatDateTimeSeconds(iso: string | null | undefined): string {
  const text = formatDateTime(iso);
  if (!text || !iso) return text;
  const seconds = String(new Date(iso).getUTCSeconds()).padStart(2, '0');
  return text.replace(/^(\d{2}:\d{2})/, `$1:${seconds}`);
}

/** "1.234" ms with a thousands separator. */
export function formatMs(ms: number): string {
  return new Intl.NumberFormat('vi-VN').format(ms);
}

/** The code of the order a won bid became, from its log (the 'order' or 'captured' event). */
export function orderCodeOf(events: ReadonlyArray<{ kind: string; detail: Record<string, unknown> | null }> | undefined): string | null {
  for (const event of events ?? []) {
    const code = event.detail?.order_code;
    if ((event.kind === 'order' || event.kind === 'captured') && typeof code === 'string' && code) return code;
  }
  return null;
}
