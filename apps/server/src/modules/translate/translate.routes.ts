import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, translateRequest, translateResponse } from '@kaimono/contracts';
import type { AppDeps, RateLimit } from '../../platform/deps.ts';
import { createTranslator, isTranslator, type Translator } from './translate.service.ts';

/** Per client address: the endpoint is public and may cost money when the online provider is on. */
export const TRANSLATE_RATE_LIMIT: RateLimit = { max: 60, timeWindow: 60_000 };

export interface TranslateRoutesOptions {
  /** false turns the limit off (it only applies when @fastify/rate-limit is registered). */
  rateLimit?: RateLimit | false;
}

/** POST /apitranslate with the given translator. */
export function createTranslateRoutes(translator: Translator, options: TranslateRoutesOptions = {}): FastifyPluginAsyncZod<AppDeps> {
  const rateLimit = options.rateLimit ?? TRANSLATE_RATE_LIMIT;
  return async (app) => {
    app.post(
      '/apitranslate',
      {
        config: rateLimit ? { rateLimit } : {},
        schema: {
          tags: ['translate'],
          summary: 'Dịch nhanh Việt ⇄ Nhật (tên sản phẩm, từ khóa)',
          body: translateRequest,
          response: { 200: translateResponse, 400: errorBody },
        },
      },
      async (request) => {
        const { text, source, target } = request.body;
        return { success: true as const, data: await translator.translate(text, source, target) };
      },
    );
  };
}

let glossaryTranslator: Translator | null = null;

/** The routes with `deps.translator` when it is this module's translator, else the offline glossary. */
export const translateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const fromDeps: unknown = (deps as Partial<AppDeps> | undefined)?.translator;
  const translator = isTranslator(fromDeps) ? fromDeps : (glossaryTranslator ??= createTranslator({ provider: 'glossary' }));
  await createTranslateRoutes(translator)(app, deps);
};
