// What every site module gets: the request, the catalog, the auction house, the clock, helpers.

import type { SiteCode } from '@kaimono/marketplaces';
import type { AuctionHouse } from '../auction.ts';
import { keywordTokens, type Catalog } from '../catalog.ts';
import { imagePath } from '../images.ts';

export interface SandboxRequest {
  method: string;
  /** The request as the live site would see it: `https://<host>/<path>?<query>`. */
  url: URL;
  /** The URL exactly as the client asked for it (for DPoP `htu`): canonical or `http://127.0.0.1:PORT/<host>/...`. */
  requestedUrl: string;
  headers: Headers;
  body: string;
}

export interface SiteContext {
  catalog: Catalog;
  house: AuctionHouse;
  now(): number;
  /** Absolute or root-relative URL of listing image `n` (1-based). */
  imageUrl(site: SiteCode, code: string, n: number): string;
}

export type SiteHandler = (req: SandboxRequest, ctx: SiteContext) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
  });
}

export function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=UTF-8' } });
}

export function notFoundText(): Response {
  return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=UTF-8' } });
}

/** An integer query parameter: `fallback` when absent, NaN when present but not an integer. */
export function intParam(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  return /^-?\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
}

/** Optional integer (undefined when absent, NaN when not an integer). */
export function optionalInt(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  return /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
}

/**
 * A sort parameter whose `+` was decoded to a space by form decoding (`sort=+itemPrice` sent
 * unencoded): the real servers would see the same, we are lenient and read it as `+`.
 */
export function sortParam(params: URLSearchParams, name: string): string | null {
  const raw = params.get(name);
  if (raw === null) return null;
  return raw.startsWith(' ') ? `+${raw.slice(1)}` : raw;
}

export interface ScanFilter {
  keyword?: string | null;
  excludeKeyword?: string | null;
  /** Category (any level); an unknown id matches nothing. */
  categoryId?: string | null;
  /** Seller index in the site's pool; -1 matches nothing. */
  sellerIndex?: number | null;
  brandIds?: ReadonlySet<number> | null;
  /** Extra cheap test on an index. */
  where?: (index: number) => boolean;
  /** Include control-API auctions (indexes past the catalog). */
  includeDynamic?: boolean;
}

/** Indexes of a site's listings that pass the filter, in index order. */
export function scan(ctx: SiteContext, site: SiteCode, filter: ScanFilter): number[] {
  const { catalog } = ctx;
  const tokens = keywordTokens(filter.keyword);
  const excluded = keywordTokens(filter.excludeKeyword);
  let mask: Uint8Array | null = null;
  if (filter.categoryId !== undefined && filter.categoryId !== null && filter.categoryId !== '') {
    mask = catalog.leafMask(site, filter.categoryId);
    if (!mask) return [];
  }
  if (filter.sellerIndex === -1) return [];
  const end = filter.includeDynamic ? catalog.count(site) : catalog.size(site);
  const out: number[] = [];
  for (let i = 0; i < end; i += 1) {
    if (mask && mask[catalog.leafSlotOf(site, i)] !== 1) continue;
    if (filter.sellerIndex !== undefined && filter.sellerIndex !== null && catalog.sellerIndexOf(site, i) !== filter.sellerIndex) continue;
    if (filter.brandIds && filter.brandIds.size > 0) {
      const b = catalog.brandIdOf(site, i);
      if (b === null || !filter.brandIds.has(b)) continue;
    }
    if (filter.where && !filter.where(i)) continue;
    if (tokens.length > 0 && !catalog.matchesKeyword(site, i, tokens)) continue;
    if (excluded.length > 0 && excluded.some((tok) => catalog.searchableTitle(site, i).includes(tok))) continue;
    out.push(i);
  }
  return out;
}

/** Stable sort of indexes by a numeric key (ties keep index order). */
export function sortBy(indexes: number[], key: (i: number) => number, direction: 'asc' | 'desc'): number[] {
  const keyed = indexes.map((i) => [key(i), i] as const);
  keyed.sort((a, b) => (direction === 'asc' ? a[0] - b[0] : b[0] - a[0]) || a[1] - b[1]);
  return keyed.map(([, i]) => i);
}

/** A deterministic "relevance": popularity blended with a per-index jitter. */
export function relevance(ctx: SiteContext, site: SiteCode, index: number): number {
  return ctx.catalog.popularityOf(site, index) + ((index * 2654435761) % 997);
}

export { imagePath };
