import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import type { UploadStorageConfig } from '../../platform/config.ts';
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signV4 } from './uploads.sigv4.ts';

/**
 * Where the bytes of uploaded files live. Keys are relative paths made by the uploads module
 * (`<folder>/<yyyy>/<mm>/<uuid>.<ext>`), never from user input.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when the object is missing. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
}

/** Files under one directory (default DATA_DIR/uploads). Writes go to a temp name, then rename. */
export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    driver: 'local',
    async put(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, body, { mode: 0o640 });
      await rename(temp, target);
    },
    async get(key) {
      const target = resolve(key);
      try {
        await stat(target);
      } catch {
        return null;
      }
      return createReadStream(target);
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, most S3-compatible stores) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Wasabi, …) through plain fetch and
 * Signature V4: PUT, GET and DELETE of single objects, nothing more.
 */
export function s3Storage(options: S3Options): FileStorage {
  const doFetch = options.fetch ?? fetch;
  const base = new URL(options.endpoint);
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    const url = new URL(base.href);
    const prefix = url.pathname.replace(/\/+$/, '');
    if (options.forcePathStyle) url.pathname = `${prefix}/${options.bucket}/${key}`;
    else {
      url.host = `${options.bucket}.${base.host}`;
      url.pathname = `${prefix}/${key}`;
    }
    return url;
  };
  const send = async (method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) => {
    const url = objectUrl(key);
    const signed = signV4({
      method,
      url,
      headers,
      payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
    });
    return doFetch(url, {
      method,
      headers: signed,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  };
  return {
    driver: 's3',
    async put(key, body, contentType) {
      const response = await send('PUT', key, body, { 'content-type': contentType });
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok || !response.body) throw new Error(`S3 GET ${key} answered ${response.status}`);
      return Readable.fromWeb(response.body as unknown as NodeWebReadableStream);
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    },
  };
}

export function createFileStorage(config: UploadStorageConfig): FileStorage {
  return config.driver === 's3' ? s3Storage(config) : localDiskStorage(config.dir);
}
