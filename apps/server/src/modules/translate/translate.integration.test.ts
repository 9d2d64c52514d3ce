import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translateMessages } from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { registerErrorHandling } from '../../platform/errors.ts';
import { createTranslateRoutes, createTranslator, translateRoutes, type TranslateLogger } from './index.ts';

// app.ts registers the module later; until then a small app with the same validation and errors.
// The plugins need no dependencies of their own, so they get none.
const noDeps = {} as AppDeps;

async function buildTestApp(register: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await register(app);
  await app.ready();
  return app;
}

describe('POST /apitranslate (glossary)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(async (a) => {
      await a.register(translateRoutes, noDeps);
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (payload: unknown) => app.inject({ method: 'POST', url: '/apitranslate', payload: payload as object });

  it('translates Vietnamese to Japanese, detecting the source', async () => {
    const response = await post({ text: '  túi xách chanel  ', target: 'ja' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { text: 'バッグ シャネル', source: 'vi', target: 'ja', translated: true, provider: 'glossary' },
    });
  });

  it('translates a Japanese title to Vietnamese', async () => {
    const response = await post({ text: 'シャネル 長財布 中古', source: 'ja', target: 'vi' });
    expect(response.json().data).toEqual({
      text: 'Chanel ví dài đã qua sử dụng',
      source: 'ja',
      target: 'vi',
      translated: true,
      provider: 'glossary',
    });
  });

  it('answers untranslated text as it is', async () => {
    const response = await post({ text: 'ナイキ', target: 'ja' });
    expect(response.json().data).toEqual({ text: 'ナイキ', source: 'ja', target: 'ja', translated: false, provider: 'none' });
  });

  it.each([
    [{ target: 'ja' }, translateMessages.textRequired],
    [{ text: '', target: 'ja' }, translateMessages.textRequired],
    [{ text: '   ', target: 'ja' }, translateMessages.textRequired],
    [{ text: 'a'.repeat(2001), target: 'ja' }, translateMessages.textTooLong],
    [{ text: 'xin chào', target: 'en' }, translateMessages.targetInvalid],
    [{ text: 'xin chào' }, translateMessages.targetInvalid],
    [{ text: 'xin chào', source: 'fr', target: 'ja' }, translateMessages.sourceInvalid],
    [{ text: 12, target: 'ja' }, translateMessages.textRequired],
  ])('refuses %j with a Vietnamese message', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
  });

  it('accepts 2000 characters', async () => {
    const response = await post({ text: 'あ'.repeat(2000), target: 'vi' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/apitranslate', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'MALFORMED_JSON' });
  });
});

describe('POST /apitranslate with an online translator', () => {
  let app: FastifyInstance;
  let healthy = true;
  const logger = { warn: vi.fn<TranslateLogger['warn']>() };
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    if (!healthy) return new Response('unavailable', { status: 503 });
    const { q } = JSON.parse(String(init?.body)) as { q: string[] };
    return Response.json({ data: { translations: q.map(() => ({ translatedText: 'シャネルのバッグ' })) } });
  });

  beforeAll(async () => {
    const translator = createTranslator({ provider: 'google', googleApiKey: 'k', fetch, logger, cooldownMs: 0 });
    app = await buildTestApp(async (a) => {
      await a.register(createTranslateRoutes(translator), noDeps);
      // The default plugin takes the translator from deps when the app provides one.
      await a.register(translateRoutes, { translator, prefix: '/from-deps' } as unknown as AppDeps);
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers with the online translation', async () => {
    const response = await app.inject({ method: 'POST', url: '/apitranslate', payload: { text: 'túi chanel', target: 'ja' } });
    expect(response.json().data).toEqual({ text: 'シャネルのバッグ', source: 'vi', target: 'ja', translated: true, provider: 'google' });
    const viaDeps = await app.inject({ method: 'POST', url: '/from-deps/apitranslate', payload: { text: 'túi chanel', target: 'ja' } });
    expect(viaDeps.json().data.provider).toBe('google');
  });

  it('falls back to the glossary when the service fails', async () => {
    healthy = false;
    const response = await app.inject({ method: 'POST', url: '/apitranslate', payload: { text: 'ví dài', target: 'ja' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ text: '長財布', source: 'vi', target: 'ja', translated: true, provider: 'glossary' });
    expect(logger.warn).toHaveBeenCalled();
  });

  it('takes a Fastify logger', () => {
    const fastifyLogger: TranslateLogger = app.log;
    expect(typeof fastifyLogger.warn).toBe('function');
  });
});
