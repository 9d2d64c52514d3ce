/**
 * Part of `npm run bench:server`: PGlite's share of a server process, measured alone — this process
 * opens the embedded database on a fresh directory as the server does (the build's migrated
 * template with `--bundle`, initdb with `--source`; PGLITE_SETTINGS; the server's WebAssembly flags),
 * applies the migrations and
 * prints its RSS before and after (after a full GC) as one `PGLITE {...}` line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../apps/server/src/platform/db.ts';
import { pgliteTemplateDir } from '../apps/server/src/platform/paths.ts';

// The WebAssembly settings the server makes before it opens the database (apps/server/src/main.ts).
setFlagsFromString('--wasm-lazy-compilation');
setFlagsFromString('--liftoff-only');
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const dir = mkdtempSync(path.join(tmpdir(), 'kaimono-bench-pglite-'));
try {
  gc();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const database = await openPglite({ dataDir: path.join(dir, 'pglite'), ...(process.argv.includes('--bundle') ? { templateDir: pgliteTemplateDir } : {}) });
  await database.migrate();
  const openMs = Math.round(performance.now() - started);
  await new Promise((r) => setTimeout(r, 1000));
  gc();
  const rssAfter = process.memoryUsage().rss;
  console.log(`PGLITE ${JSON.stringify({ openMs, rssBefore, rssAfter })}`);
  await database.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
