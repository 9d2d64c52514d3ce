import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
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
  plugins: [react(), firstPageWithoutZod(), precompressAssets()],
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
