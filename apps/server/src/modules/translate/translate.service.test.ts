import { describe, expect, it, vi } from 'vitest';
import type { CatalogTranslator } from '../../platform/deps.ts';
import { GOOGLE_TRANSLATE_ENDPOINT } from './translate.providers.ts';
import { createTranslator, detectLanguage, keywordForSearch, LruCache, translateTitle, type TranslateLogger } from './translate.service.ts';

/** A fetch that answers like Google, translating each segment with `answer`. */
function googleFetch(answer: (q: string) => string) {
  return vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { q: string[] };
    return Response.json({ data: { translations: body.q.map((q) => ({ translatedText: answer(q), detectedSourceLanguage: 'vi' })) } });
  });
}

function silentLogger() {
  return { warn: vi.fn<TranslateLogger['warn']>() };
}

describe('detectLanguage', () => {
  it.each([
    ['ナイキ スニーカー', 'ja'],
    ['ぬいぐるみ', 'ja'],
    ['腕時計', 'ja'],
    ['giày nike', 'vi'],
    ['Đồng hồ', 'vi'],
    ['áo', 'vi'],
    ['ao khoac nam', 'vi'], // a known phrase without accents
    ['tui xach chanel', 'vi'],
    ['nike air max', 'en'],
    ['set', 'en'], // one unaccented word is not enough
    ['Hermès Birkin', 'en'], // accents inside a brand name are not Vietnamese
    ['12345', 'unknown'],
    ['  ', 'unknown'],
    ['!!!', 'unknown'],
  ])('%j → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

describe('keywordForSearch (glossary)', () => {
  const translator = createTranslator();

  it("'off' keeps the keyword", async () => {
    expect(await translator.keywordForSearch('giày nike', 'off')).toEqual({ original: 'giày nike', searched: 'giày nike', translated: false });
  });

  it("'auto' translates Vietnamese, and the glossary's words of a Latin query", async () => {
    expect(await translator.keywordForSearch('túi xách chanel', 'auto')).toEqual({
      original: 'túi xách chanel',
      searched: 'バッグ シャネル',
      translated: true,
    });
    expect(await translator.keywordForSearch('nike air max', 'auto')).toEqual({ original: 'nike air max', searched: 'ナイキ エアマックス', translated: true });
    expect(await translator.keywordForSearch('RX100M7', 'auto')).toMatchObject({ searched: 'RX100M7', translated: false });
    expect(await translator.keywordForSearch('ナイキ', 'auto')).toMatchObject({ searched: 'ナイキ', translated: false });
  });

  it("'on' translates Vietnamese and English", async () => {
    expect(await translator.keywordForSearch('nike air max', 'on')).toEqual({ original: 'nike air max', searched: 'ナイキ エアマックス', translated: true });
    expect(await translator.keywordForSearch('máy ảnh canon', 'on')).toMatchObject({ searched: 'カメラ キヤノン', translated: true });
    expect(await translator.keywordForSearch('ナイキ', 'on')).toMatchObject({ searched: 'ナイキ', translated: false });
    expect(await translator.keywordForSearch('RX100M7', 'on')).toMatchObject({ searched: 'RX100M7', translated: false });
  });

  it('keeps the keyword when only filler words were typed', async () => {
    expect(await translator.keywordForSearch('mua', 'on')).toEqual({ original: 'mua', searched: 'mua', translated: false });
  });

  it('is also a function taking the translator, and fits the catalog', async () => {
    const catalogView: CatalogTranslator = translator;
    expect(await keywordForSearch(translator, 'ví da', 'auto')).toMatchObject({ searched: '財布 レザー', translated: true });
    expect(catalogView.toVietnamese('シャネル 財布')).toBe('Chanel ví');
    expect(catalogView.toVietnamese('ABC-123')).toBeNull();
  });
});

describe('translateTitle', () => {
  it('renders known Japanese words and leaves other text alone', () => {
    expect(translateTitle('グッチ ショルダーバッグ 中古')).toEqual({ text: 'Gucci túi đeo chéo đã qua sử dụng', translated: true });
    expect(translateTitle('Nike Air Max 90')).toEqual({ text: 'Nike Air Max 90', translated: false });
  });
});

describe('translator.translate', () => {
  const translator = createTranslator({ provider: 'glossary' });

  it('detects the source when asked to', async () => {
    expect(await translator.translate('đồng hồ đeo tay', 'auto', 'ja')).toEqual({
      text: '腕時計',
      source: 'vi',
      target: 'ja',
      translated: true,
      provider: 'glossary',
    });
    expect(await translator.translate('腕時計 セイコー', 'auto', 'vi')).toMatchObject({ text: 'đồng hồ đeo tay Seiko', source: 'ja', provider: 'glossary' });
  });

  it('does nothing when the text is already in the target language or has no words', async () => {
    expect(await translator.translate('ナイキ', 'auto', 'ja')).toEqual({ text: 'ナイキ', source: 'ja', target: 'ja', translated: false, provider: 'none' });
    expect(await translator.translate('12345', 'auto', 'ja')).toMatchObject({ source: 'unknown', translated: false, provider: 'none' });
  });
});

describe('the Google provider', () => {
  it('needs an API key', () => {
    expect(() => createTranslator({ provider: 'google' })).toThrow(/googleApiKey/);
  });

  it('posts q, source, target, format=text and key, and maps the answer', async () => {
    const fetch = googleFetch(() => 'シャネルのハンドバッグ');
    const translator = createTranslator({ provider: 'google', googleApiKey: 'test-key', fetch, logger: silentLogger() });
    expect(await translator.translate('túi xách chanel', 'auto', 'ja')).toEqual({
      text: 'シャネルのハンドバッグ',
      source: 'vi',
      target: 'ja',
      translated: true,
      provider: 'google',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    const parsed = new URL(String(url));
    expect(`${parsed.origin}${parsed.pathname}`).toBe(GOOGLE_TRANSLATE_ENDPOINT);
    expect(parsed.searchParams.get('key')).toBe('test-key');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ q: ['túi xách chanel'], source: 'vi', target: 'ja', format: 'text' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('caches answers in memory', async () => {
    const fetch = googleFetch((q) => `[${q}]`);
    const translator = createTranslator({ provider: 'google', googleApiKey: 'k', fetch, logger: silentLogger() });
    await translator.translate('giày nike', 'vi', 'ja');
    const again = await translator.translate('giày nike', 'vi', 'ja');
    expect(again).toMatchObject({ text: '[giày nike]', provider: 'google' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says not translated when Google gives the text back', async () => {
    const translator = createTranslator({ provider: 'google', googleApiKey: 'k', fetch: googleFetch((q) => q), logger: silentLogger() });
    expect(await translator.keywordForSearch('iphone 15 pro', 'on')).toEqual({ original: 'iphone 15 pro', searched: 'iphone 15 pro', translated: false });
  });

  it('translates a page of titles in one request and skips titles that are not Japanese', async () => {
    const fetch = googleFetch((q) => `vi:${q}`);
    const translator = createTranslator({ provider: 'google', googleApiKey: 'k', fetch, logger: silentLogger() });
    const results = await translator.translateTitles(['ナイキ 靴', 'Nike Air Max', 'シャネル 財布']);
    expect(results).toEqual([
      { text: 'vi:ナイキ 靴', translated: true },
      { text: 'Nike Air Max', translated: false },
      { text: 'vi:シャネル 財布', translated: true },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({ q: ['ナイキ 靴', 'シャネル 財布'], source: 'ja', target: 'vi' });
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
    ['HTTP 500', () => Promise.resolve(new Response('backend error', { status: 500 }))],
    ['HTTP 403 (bad key)', () => Promise.resolve(Response.json({ error: { code: 403 } }, { status: 403 }))],
    ['an unexpected body', () => Promise.resolve(Response.json({ nope: true }))],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
  ])('falls back to the glossary on %s and logs a warning', async (_case, answer) => {
    const logger = silentLogger();
    const fetch = vi.fn(answer);
    const translator = createTranslator({ provider: 'google', googleApiKey: 'secret-key', fetch, logger });
    expect(await translator.translate('túi xách chanel', 'vi', 'ja')).toEqual({
      text: 'バッグ シャネル',
      source: 'vi',
      target: 'ja',
      translated: true,
      provider: 'glossary',
    });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    const [details, message] = logger.warn.mock.calls[0]!;
    expect(message).toMatch(/glossary/);
    expect(details).toMatchObject({ provider: 'google' });
    expect(JSON.stringify(details)).not.toContain('secret-key');
  });

  it('gives up on a slow answer after the time-out', async () => {
    const logger = silentLogger();
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const translator = createTranslator({ provider: 'google', googleApiKey: 'k', fetch, logger, timeoutMs: 20 });
    expect(await translator.keywordForSearch('máy ảnh', 'auto')).toEqual({ original: 'máy ảnh', searched: 'カメラ', translated: true });
    expect(logger.warn.mock.calls[0]![0]).toMatchObject({ err: expect.stringMatching(/20 ms/) });
  });

  it('uses the glossary for a while after a failure, then tries again', async () => {
    let clock = 1_000;
    let up = false;
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (!up) throw new TypeError('fetch failed');
      return googleFetch(() => '時計')(url, init);
    });
    const translator = createTranslator({ provider: 'google', googleApiKey: 'k', fetch, logger: silentLogger(), cooldownMs: 30_000, now: () => clock });
    expect((await translator.translate('đồng hồ', 'vi', 'ja')).provider).toBe('glossary');
    up = true;
    clock += 10_000;
    expect((await translator.translate('đồng hồ', 'vi', 'ja')).provider).toBe('glossary');
    expect(fetch).toHaveBeenCalledTimes(1);
    clock += 30_000;
    expect((await translator.translate('đồng hồ', 'vi', 'ja')).provider).toBe('google');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('LruCache', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});
