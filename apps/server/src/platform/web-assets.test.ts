import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebAssets } from './web-assets.ts';

const script = `export const text = ${JSON.stringify('Mua hộ hàng Nhật '.repeat(200))};\n`;
// The stored compressed copies carry a marker, to tell them from a compression made per request.
const stored = `${script}// pre-compressed\n`;

describe('web assets', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'kaimono-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
    // What the web build writes beside each asset (the server must not compress it again).
    writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(stored));
    writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(stored));
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
    app = Fastify();
    await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
    await registerWebAssets(app, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the service worker at /sw.js, never cached (its name does not change)', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the pre-compressed file the browser accepts, cached for a year', async () => {
    const br = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(stored);

    const gz = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(stored);

    const plain = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('answers client routes with index.html, never cached', async () => {
    const page = await app.inject({ url: '/account/login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.payload).toContain('<div id="root">');
  });
});
