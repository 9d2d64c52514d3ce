import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsExportQuery, accountsSummaryQuery, accountsSummaryResponse, errorBody } from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.ts';
import { accountsExport, accountsSummary } from './wallet.accounts.ts';

/** The owner's accounts from the ledger's system accounts (issue 16 §8). */
export const accountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/accounts/summary',
    {
      preHandler: app.requirePermission('accounts.read'),
      schema: {
        tags: ['admin'],
        summary: 'Sổ sách theo ngày: đầu ngày, phát sinh theo mục đích, cuối ngày của từng tài khoản (tiền khách, tiền giữ mua hàng, doanh thu, đối ứng)',
        description: 'date: a Vietnam day (UTC+7), default today. Totals over every account are zero (double entry); `reconciled` says the figures add up to the dong.',
        querystring: accountsSummaryQuery,
        response: { 200: accountsSummaryResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ success: true as const, data: await accountsSummary(deps.database, request.query.date) }),
  );

  app.get(
    '/api/admin/accounts/export',
    {
      preHandler: app.requirePermission('accounts.read'),
      schema: {
        tags: ['admin'],
        summary: 'Xuất sổ sách (.xlsx) từ ngày đến ngày cho kế toán: số dư theo ngày, phát sinh theo mục đích, ghi chú',
        querystring: accountsExportQuery,
        response: { 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const file = await accountsExport(deps.database, request.query.from, request.query.to);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-name', file.fileName)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('access-control-expose-headers', 'content-name')
        .header('cache-control', 'no-store')
        .send(file.content as never);
    },
  );
};
