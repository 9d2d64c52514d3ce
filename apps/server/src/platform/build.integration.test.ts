import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFresh, repoRoot, stampOf } from '../../../../scripts/build.mjs';
import { coverSlugs } from '../modules/content/index.ts';

function write(root: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe('the build stamp (npm start builds only what changed)', () => {
  it('changes with a source or the lock file, not with a test file', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'kaimono-stamp-'));
    try {
      write(root, 'package-lock.json', '{}');
      write(root, 'packages/money/src/index.ts', 'export const a = 1;');
      write(root, 'apps/server/src/main.ts', 'console.log(1);');
      write(root, 'apps/web/src/main.tsx', 'export {};');
      const server = stampOf('server', root);
      const web = stampOf('web', root);
      expect(isFresh('server', root)).toBe(false); // nothing built yet

      write(root, 'apps/server/dist/main.js', '');
      write(root, 'apps/server/dist/.build-stamp', `${server}\n`);
      expect(isFresh('server', root)).toBe(true);

      write(root, 'apps/server/src/main.test.ts', 'test');
      expect(stampOf('server', root)).toBe(server);
      expect(isFresh('server', root)).toBe(true);

      write(root, 'apps/web/src/main.tsx', 'export const b = 2;');
      expect(stampOf('server', root)).toBe(server); // the web's sources are not the server's
      expect(stampOf('web', root)).not.toBe(web);

      write(root, 'packages/money/src/index.ts', 'export const a = 2;');
      expect(isFresh('server', root)).toBe(false); // a shared package is in both
      expect(stampOf('web', root)).not.toBe(web);

      write(root, 'packages/money/src/index.ts', 'export const a = 1;');
      expect(isFresh('server', root)).toBe(true);
      write(root, 'package-lock.json', '{"lockfileVersion":3}');
      expect(isFresh('server', root)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

describe('the built server (apps/server/dist)', () => {
  it('starts on a fresh data directory without TypeScript, answers, and stops cleanly', { timeout: 300_000 }, async () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', '--server'], { cwd: repoRoot, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kaimono-built-'));
    const port = await freePort();
    // No tsx, no loader: plain node on the bundle.
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOBS_ENABLED: 'false' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    try {
      for (;;) {
        expect(child.exitCode, stderr).toBeNull();
        const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
        if (ok) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      // The migrated template was copied: the database is ready with every migration.
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(200);
      // Files read at run time are found from the bundle: the news covers (apps/server/assets).
      const cover = await fetch(`${base}/media/news/${coverSlugs()[0]}.webp`);
      expect(cover.status).toBe(200);
      expect(cover.headers.get('content-type')).toMatch(/image\/webp/);
      // sharp, loaded on first use from the bundle: a sandbox picture through the proxy.
      const search = (await (await fetch(`${base}/api/mercari/search?keyword=${encodeURIComponent('ナイキ')}`)).json()) as { products: { image: string }[] };
      const image = search.products[0]!.image;
      const resized = await fetch(`${base}/img?u=${encodeURIComponent(new URL(image, base).pathname)}&w=160`, { headers: { accept: 'image/webp' } });
      expect(resized.status).toBe(200);
      expect(resized.headers.get('content-type')).toBe('image/webp');
    } finally {
      child.kill('SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      expect(code, stderr).toBe(0);
    }
  });
});
