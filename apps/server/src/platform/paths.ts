import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found from this module whether it runs from the
 * TypeScript sources (apps/server/src/platform/paths.ts, tests and tsx) or from the bundle
 * (apps/server/dist/*.js, `npm run build`, ADR 0012): the nearest folder above with the package.json
 * of @kaimono/server. Files read at run time (migrations, assets) are found from it.
 */
export function findServerRoot(from: string): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@kaimono/server') return dir;
      } catch {
        // not a readable manifest: keep looking further up
      }
    }
    if (path.dirname(dir) === dir) throw new Error(`the @kaimono/server package folder was not found above ${from}`);
  }
}

export const serverRoot = findServerRoot(fileURLToPath(import.meta.url));
/** The repository (the monorepo root two levels above apps/server). */
export const repoRoot = path.resolve(serverRoot, '../..');
/** The committed SQL migrations (apps/server/drizzle). */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
/** Checked-in files the server sends (apps/server/assets). */
export const assetsDir = path.join(serverRoot, 'assets');
/** True when this code runs from the bundle (apps/server/dist) rather than the TypeScript sources. */
export const runningFromBundle = !import.meta.url.endsWith('.ts');
/**
 * An initialised and migrated embedded database (a data directory) written by the server build
 * (ADR 0012): a fresh DATA_DIR starts as a copy of it instead of running initdb and every migration.
 */
export const pgliteTemplateDir = path.join(serverRoot, 'dist', 'pglite-template');
