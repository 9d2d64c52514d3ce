import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const sharedPackageSource = /[\\/]packages[\\/](contracts|i18n)[\\/]src[\\/].*\.ts$/;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': srcDir },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The shared packages (@kaimono/contracts, @kaimono/i18n) hold only data, zod schemas and
        // pure helpers. Declaring that lets the bundler place each export in the chunk that uses it,
        // instead of pulling every schema (and zod) and all long-form content into the home page.
        manualPureFunctions: ['z', 'Object.fromEntries'],
        // Schema arguments read catalogue messages (errorMessages.X); plain reads have no side effects.
        propertyReadSideEffects: false,
        moduleSideEffects: (id: string) => !sharedPackageSource.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
