import type { BillStatus } from '@kaimono/contracts';

const STATUSES: readonly BillStatus[] = ['unpaid', 'paid', 'cancelled'];

/** `?status=` of the list URL; unknown values dropped. */
export function billStatusFrom(value: string | null): BillStatus | null {
  return value && (STATUSES as readonly string[]).includes(value) ? (value as BillStatus) : null;
}

/** `?page=` as a page number (1 when missing or not a positive integer). */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1;
}

/** 1800 → '1,8 kg'; 600 → '600 g'. */
export function weightText(grams: number): string {
  return grams >= 1000 ? `${(grams / 1000).toLocaleString('vi-VN', { maximumFractionDigits: 2 })} kg` : `${grams} g`;
}
