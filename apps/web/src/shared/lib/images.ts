import { IMAGE_HOSTS, IMAGE_WIDTHS, SANDBOX_IMAGE_PATH } from '@kaimono/contracts';

/**
 * Marketplace pictures through the server's resizing proxy (GET /img, ADR 0012): `src`, `srcSet`
 * and `sizes` for an <img>, so the browser downloads a picture of the size it shows, in AVIF/WebP.
 * Pictures the proxy does not take (uploads, other hosts) are returned as they are.
 */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** How a picture is shown: its CSS width (`sizes`) and the widest it gets (CSS px). */
export interface ImageSlot {
  sizes: string;
  /** The widest the picture is displayed, in CSS pixels (srcSet goes to twice that for sharp screens). */
  maxWidth: number;
  /** The width of `src` for browsers without srcset; default: the smallest width ≥ maxWidth. */
  fallbackWidth?: number;
}

/** Product cards in grids and rails: two columns on a phone, ~220 px on a desktop. */
export const CARD_IMAGE: ImageSlot = { sizes: '(max-width: 640px) 50vw, 240px', maxWidth: 320 };
/** The item page's main picture. */
export const GALLERY_IMAGE: ImageSlot = { sizes: '(max-width: 900px) 100vw, 600px', maxWidth: 640 };
/** The item page's thumbnails (72 px). */
export const THUMB_IMAGE: ImageSlot = { sizes: '72px', maxWidth: 72 };

const hosts: ReadonlySet<string> = new Set(IMAGE_HOSTS);

/** The proxy's `u` for a picture URL, or null when the proxy does not take it. */
export function proxySource(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return SANDBOX_IMAGE_PATH.test(url) ? url : null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // The sandbox's drawings given with our own origin.
  if (SANDBOX_IMAGE_PATH.test(parsed.pathname) && typeof window !== 'undefined' && parsed.origin === window.location.origin) return parsed.pathname;
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.username || parsed.password || parsed.port) return null;
  return hosts.has(parsed.hostname.toLowerCase()) ? url : null;
}

export function proxiedUrl(source: string, width: number): string {
  return `/img?u=${encodeURIComponent(source)}&w=${width}`;
}

/** `src`/`srcSet`/`sizes` of a picture for a slot (see CARD_IMAGE, GALLERY_IMAGE, THUMB_IMAGE). */
export function responsiveImage(url: string, slot: ImageSlot): ResponsiveImage {
  const source = proxySource(url);
  if (!source) return { src: url };
  const widths = IMAGE_WIDTHS.filter((w) => w <= slot.maxWidth * 2);
  const fallback: number = slot.fallbackWidth ?? IMAGE_WIDTHS.find((w) => w >= slot.maxWidth) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return {
    src: proxiedUrl(source, fallback),
    srcSet: widths.map((w) => `${proxiedUrl(source, w)} ${w}w`).join(', '),
    sizes: slot.sizes,
  };
}
