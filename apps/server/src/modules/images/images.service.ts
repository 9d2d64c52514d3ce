import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, request } from 'undici';
import { AppError } from '../../platform/errors.ts';
import { formatFor, imageSource, isImageWidth, isPrivateAddress, type ImageFormat, type ImageSource, type ImageWidth } from './images.policy.ts';

/** A resized picture as the proxy sends it. */
export interface ProxiedImage {
  body: Buffer;
  contentType: string;
}

/** Fetches the original bytes of a remote picture (injected in tests). */
export type ImageFetcher = (url: URL) => Promise<Buffer>;
/** The sandbox's drawing at a path of this server (the app answers it in-process). */
export type SandboxImageReader = (path: string) => Promise<Buffer | null>;

const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const FETCH_TIMEOUT_MS = 8_000;

/**
 * DNS through the operating system, refusing private addresses: checked when the connection is
 * made, so a name that resolves to an internal address (or changes to one: DNS rebinding) is never
 * connected to.
 */
export function guardedLookup(hostname: string, options: object, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const refused = list.find((a) => isPrivateAddress(a.address));
    if (refused || !list.length) {
      const denied = Object.assign(new Error(`image host ${hostname} resolves to a private address`), { code: 'EPRIVATEADDRESS' });
      return callback(denied, '', 0);
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
}

let agent: Agent | null = null;

/** Remote pictures: HTTPS, redirects followed only to allowed hosts, size and time limited. */
export const fetchRemoteImage: ImageFetcher = async (start) => {
  agent ??= new Agent({ connect: { lookup: guardedLookup as never, timeout: FETCH_TIMEOUT_MS }, keepAliveTimeout: 10_000 });
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await request(url, {
      dispatcher: agent,
      method: 'GET',
      headers: { accept: 'image/avif,image/webp,image/*;q=0.8', 'user-agent': 'Mozilla/5.0 (compatible; KaimonoImageProxy/1.0)' },
      headersTimeout: FETCH_TIMEOUT_MS,
      bodyTimeout: FETCH_TIMEOUT_MS,
    });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      await response.body.dump();
      const location = response.headers.location;
      const next = typeof location === 'string' ? imageSource(new URL(location, url).toString()) : null;
      if (!next || next.kind !== 'remote') throw new AppError(502, 'UPSTREAM_BAD_RESPONSE');
      url = next.url;
      continue;
    }
    if (response.statusCode === 404 || response.statusCode === 410) {
      await response.body.dump();
      throw new AppError(404, 'NOT_FOUND');
    }
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new AppError(502, 'UPSTREAM_UNAVAILABLE');
    }
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > MAX_SOURCE_BYTES) {
      await response.body.dump();
      throw new AppError(502, 'UPSTREAM_BAD_RESPONSE');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > MAX_SOURCE_BYTES) {
        response.body.destroy();
        throw new AppError(502, 'UPSTREAM_BAD_RESPONSE');
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }
  throw new AppError(502, 'UPSTREAM_BAD_RESPONSE');
};

/** A bounded in-memory cache of resized pictures, least recently used out first, by total bytes. */
export class ImageCache {
  private readonly entries = new Map<string, ProxiedImage>();
  private bytes = 0;
  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): ProxiedImage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: ProxiedImage): void {
    if (value.body.length > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }
}

export interface ImageProxyOptions {
  fetchRemote?: ImageFetcher;
  readSandbox: SandboxImageReader;
  /** Bytes of resized pictures kept in memory; default 32 MB. */
  cacheBytes?: number;
}

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

export interface ImageProxy {
  /** The picture `u` at width `w` in the best format `accept` allows; AppError 4xx for refused input. */
  render(u: string, w: number, accept: string | undefined): Promise<ProxiedImage & { format: ImageFormat; cached: boolean }>;
  readonly cache: ImageCache;
}

export function createImageProxy(options: ImageProxyOptions): ImageProxy {
  const fetchRemote = options.fetchRemote ?? fetchRemoteImage;
  const cache = new ImageCache(options.cacheBytes ?? 32 * 1024 * 1024);
  const inFlight = new Map<string, Promise<ProxiedImage>>();

  async function produce(source: ImageSource, width: ImageWidth, format: ImageFormat): Promise<ProxiedImage> {
    let original: Buffer | null;
    if (source.kind === 'sandbox') original = await options.readSandbox(source.path);
    else original = await fetchRemote(source.url);
    if (!original) throw new AppError(404, 'NOT_FOUND');
    // sharp (libvips) is loaded by the first picture, not at start-up (ADR 0012).
    const { default: sharp } = await import('sharp');
    try {
      let pipeline = sharp(original, { limitInputPixels: 40_000_000, failOn: 'error', density: source.kind === 'sandbox' ? 144 : 72 })
        .rotate()
        .resize({ width, withoutEnlargement: source.kind === 'remote' });
      pipeline =
        format === 'avif' ? pipeline.avif({ quality: 55, effort: 2 }) : format === 'webp' ? pipeline.webp({ quality: 78, effort: 3 }) : pipeline.jpeg({ quality: 80, mozjpeg: true });
      return { body: await pipeline.toBuffer(), contentType: CONTENT_TYPES[format] };
    } catch {
      throw new AppError(502, 'UPSTREAM_BAD_RESPONSE');
    }
  }

  return {
    cache,
    async render(u, w, accept) {
      const source = imageSource(u);
      if (!source) throw new AppError(400, 'IMAGE_URL_NOT_ALLOWED');
      if (!isImageWidth(w)) throw new AppError(400, 'IMAGE_WIDTH_INVALID');
      const format = formatFor(accept);
      const key = `${format}\u0000${w}\u0000${source.kind === 'remote' ? source.url.toString() : source.path}`;
      const hit = cache.get(key);
      if (hit) return { ...hit, format, cached: true };
      let running = inFlight.get(key);
      if (!running) {
        running = produce(source, w, format).finally(() => inFlight.delete(key));
        inFlight.set(key, running);
      }
      const made = await running;
      cache.set(key, made);
      return { ...made, format, cached: false };
    },
  };
}

/** The remote fetch error of undici/DNS as the proxy's answer (private address: 400; others: 502). */
export function upstreamImageError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (code === 'EPRIVATEADDRESS') return new AppError(400, 'IMAGE_URL_NOT_ALLOWED');
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return new AppError(504, 'UPSTREAM_TIMEOUT');
  return new AppError(502, 'UPSTREAM_UNAVAILABLE');
}
