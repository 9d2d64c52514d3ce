#!/usr/bin/env node
/**
 * The production build (ADR 0012):
 *
 *   node scripts/build.mjs [--if-stale] [--web] [--server]
 *
 * - web:    `vite build` of apps/web into apps/web/dist
 * - server: apps/server/src/main.ts (and the CLIs, and the title segmenter's worker) bundled by
 *           esbuild into apps/server/dist/*.js: plain JavaScript for Node 20, no TypeScript
 *           compiler at run time. Our own code and the workspace packages are bundled; every npm
 *           package stays an import of node_modules (native or data-carrying packages such as
 *           PGlite, sharp, argon2, kuromoji and pg-boss load their files beside their code).
 *           Run-time files (migrations in apps/server/drizzle, apps/server/assets) are read where
 *           they are: platform/paths.ts finds apps/server from the source tree or from dist.
 *
 * Each part writes a stamp (`.build-stamp`: a SHA-256 over the contents of its inputs) into its
 * output folder. With --if-stale a part whose stamp matches its inputs is not built again:
 * `npm start` = `node scripts/build.mjs --if-stale && npm run serve` builds once, then only after
 * a change. Without --web/--server both parts are built.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDist = path.join(repoRoot, 'apps/server/dist');
export const webDist = path.join(repoRoot, 'apps/web/dist');
const STAMP = '.build-stamp';

/** Entry points of the server bundle: output name (without .js) → source. */
export const serverEntries = {
  main: 'apps/server/src/main.ts',
  'segmenter-worker': 'apps/server/src/modules/translate/translate.segmenter.worker.ts',
  'cli/migrate': 'apps/server/src/cli/migrate.ts',
  'cli/admin-create': 'apps/server/src/cli/admin-create.ts',
  'cli/backup': 'apps/server/src/cli/backup.ts',
  'cli/restore': 'apps/server/src/cli/restore.ts',
};

const SKIP_DIRS = new Set(['node_modules', 'dist', 'e2e', 'coverage', 'test', '.tmp']);
const isTestFile = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

function listFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  const stat = statSync(dir);
  if (stat.isFile()) {
    out.push(dir);
    return out;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) listFiles(path.join(dir, entry.name), out);
    } else if (entry.isFile() && !isTestFile(entry.name)) out.push(path.join(dir, entry.name));
  }
  return out;
}

const packageInputs = () =>
  readdirSync(path.join(repoRoot, 'packages')).flatMap((name) => [`packages/${name}/src`, `packages/${name}/package.json`]);

/** What each part is built from (tests are left out: they do not change the build). */
export function inputsOf(part) {
  const common = ['package-lock.json', 'package.json', 'tsconfig.base.json', 'scripts/build.mjs', ...packageInputs()];
  return part === 'server'
    ? [...common, 'apps/server/src', 'apps/server/drizzle', 'apps/server/package.json', 'apps/server/tsconfig.json']
    : [...common, 'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'apps/web/tsconfig.json'];
}

/** SHA-256 over the relative paths and contents of a part's inputs, plus the Node major version. */
export function stampOf(part, root = repoRoot) {
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node.split('.')[0]}\n`);
  const files = inputsOf(part)
    .flatMap((input) => listFiles(path.join(root, input)))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\n');
  }
  return hash.digest('hex');
}

export function outputOf(part) {
  return part === 'server' ? serverDist : webDist;
}

/** True when the part's output carries the stamp of its current inputs (and its entry file exists). */
export function isFresh(part, root = repoRoot) {
  const out = part === 'server' ? path.join(root, 'apps/server/dist') : path.join(root, 'apps/web/dist');
  const entry = part === 'server' ? path.join(out, 'main.js') : path.join(out, 'index.html');
  const stampFile = path.join(out, STAMP);
  if (!existsSync(entry) || !existsSync(stampFile)) return false;
  // The web part is two builds: the browser's and the server renderer's bundle (ADR 0011).
  if (part === 'web' && !existsSync(path.join(root, 'apps/web/dist-ssr/entry-server.js'))) return false;
  return readFileSync(stampFile, 'utf8').trim() === stampOf(part, root);
}

/** Bare imports of npm packages stay imports; our workspace packages (TypeScript source) are bundled. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@kaimono/')) return undefined;
      if (args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  const esbuild = await import('esbuild');
  rmSync(serverDist, { recursive: true, force: true });
  mkdirSync(serverDist, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: Object.entries(serverEntries).map(([out, source]) => ({ in: source, out })),
    outdir: serverDist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    // Source paths in the maps relative to the map: stack traces name apps/server/src/… files.
    sourcesContent: false,
    jsx: 'automatic',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [externalNpmPackages],
    logLevel: 'warning',
    metafile: true,
  });
  await esbuild.stop?.();
  // The bundle is ESM like the sources: a package.json of its own says so wherever dist is copied.
  writeFileSync(path.join(serverDist, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  await writePgliteTemplate(path.join(serverDist, 'pglite-template'));
  return { bytes, files: Object.keys(result.metafile.outputs).length };
}

/**
 * An initialised embedded database with every migration applied, as a plain data directory: a
 * fresh DATA_DIR starts as a copy of it (platform/db.ts) instead of running initdb and the
 * migrations, which took seconds and left ~100 MB more resident in the server for its whole life
 * (the same held for loading a tarball through PGlite's loadDataDir). Seeding is not in it: it
 * depends on the configuration.
 */
/** initdb's template databases, not in the embedded database's template. */
export const TEMPLATE_DATABASES_DROPPED = ['template0', 'template1'];

export async function writePgliteTemplate(dir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: path.join(repoRoot, 'apps/server/drizzle') });
    // The server only ever uses the `postgres` database; initdb's template0 and template1 (600 of
    // the ~2,000 files, 14 of the 43 MB) were copied into every fresh DATA_DIR for nothing (ADR 0012,
    // fourth round). Nothing creates a database in the embedded one.
    for (const name of TEMPLATE_DATABASES_DROPPED) {
      await client.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await client.exec(`DROP DATABASE ${name}`);
    }
    await client.exec('CHECKPOINT');
  } finally {
    await client.close();
  }
}

export function buildWeb() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['run', 'build', '-w', '@kaimono/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`the web build failed (exit ${run.status ?? run.signal})`);
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const known = new Set(['--if-stale', '--web', '--server']);
  for (const arg of args) {
    if (!known.has(arg)) {
      console.error(`build: unknown option ${arg} (use --if-stale, --web, --server)`);
      process.exit(64);
    }
  }
  const ifStale = args.has('--if-stale');
  const parts = args.has('--web') || args.has('--server') ? ['web', 'server'].filter((p) => args.has(`--${p}`)) : ['web', 'server'];
  for (const part of parts) {
    const stamp = stampOf(part);
    if (ifStale && isFresh(part)) {
      console.log(`build: ${part} is up to date (${path.relative(repoRoot, outputOf(part))})`);
      continue;
    }
    const started = performance.now();
    if (part === 'web') buildWeb();
    else {
      const { bytes, files } = await buildServer();
      console.log(`build: server bundled into ${path.relative(repoRoot, serverDist)} (${files} files, ${(bytes / 1e6).toFixed(1)} MB with source maps)`);
    }
    writeFileSync(path.join(outputOf(part), STAMP), `${stamp}\n`);
    console.log(`build: ${part} built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
