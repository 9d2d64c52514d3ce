import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { localDiskStorage, s3Storage } from './uploads.storage.ts';

async function read(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

describe('local disk storage', () => {
  it('writes, reads and deletes under its root, and refuses keys that could leave it', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'kaimono-storage-'));
    try {
      const storage = localDiskStorage(root);
      await storage.put('user/2026/03/abc.webp', Buffer.from('hello'), 'image/webp');
      expect(await read(await storage.get('user/2026/03/abc.webp'))).toBe('hello');
      await storage.delete('user/2026/03/abc.webp');
      expect(await storage.get('user/2026/03/abc.webp')).toBeNull();
      await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
      await expect(storage.get('user/../../etc/passwd')).rejects.toThrow(/unsafe/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('S3-compatible storage', () => {
  it('sends signed PUT, GET and DELETE requests to the path-style object URL', async () => {
    const objects = new Map<string, Buffer>();
    const requests: { method: string; url: string; headers: Record<string, string> }[] = [];
    const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const headers = init?.headers as Record<string, string>;
      requests.push({ method, url, headers });
      if (method === 'PUT') {
        objects.set(url, Buffer.from(init!.body as Uint8Array));
        return new Response(null, { status: 200 });
      }
      if (method === 'DELETE') {
        objects.delete(url);
        return new Response(null, { status: 204 });
      }
      const body = objects.get(url);
      return body ? new Response(new Uint8Array(body), { status: 200 }) : new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 });
    }) as typeof fetch;

    const storage = s3Storage({
      endpoint: 'http://minio.test:9000',
      bucket: 'kaimono',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-secret',
      forcePathStyle: true,
      fetch: fakeFetch,
    });
    await storage.put('complaint/2026/03/f.webp', Buffer.from('bytes'), 'image/webp');
    expect(await read(await storage.get('complaint/2026/03/f.webp'))).toBe('bytes');
    await storage.delete('complaint/2026/03/f.webp');
    expect(await storage.get('complaint/2026/03/f.webp')).toBeNull();

    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT http://minio.test:9000/kaimono/complaint/2026/03/f.webp',
      'GET http://minio.test:9000/kaimono/complaint/2026/03/f.webp',
      'DELETE http://minio.test:9000/kaimono/complaint/2026/03/f.webp',
      'GET http://minio.test:9000/kaimono/complaint/2026/03/f.webp',
    ]);
    const put = requests[0]!.headers;
    expect(put.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request,SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/);
    expect(put['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses the bucket as a sub-domain without path style', async () => {
    const urls: string[] = [];
    const storage = s3Storage({
      endpoint: 'https://s3.example.test',
      bucket: 'kaimono',
      region: 'ap-southeast-1',
      accessKeyId: 'A',
      secretAccessKey: 'B',
      forcePathStyle: false,
      fetch: (async (input: string | URL | Request) => {
        urls.push(String(input));
        return new Response(null, { status: 200 });
      }) as typeof fetch,
    });
    await storage.delete('avatar/2026/03/a.webp');
    expect(urls).toEqual(['https://kaimono.s3.example.test/avatar/2026/03/a.webp']);
  });
});
