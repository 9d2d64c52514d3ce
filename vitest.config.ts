import { defineConfig } from 'vitest/config';

// One runner, three projects, each configured beside its code: the pure packages, the server
// (integration tests on PGlite, or on TEST_DATABASE_URL), and the web app in jsdom.
// Browser journeys are separate (`npm run test:e2e`).
export default defineConfig({
  test: {
    projects: ['packages/vitest.config.ts', 'apps/server/vitest.config.ts', 'apps/web/vitest.config.ts'],
  },
});
