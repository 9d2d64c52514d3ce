import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankWebhookAck, cassoWebhookBody, errorBody, sepayWebhookBody } from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { metrics } from '../../platform/metrics.ts';
import { cassoAuthorized, fromCasso, fromSepay, receive, sepayAuthorized, type ReconciliationContext } from './wallet.reconciliation.service.ts';

/** The request bodies exactly as sent: SePay's HMAC is computed over the raw bytes. */
const rawBodies = new WeakMap<FastifyRequest, string>();

const errors = { 400: errorBody, 401: errorBody, 413: errorBody, 415: errorBody };

/**
 * The bank webhooks (research/vietnam.md §5). Registered as its own encapsulated plugin so that the
 * JSON parser that keeps the raw body applies to these two routes only. Every accepted delivery
 * answers `{"success": true}` — processed, repeated, unmatched or ignored alike — so the provider
 * stops retrying; a wrong key or signature gets 401 before anything is stored.
 */
export function bankWebhookRoutes(ctx: ReconciliationContext): FastifyPluginAsyncZod<AppDeps> {
  return async (app, deps) => {
    const settings = deps.config.wallet;

    app.addContentTypeParser('application/json', { parseAs: 'string' }, async (request: FastifyRequest, body: string | Buffer) => {
      const raw = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, raw);
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        throw new AppError(400, 'MALFORMED_JSON');
      }
    });

    app.post(
      '/api/payments/bank-webhooks/sepay',
      {
        // Authentication first: an unauthenticated caller learns nothing from validation errors.
        preValidation: async (request) => {
          if (!sepayAuthorized(settings, request.headers, rawBodies.get(request) ?? '')) {
            metrics.bankWebhook('sepay', 'unauthorized');
            throw unauthorized('BANK_WEBHOOK_UNAUTHORIZED');
          }
        },
        schema: {
          tags: ['payments'],
          summary: 'Webhook SePay: giao dịch ngân hàng (header Authorization: Apikey … hoặc chữ ký X-SePay-Signature); tự động cộng ví theo mã QA/QR',
          body: sepayWebhookBody,
          response: { 200: bankWebhookAck, ...errors },
        },
      },
      async (request) => {
        const outcome = await receive(ctx, fromSepay(request.body));
        metrics.bankWebhook('sepay', outcome);
        request.log.info({ provider: 'sepay', providerTxnId: String(request.body.id), outcome }, 'bank webhook');
        return { success: true as const };
      },
    );

    app.post(
      '/api/payments/bank-webhooks/casso',
      {
        preValidation: async (request) => {
          if (!cassoAuthorized(settings, request.headers, request.body)) {
            metrics.bankWebhook('casso', 'unauthorized');
            throw unauthorized('BANK_WEBHOOK_UNAUTHORIZED');
          }
        },
        schema: {
          tags: ['payments'],
          summary: 'Webhook Casso: giao dịch ngân hàng (định dạng cũ với Secure-Token hoặc V2 với X-Casso-Signature); tự động cộng ví theo mã QA/QR',
          body: cassoWebhookBody,
          response: { 200: bankWebhookAck, ...errors },
        },
      },
      async (request) => {
        // One at a time: a legacy delivery may list several transactions.
        for (const transaction of fromCasso(request.body)) {
          const outcome = await receive(ctx, transaction);
          metrics.bankWebhook('casso', outcome);
          request.log.info({ provider: 'casso', providerTxnId: transaction.providerTxnId, outcome }, 'bank webhook');
        }
        return { success: true as const };
      },
    );
  };
}
