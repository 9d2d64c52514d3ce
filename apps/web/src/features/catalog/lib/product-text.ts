import type { ProductDetailDto, ProductSummaryDto } from '@kaimono/contracts';
import { catalogText } from '@kaimono/i18n';
import { formatNumber, VI } from '@/shared/lib/number-format';

export type ItemCondition = ProductSummaryDto['condition'];

/** Vietnamese condition label; null for 'unknown' (nothing worth showing). */
export function conditionLabel(condition: ItemCondition): string | null {
  return condition === 'unknown' ? null : catalogText.conditions[condition];
}

/** True for an auction listing (it has bids or an end time). */
export function isAuction(product: Pick<ProductSummaryDto, 'bid_count' | 'end_time'>): boolean {
  return product.end_time !== null || product.bid_count !== null;
}

/** Only http(s) links leave the site (marketplace data is untrusted). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, 'https://invalid.invalid');
    if (parsed.hostname === 'invalid.invalid') return null;
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Image sources we load: same-origin paths and http(s) URLs only. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return safeHttpUrl(url);
}

/** The pictures the item page's gallery shows, in order (the first is the large one). */
export function itemImageSources(product: Pick<ProductDetailDto, 'images' | 'image'>): string[] {
  const images = product.images.length ? product.images : product.image ? [product.image] : [];
  return images.map((src) => safeImageUrl(src)).filter((src): src is string => !!src);
}

/** Our item page for a product; the server's `path` when it is one of ours. */
export function productHref(product: Pick<ProductSummaryDto, 'site' | 'code' | 'path' | 'is_shops_product'>): string {
  if (product.path && product.path.startsWith(`/${product.site}/item/`)) return product.path;
  return `/${product.site}/item/${encodeURIComponent(product.code)}${product.is_shops_product ? '?type=mers' : ''}`;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * A marketplace description as plain text: line-break tags become new lines, other tags are
 * dropped, common entities decoded. The result is rendered as text (never as HTML).
 */
export function descriptionText(raw: string | null | undefined): string {
  if (!raw) return '';
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|tr|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+|#39);/gi, (match, name: string) => {
      const lower = name.toLowerCase();
      if (lower in entities) return entities[lower]!;
      if (lower.startsWith('#x')) return safeChar(parseInt(lower.slice(2), 16), match);
      if (lower.startsWith('#')) return safeChar(parseInt(lower.slice(1), 10), match);
      return match;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function safeChar(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** VND for a yen amount at a rate scaled by 10,000, rounded up to the dong (as the server does). */
export function yenToVnd(jpy: number, vndPerJpyScaled: number): number {
  const product = BigInt(jpy) * BigInt(vndPerJpyScaled);
  const whole = product / 10_000n;
  return Number(product % 10_000n === 0n ? whole : whole + 1n);
}

/** "172,35" from the API's "172.35". */
export function formatRate(vndPerJpy: string): string {
  const value = Number(vndPerJpy);
  return Number.isFinite(value) ? formatNumber(value, VI, 2) : vndPerJpy;
}

/** "1.234" */
export function formatCount(n: number): string {
  return formatNumber(n, VI, 3);
}
