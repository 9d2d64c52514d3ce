import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exchangeRateDto } from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import * as service from './rates.service.ts';

const exchangePriceResponse = z.object({
  success: z.literal(true),
  data: exchangeRateDto,
  history: z.array(exchangeRateDto),
});

export const ratesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.get(
    '/api/exchange-price',
    {
      schema: {
        tags: ['rates'],
        summary: 'Tỷ giá JPY → VND hiện hành và lịch sử',
        querystring: z.object({ history: z.coerce.number().int().min(0).max(100).default(10) }),
        response: { 200: exchangePriceResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: service.toRateDto(await service.currentRate(db)),
      history: await service.rateHistory(db, request.query.history),
    }),
  );
};
