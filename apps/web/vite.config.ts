import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { build as viteBuild, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const sharedPackageSource = /[\\/]packages[\\/](contracts|i18n)[\\/]src[\\/].*\.ts$/;
const zodSource = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * Fails the build when the first page would download zod (~25 KB gzip). It happens when a contract
 * module holds both a value the first page reads (site codes, keyword rules) and a schema a lazy
 * page keeps: the module lands in one chunk with zod. Fix: move the value to a zod-free module
 * (like packages/contracts/src/sites.ts), or name a schema-building helper in `manualPureFunctions`.
 */
function firstPageWithoutZod(): Plugin {
  return {
    name: 'kaimono:first-page-without-zod',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
      const seen = new Set<string>();
      const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (queue.length) {
        const chunk = chunks.get(queue.pop() ?? '');
        if (!chunk || seen.has(chunk.fileName)) continue;
        seen.add(chunk.fileName);
        if (chunk.moduleIds.some((id) => zodSource.test(id))) {
          const shared = chunk.moduleIds.filter((id) => sharedPackageSource.test(id)).map((id) => id.replace(/^.*[\\/]packages[\\/]/, 'packages/'));
          this.error(`The first page would load zod through ${chunk.fileName} (shared modules in it: ${shared.join(', ') || 'none'}).`);
        }
        queue.push(...chunk.imports);
      }
    },
  };
}

const serviceWorkerEntry = fileURLToPath(new URL('./src/sw/sw.ts', import.meta.url));

/** src/sw/sw.ts (and what it imports) as one classic script, minified in builds. */
async function bundleServiceWorker(minify: boolean): Promise<string> {
  const result = await viteBuild({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry: serviceWorkerEntry, formats: ['iife'], name: 'kaimonoServiceWorker', fileName: () => 'sw.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
  const chunk = outputs.flatMap((o) => o.output).find((item) => item.type === 'chunk');
  if (!chunk?.code) throw new Error('the service worker did not build');
  return chunk.code;
}

/**
 * The service worker (Web Push) at /sw.js: the root scope needs it at the root, under a fixed name
 * (never hashed; the server sends it with no-cache). Built on its own as one classic script, since
 * a service worker cannot share the app's chunks; served from memory by the dev server.
 */
function serviceWorker(): Plugin {
  return {
    name: 'kaimono:service-worker',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: await bundleServiceWorker(true) });
    },
    configureServer(server) {
      server.middlewares.use('/sw.js', (_request, response, next) => {
        bundleServiceWorker(false).then(
          (code) => {
            response.setHeader('content-type', 'text/javascript; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(code);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}

const compressible = /\.(js|css|svg|json|txt)$/;

/**
 * Writes `.br` and `.gz` beside every text asset: the server sends them as they are (preCompressed)
 * instead of compressing the same file again for every visitor, which also made each response wait.
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'kaimono:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => compressible.test(fileName))
          .map(async (fileName) => {
            const file = path.join(outDir, fileName);
            const source = await readFile(file);
            if (source.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gzipAsync(source, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}

/**
 * The server-side renderer (ADR 0011): `vite build --ssr src/entry-server.tsx` writes it to
 * dist-ssr/ (not served), with our workspace packages compiled in and the libraries left to Node.
 */
const ssrBuild = defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  ssr: { noExternal: [/^@kaimono\//] },
  publicDir: false,
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : {
  plugins: [react(), firstPageWithoutZod(), precompressAssets(), serviceWorker()],
  resolve: {
    alias: { '@': srcDir },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // dist/.vite/manifest.json: the server-side renderer names a page's own chunk and stylesheets.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared packages (@kaimono/contracts, @kaimono/i18n) hold only data, zod schemas and
        // pure helpers. Declaring that lets the bundler place each export in the chunk that uses it,
        // instead of pulling every schema (and zod) and all long-form content into the home page.
        // The contract helpers build schemas only (`pageQuery(20).extend(...)`, `paginated(item)`).
        manualPureFunctions: ['z', 'Object.fromEntries', 'pageQuery', 'paginated'],
        // Schema arguments read catalogue messages (errorMessages.X); plain reads have no side effects.
        propertyReadSideEffects: false,
        moduleSideEffects: (id: string) => !sharedPackageSource.test(id),
      },
      output: {
        codeSplitting: {
          // Everything the first page imports statically comes in two files (libraries, app), however
          // the lazy pages share those modules; left to itself the bundler cut them into ~20 small
          // chunks, each one more request before the first paint.
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/media': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/media': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
}));
