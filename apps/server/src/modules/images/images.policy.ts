import { BlockList, isIP } from 'node:net';
import { IMAGE_HOSTS, IMAGE_WIDTHS, SANDBOX_IMAGE_PATH, type ImageWidth } from '@kaimono/contracts';

/**
 * What the image proxy (GET /img, ADR 0012) accepts: pictures from the six marketplaces' image
 * hosts and the sandbox's own drawings, at one of a fixed list of widths. Never an open proxy:
 * any other host, a user name or port in the URL, or a name that resolves to a private address is
 * refused.
 */

export { IMAGE_WIDTHS, type ImageWidth };

export const isImageWidth = (w: number): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w);

/** The image hosts of the six marketplaces (packages/contracts/src/images.ts). */
const IMAGE_HOST_SET: ReadonlySet<string> = new Set(IMAGE_HOSTS);
export { IMAGE_HOSTS };

export type ImageSource = { kind: 'remote'; url: URL } | { kind: 'sandbox'; path: string };

/** The source of `u`, or null when the proxy must refuse it. Remote URLs are always fetched over HTTPS. */
export function imageSource(u: string): ImageSource | null {
  if (u.length > 2048) return null;
  if (u.startsWith('/')) return SANDBOX_IMAGE_PATH.test(u) ? { kind: 'sandbox', path: u } : null;
  let url: URL;
  try {
    url = new URL(u);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (!IMAGE_HOST_SET.has(host)) return null;
  url.protocol = 'https:';
  url.hash = '';
  return { kind: 'remote', url };
}

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

/** True for loopback, private, link-local, shared, documentation, multicast and reserved addresses. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateRanges.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
    return privateRanges.check(address, 'ipv6');
  }
  return true; // not an address at all: refuse
}

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** AVIF when the browser says it takes it, else WebP, else JPEG. */
export function formatFor(accept: string | undefined): ImageFormat {
  const value = (accept ?? '').toLowerCase();
  if (value.includes('image/avif')) return 'avif';
  if (value.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/** Answers of the proxy may be kept this long by browsers and shared caches. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
