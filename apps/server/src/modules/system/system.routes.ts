import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kaimono/contracts';
import { errorMessages } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';

const healthResponse = z.object({ ok: z.boolean(), db: z.enum(['pglite', 'postgres']) });

export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Tình trạng máy chủ và cơ sở dữ liệu', response: { 200: healthResponse, 503: errorBody } } },
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
};
