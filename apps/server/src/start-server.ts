import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.ts';
import { seedDatabase } from './db/seed.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';
import { runningFromBundle } from './platform/paths.ts';
import { DataDirLockedError } from './platform/pglite-lock.ts';
import { releaseUntakenPgliteDataDirs } from './platform/pglite-prepare.ts';
import { rateLimitsOf } from './platform/deps.ts';
import { startJobs } from './platform/jobs.ts';
import { createMarketplaces } from './platform/marketplaces.ts';
import { createTranslator } from './modules/translate/index.ts';

/** The server, started by the process entry (main.ts): config -> database -> migrations -> seed -> jobs -> HTTP. */
async function main() {
  // How long each start-up step took (logged once listening): what to look at when start-up is slow.
  const phases: Record<string, number> = {};
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  phases.modules = Math.round(phaseStart);
  // PGlite's Postgres is a 9 MB WebAssembly module: compile each function when it first runs
  // instead of all of them at start-up (most never run): less start-up CPU and less code memory
  // (ADR 0012). Set before the database is opened, which is when the module is compiled.
  setFlagsFromString('--wasm-lazy-compilation');
  // The built server is production: React (the page renderer, loaded later) and the other
  // libraries that look at NODE_ENV use their production builds — React's development build
  // rendered pages several times slower and held ~10 MB more (ADR 0012). Tests and tsx keep theirs.
  if (runningFromBundle) process.env.NODE_ENV ??= 'production';
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  // …and keep it in V8's baseline WebAssembly code (Liftoff): tiering Postgres' hot functions up
  // to optimized code held ~55 MB more for the process's life, and the embedded database's
  // queries were not measurably faster for it on this workload (ADR 0012). The server on
  // PostgreSQL runs no large WebAssembly module, so the setting is only made for PGlite.
  if (!config.databaseUrl) setFlagsFromString('--liftoff-only');

  const database = await openDatabase(config, { holder: 'server' });
  await releaseUntakenPgliteDataDirs();
  phase('database');
  await database.migrate(() => seedDatabase(database.db, config));
  phase('migrateAndSeed');

  const boss = config.jobsEnabled ? await startJobs(database, console) : null;
  phase('jobs');
  // The live sites' request budget and the sandbox's auctions live in the database: every process shares them.
  const marketplaces = await createMarketplaces(config, undefined, { database });
  const translator = createTranslator({
    provider: config.translate.provider,
    ...(config.translate.apiKey ? { googleApiKey: config.translate.apiKey } : {}),
    timeoutMs: config.translate.timeoutMs,
    // 'worker' (default): kuromoji in a worker thread started by the first new titles and ended
    // after TRANSLATE_SEGMENTER_IDLE_MS without work (ADR 0012); 'kuromoji': loaded in this process now.
    segmenter: config.translate.segmenter,
    segmenterIdleMs: config.translate.segmenterIdleMs,
  });
  phase('marketplaces');
  // PGlite: `npm run backup` asks this process for a snapshot with a token kept in the lock file.
  const backupToken = database.lock ? randomBytes(32).toString('base64url') : undefined;
  const app = await buildApp({
    config,
    database,
    boss,
    rateLimits: rateLimitsOf(config.rateLimits),
    marketplaces,
    translator,
    ...(backupToken ? { backupToken } : {}),
  });

  phase('app');
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await boss?.stop({ graceful: true, close: false, wait: true, timeout: 5_000 });
      await translator.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  phase('listen');
  app.log.info({ startupMs: phases }, 'start-up steps (ms; modules = loading the code until main ran)');
  const address = app.server.address();
  if (backupToken && address && typeof address === 'object') database.lock?.update({ port: address.port, host: config.host, backupToken });
  if (!config.metricsToken) app.log.info('GET /metrics is off: set METRICS_TOKEN to turn it on');
  app.log.info(`Kaimono is serving http://localhost:${config.port} (database: ${database.kind}, catalog: ${config.catalogMode})`);
}

main().catch((error: unknown) => {
  // Another process holds the embedded database: say who, without a stack trace.
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
