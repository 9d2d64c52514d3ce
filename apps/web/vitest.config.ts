import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fromHere('./src')}/` },
      // One copy of react-router for both entry points (react-router and react-router/dom), as in
      // the browser build; otherwise Node picks the CommonJS build for one of them.
      { find: /^react-router$/, replacement: fromHere('../../node_modules/react-router/dist/development/index.mjs') },
      { find: /^react-router\/dom$/, replacement: fromHere('../../node_modules/react-router/dist/development/dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // jsdom renders of whole pages can take seconds on a busy 2-core machine; a test may wait for
    // several of them (each wait up to 30 s, src/test/setup.ts). Test files set no shorter limit.
    testTimeout: 120_000,
  },
});
