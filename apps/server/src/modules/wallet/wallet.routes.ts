import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, walletResponse } from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { balancesOf } from './wallet.ledger.ts';

const security = [{ bearerAuth: [] }];

/** GET /api/wallet: the customer's balances. */
export const walletRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.get(
    '/api/wallet',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Số dư ví: tổng, đang tạm giữ, khả dụng (VND)',
        security,
        response: { 200: walletResponse, 401: errorBody },
      },
    },
    async (request) => ({ success: true as const, data: await balancesOf(db, request.viewer!.id) }),
  );
};
