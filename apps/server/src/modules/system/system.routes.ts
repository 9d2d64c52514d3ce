import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, notReadyBody, readyResponse } from '@kaimono/contracts';
import { errorMessages, notReadyMessage } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { migrationsFolder } from '../../platform/db.ts';
import { jobsRunning } from '../../platform/jobs.ts';
import { metrics, tokenMatches } from '../../platform/metrics.ts';

const healthResponse = z.object({ ok: z.boolean(), db: z.enum(['pglite', 'postgres']) });

type Check = 'ok' | 'failed' | 'disabled';

/** How many migrations this build ships (drizzle's journal). */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const migrationsExpected = shippedMigrations();

  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Tình trạng máy chủ và cơ sở dữ liệu (liveness)', response: { 200: healthResponse, 503: errorBody } } },
    async (request, reply) => {
      try {
        await deps.database.executeSql('select 1', []);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ success: false, code: 'SERVICE_UNAVAILABLE', message: errorMessages.SERVICE_UNAVAILABLE });
      }
      reply.header('cache-control', 'no-store');
      return { ok: true, db: deps.database.kind };
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Máy chủ sẵn sàng nhận yêu cầu (readiness): cơ sở dữ liệu trả lời, đủ migration, hàng đợi công việc đang chạy',
        response: { 200: readyResponse, 503: notReadyBody },
      },
    },
    async (request, reply) => {
      const checks: { database: Check; migrations: Check; jobs: Check } = { database: 'ok', migrations: 'ok', jobs: 'ok' };
      try {
        await deps.database.executeSql('select 1', []);
        try {
          const { rows } = await deps.database.executeSql('select count(*) as n from drizzle.__drizzle_migrations', []);
          if (Number(rows[0]?.n ?? 0) < migrationsExpected) checks.migrations = 'failed';
        } catch {
          checks.migrations = 'failed';
        }
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database unreachable');
        checks.database = 'failed';
        checks.migrations = 'failed';
      }
      if (!deps.config.jobsEnabled) checks.jobs = 'disabled';
      else if (!jobsRunning(deps.boss)) checks.jobs = 'failed';

      reply.header('cache-control', 'no-store');
      const failed = (['database', 'migrations', 'jobs'] as const).filter((check) => checks[check] === 'failed');
      if (failed.length > 0) {
        request.log.warn({ checks }, 'not ready');
        return reply.status(503).send({ success: false, code: 'NOT_READY', message: notReadyMessage(failed), failed, checks });
      }
      return { ok: true as const, db: deps.database.kind, checks };
    },
  );

  // A consistent snapshot of the embedded database for `npm run backup` (cli/backups.ts): only
  // with PGlite, and only for the token the server wrote into its data directory's lock file.
  const backupToken = deps.backupToken;
  const snapshot = deps.database.snapshot;
  if (backupToken && snapshot) {
    app.post('/api/system/backup', { schema: { hide: true } }, async (request, reply) => {
      const presented = request.headers['x-backup-token'];
      if (typeof presented !== 'string' || !tokenMatches(presented, backupToken)) {
        return reply.status(403).send({ success: false, code: 'BACKUP_TOKEN_INVALID', message: errorMessages.BACKUP_TOKEN_INVALID });
      }
      const started = Date.now();
      const archive = Buffer.from(await (await snapshot()).arrayBuffer());
      request.log.info({ bytes: archive.length, ms: Date.now() - started }, 'database snapshot for a backup');
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', 'attachment; filename="kaimono-pglite.tar.gz"');
      reply.type('application/gzip');
      return archive;
    });
  }

  // Prometheus text format, this process only (each process is scraped on its own).
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = deps.config.metricsToken;
    if (!token) {
      return reply.status(404).send({ success: false, code: 'METRICS_DISABLED', message: errorMessages.METRICS_DISABLED });
    }
    const header = request.headers.authorization ?? '';
    const presented = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!presented) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.status(401).send({ success: false, code: 'METRICS_TOKEN_REQUIRED', message: errorMessages.METRICS_TOKEN_REQUIRED });
    }
    if (!tokenMatches(presented, token)) {
      return reply.status(403).send({ success: false, code: 'METRICS_TOKEN_INVALID', message: errorMessages.METRICS_TOKEN_INVALID });
    }
    await metrics.readJobQueues(deps.database);
    reply.header('cache-control', 'no-store');
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
};
