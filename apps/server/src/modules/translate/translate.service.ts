import type { DetectedLanguage, TranslateProviderName, TranslateSourceLanguage } from '@kaimono/contracts';
import {
  createGlossaryProvider,
  createGoogleProvider,
  findLatinMatches,
  glossaryTranslateJapanese,
  type SourceLanguage,
  type TargetLanguage,
  type TranslationProvider,
  type TranslationResult,
} from './translate.providers.ts';
import type { Db } from '../../platform/db.ts';
import { createTitleWorker, loadSegmenter, segmenterIfLoaded, type Segmenter, type TitleWorker } from './translate.segmenter.ts';
import { changedSince, saveMachineTranslations } from './translate.store.ts';
import { scriptRunSegmenter, translateJapaneseTitle } from './translate.titles.ts';

export type AutoTranslateMode = 'on' | 'off' | 'auto';

export interface KeywordTranslation {
  /** The keyword as the customer typed it. */
  original: string;
  /** What to search the marketplace for. */
  searched: string;
  translated: boolean;
}

export interface TranslationOutcome {
  text: string;
  /** The language translated from (detected when the caller said 'auto'). */
  source: DetectedLanguage;
  target: TargetLanguage;
  translated: boolean;
  /** Who produced the text: the online service, the glossary, or 'none' when there was nothing to do. */
  provider: TranslateProviderName;
}

/** pino-compatible (app.log / request.log fit). */
export interface TranslateLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface TranslatorOptions {
  /** 'glossary' (offline, default) or 'google' (Cloud Translation v2, glossary when it fails). */
  provider?: 'glossary' | 'google';
  googleApiKey?: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
  /** Time-out of one online request; default 3000 ms. */
  timeoutMs?: number;
  /** After an online failure, use the glossary for this long before trying again; default 30 s. */
  cooldownMs?: number;
  /** Online translations kept in memory (LRU); default 2000. It is only a cache. */
  cacheSize?: number;
  logger?: TranslateLogger;
  googleEndpoint?: string;
  /** Clock, for tests. */
  now?: () => number;
  /**
   * 'kuromoji' (default): titles are segmented by kuromoji, loaded once per process in the
   * background from creation (ADR 0007; until it has loaded, titles are cut at script changes
   * only and not stored). 'worker': kuromoji in a worker thread started on demand and ended after
   * `segmenterIdleMs` without work (ADR 0012; titles are translated by `prepare` before an answer
   * reads them). 'none': script changes only (tests that do not need the analyser).
   */
  segmenter?: 'kuromoji' | 'worker' | 'none';
  /** With segmenter 'worker': how long the worker stays without work before it ends; default 60 s. */
  segmenterIdleMs?: number;
  /** How old this process's copy of staff and online translations may get; default 5 s. */
  storeRefreshMs?: number;
}

export interface Translator {
  /** The configured provider. */
  readonly provider: 'glossary' | 'google';
  translate(text: string, source: TranslateSourceLanguage, target: TargetLanguage): Promise<TranslationOutcome>;
  /** The keyword to search a Japanese marketplace for, by the customer's auto-translate setting. */
  keywordForSearch(keyword: string, mode: AutoTranslateMode): Promise<KeywordTranslation>;
  /** Japanese titles → Vietnamese with the configured provider (one online request for all). */
  translateTitles(titles: readonly string[]): Promise<TranslationResult[]>;
  /**
   * Synchronous Vietnamese of a Japanese title or category name, null when nothing changed: the
   * staff correction, else the online translation, else the title engine (translate.titles.ts).
   * New engine translations are written to the store by `flush` (after the answer).
   */
  toVietnamese(text: string): string | null;
  /**
   * Translates the titles `toVietnamese` will be asked for and does not know yet (segmenter
   * 'worker': one batch to the worker thread, which starts if it is not running). Awaited before an
   * answer that shows new titles, so they are never the rough script-run cut; with the other
   * segmenters it does nothing. Never rejects (a failed batch leaves the titles to the fallback).
   */
  prepare(texts: readonly string[]): Promise<void>;
  /** Ends the segmenter's worker thread, if one runs. */
  close(): Promise<void>;
  /** Resolves when the Japanese analyser has loaded (at once with segmenter 'none' or 'worker'). */
  ready(): Promise<void>;
  /** Reads staff and online translations from the store; `flush` writes new ones there. */
  attachStore(db: Db): Promise<void>;
  /** Writes the translations made since the last flush (and the online provider's, when configured). */
  flush(): Promise<void>;
  /** A staff correction: this process shows it at once, others within `storeRefreshMs`. */
  correct(sourceText: string, textVi: string): void;
}

// ---------------------------------------------------------------------------------------------
// Language detection

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
/**
 * Vietnamese letters, read on the decomposed text: đ, and a vowel carrying a circumflex, breve,
 * horn or tone mark (ă â ê ô ơ ư, à á ả ã ạ …).
 */
const VIETNAMESE_LETTERS = /[đĐ]|[aeiouyAEIOUY]\p{M}*[\u0300\u0301\u0302\u0303\u0306\u0309\u031B\u0323]/u;
const LATIN = /[a-zA-Z]/;

function hasVietnameseLetters(text: string): boolean {
  return VIETNAMESE_LETTERS.test(text.normalize('NFD'));
}

/**
 * 'ja' when the text has kana or kanji; 'vi' when it has Vietnamese letters (outside brand names
 * such as Hermès) or a known Vietnamese phrase typed without accents ("tui xach"); 'en' for other
 * Latin text ("nike air max"); 'unknown' for digits and symbols.
 */
export function detectLanguage(text: string): DetectedLanguage {
  if (!text.trim()) return 'unknown';
  if (JAPANESE.test(text)) return 'ja';
  const { tokens, matches } = findLatinMatches(text);
  const brandTokens = new Set<number>();
  for (const match of matches) {
    if (match.kind === 'brand') for (let i = match.start; i < match.end; i += 1) brandTokens.add(i);
  }
  const rest = tokens
    .filter((t, i) => !brandTokens.has(i) && t.type === 'word')
    .map((t) => t.text)
    .join(' ');
  if (hasVietnameseLetters(rest)) return 'vi';
  // Unaccented Vietnamese: only phrases of two words or more count ("ao khoac"; "set" alone does not).
  if (matches.some((m) => (m.kind === 'vi' || m.kind === 'vi-ascii') && m.words >= 2)) return 'vi';
  return LATIN.test(text) ? 'en' : 'unknown';
}

// ---------------------------------------------------------------------------------------------
// Titles (synchronous, offline)

const scriptRuns = scriptRunSegmenter();

/**
 * Japanese → Vietnamese with the title engine: whole morphemes and terms of the glossary, names
 * transliterated, never a word mixing scripts (kuromoji once loaded, script runs before).
 */
export function translateTitle(title: string): TranslationResult {
  if (!JAPANESE.test(title)) return { text: title, translated: false };
  const { text, translated } = translateJapaneseTitle(title, segmenterIfLoaded() ?? scriptRuns);
  return { text, translated };
}

/** The character-by-character glossary of before the title engine (kept for its tests and the benchmark). */
export { glossaryTranslateJapanese };

// ---------------------------------------------------------------------------------------------
// The translator

/** A bounded least-recently-used map. */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    if (this.capacity <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}

const consoleLogger: TranslateLogger = { warn: (details, message) => console.warn(message, details) };

export function createTranslator(options: TranslatorOptions = {}): Translator {
  const provider = options.provider ?? 'glossary';
  if (provider === 'google' && !options.googleApiKey) {
    throw new Error('createTranslator: the google provider needs googleApiKey (TRANSLATE_API_KEY).');
  }
  const plainGlossary = createGlossaryProvider();
  // Japanese → Vietnamese goes through the title engine; the rest through the glossary as before.
  const glossary: TranslationProvider = {
    name: 'glossary',
    translate: async (text, from, to) => (from === 'ja' && to === 'vi' ? translateTitle(text) : plainGlossary.translate(text, from, to)),
  };
  const segmenterMode = options.segmenter ?? 'kuromoji';
  const titleWorker: TitleWorker | null = segmenterMode === 'worker' ? createTitleWorker({ idleMs: options.segmenterIdleMs ?? 60_000 }) : null;
  const segmenterReady: Promise<Segmenter | null> =
    segmenterMode === 'kuromoji'
      ? loadSegmenter().catch((error: unknown) => {
          (options.logger ?? consoleLogger).warn({ err: error instanceof Error ? error.message : String(error) }, 'the Japanese analyser did not load; titles are cut at script changes');
          return null;
        })
      : Promise.resolve(null);
  const storeRefreshMs = options.storeRefreshMs ?? 5_000;
  const online: TranslationProvider | null =
    provider === 'google'
      ? createGoogleProvider({ apiKey: options.googleApiKey!, fetch: options.fetch, timeoutMs: options.timeoutMs, endpoint: options.googleEndpoint })
      : null;
  const onlineName: TranslateProviderName = 'google';
  const logger = options.logger ?? consoleLogger;
  const now = options.now ?? Date.now;
  const cooldownMs = options.cooldownMs ?? 30_000;
  const cache = new LruCache<TranslationResult>(options.cacheSize ?? 2000);
  let onlineDownUntil = 0;

  // The store (title_translations): staff corrections and online translations read into memory,
  // engine translations written after the answer. Staff rows are few; all are kept.
  const MAX_PENDING = 5_000;
  const MAX_STORED_LENGTH = 1_000;
  const staff = new Map<string, string>();
  const onlineTitles = new LruCache<string>(options.cacheSize ?? 20_000);
  const engineTitles = new LruCache<{ text: string | null }>(options.cacheSize ?? 20_000);
  const pending = new Map<string, string>();
  /** Titles on their way through the worker (two answers asking for one title share its batch). */
  const inWorker = new Map<string, Promise<void>>();
  /** Titles read by toVietnamese before any `prepare`: sent to the worker together, after this tick. */
  const unprepared = new Set<string>();
  let db: Db | null = null;
  let watermark: Date | null = null;
  let refreshedAt = -Infinity;
  let refreshing: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    if (!db) return;
    refreshedAt = now();
    const rows = await changedSince(db, watermark);
    for (const row of rows) {
      if (row.provider === 'staff') staff.set(row.sourceText, row.textVi);
      else if (row.provider === 'google') onlineTitles.set(row.sourceText, row.textVi);
      if (!watermark || row.updatedAt > watermark) watermark = row.updatedAt;
    }
  }

  /** Starts a refresh when this process's copy is older than storeRefreshMs (never awaited by readers). */
  function refreshSoon(): void {
    if (refreshing || now() - refreshedAt < storeRefreshMs) return;
    refreshing = refresh()
      .catch((error: unknown) => logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'reading title translations failed'))
      .finally(() => {
        refreshing = null;
      });
  }

  /** An engine translation made with the analyser: kept in memory and written to the store by `flush`. */
  function remember(text: string, vi: string | null): void {
    engineTitles.set(text, { text: vi });
    // Titles are short; a very long text is not stored (a primary-key entry has a size limit).
    if (db && vi !== null && pending.size < MAX_PENDING && text.length <= MAX_STORED_LENGTH) pending.set(text, vi);
  }

  const known = (text: string) => staff.has(text) || onlineTitles.get(text) !== undefined || engineTitles.get(text) !== undefined;

  async function prepare(texts: readonly string[]): Promise<void> {
    if (!titleWorker) return;
    const waits: Promise<void>[] = [];
    const batch: string[] = [];
    for (const text of new Set(texts)) {
      if (!JAPANESE.test(text) || known(text)) continue;
      const running = inWorker.get(text);
      if (running) waits.push(running);
      else batch.push(text);
    }
    if (batch.length) {
      const done = titleWorker.translate(batch).then(
        (answers) => {
          batch.forEach((text, i) => remember(text, answers[i]!.translated ? answers[i]!.text : null));
        },
        (error: unknown) => logger.warn({ err: error instanceof Error ? error.message : String(error), titles: batch.length }, 'the title worker failed; titles are cut at script changes'),
      ).finally(() => {
        for (const text of batch) inWorker.delete(text);
      });
      for (const text of batch) inWorker.set(text, done);
      waits.push(done);
    }
    await Promise.all(waits);
  }

  const cacheKey = (text: string, from: SourceLanguage, to: TargetLanguage) => `${from}>${to}\u0000${text}`;

  type Produced = { result: TranslationResult; provider: TranslateProviderName };

  /** Online answers for what is not cached; null when the online provider is off, cooling down or failing. */
  async function runOnline(texts: readonly string[], from: SourceLanguage, to: TargetLanguage): Promise<(Produced | null)[]> {
    const results: (Produced | null)[] = texts.map(() => null);
    if (!online) return results;
    const missing: number[] = [];
    texts.forEach((text, i) => {
      const hit = cache.get(cacheKey(text, from, to));
      if (hit) results[i] = { result: hit, provider: onlineName };
      else missing.push(i);
    });
    if (!missing.length || now() < onlineDownUntil) return results;
    const batch = missing.map((i) => texts[i]!);
    try {
      const answers = online.translateMany
        ? await online.translateMany(batch, from, to)
        : await Promise.all(batch.map((text) => online.translate(text, from, to)));
      missing.forEach((i, n) => {
        cache.set(cacheKey(texts[i]!, from, to), answers[n]!);
        results[i] = { result: answers[n]!, provider: onlineName };
      });
    } catch (error) {
      onlineDownUntil = now() + cooldownMs;
      logger.warn(
        { provider: online.name, err: error instanceof Error ? error.message : String(error), texts: batch.length, retryInMs: cooldownMs },
        'online translation failed; using the glossary',
      );
    }
    return results;
  }

  /** The online provider when it answers, the glossary for the rest. */
  async function run(texts: readonly string[], from: SourceLanguage, to: TargetLanguage): Promise<Produced[]> {
    const answers = await runOnline(texts, from, to);
    return Promise.all(
      answers.map(async (answer, i) => answer ?? { result: await glossary.translate(texts[i]!, from, to), provider: 'glossary' as const }),
    );
  }

  async function translate(text: string, source: TranslateSourceLanguage, target: TargetLanguage): Promise<TranslationOutcome> {
    const from = source === 'auto' ? detectLanguage(text) : source;
    if (from === 'unknown' || from === target || !text.trim()) {
      return { text, source: from, target, translated: false, provider: 'none' };
    }
    const [out] = await run([text], from, target);
    return { text: out!.result.text, source: from, target, translated: out!.result.translated, provider: out!.provider };
  }

  return {
    provider,
    translate,

    async keywordForSearch(keyword, mode) {
      const unchanged = { original: keyword, searched: keyword, translated: false };
      if (mode === 'off') return unchanged;
      const language = detectLanguage(keyword);
      if (language !== 'vi' && language !== 'en') return unchanged;
      // 'auto' with a Latin-only query: only the words the glossary knows become Japanese
      // ("pokemon card" → ポケモンカード, "figure" → フィギュア; model numbers stay as typed), never the
      // online provider, which would also rewrite brand spellings Japanese sites index as typed.
      const out =
        mode === 'auto' && language === 'en'
          ? { ...(await glossary.translate(keyword, 'en', 'ja')), provider: 'glossary' as const }
          : await translate(keyword, language, 'ja');
      const searched = out.text.replace(/\s+/g, ' ').trim();
      return out.translated && searched ? { original: keyword, searched, translated: true } : unchanged;
    },

    async translateTitles(titles) {
      const japanese = titles.map((t, i) => ({ t, i })).filter(({ t }) => JAPANESE.test(t));
      const results: TranslationResult[] = titles.map((text) => ({ text, translated: false }));
      const answers = await run(japanese.map(({ t }) => t), 'ja', 'vi');
      japanese.forEach(({ i }, n) => {
        results[i] = answers[n]!.result;
      });
      return results;
    },

    toVietnamese(text) {
      if (!JAPANESE.test(text)) return staff.get(text) ?? null;
      if (db) refreshSoon();
      const corrected = staff.get(text) ?? onlineTitles.get(text);
      if (corrected !== undefined) return corrected;
      const remembered = engineTitles.get(text);
      if (remembered !== undefined) return remembered.text;
      if (titleWorker) {
        // Not prepared: the rough cut now (neither kept nor stored), the worker's answer from the next read.
        if (!unprepared.size) setImmediate(() => {
          const texts = [...unprepared];
          unprepared.clear();
          void prepare(texts);
        });
        unprepared.add(text);
        const out = translateJapaneseTitle(text, scriptRuns);
        return out.translated ? out.text : null;
      }
      const segmenter = segmenterMode === 'none' ? scriptRuns : segmenterIfLoaded();
      const out = translateJapaneseTitle(text, segmenter ?? scriptRuns);
      const vi = out.translated ? out.text : null;
      // Before the analyser has loaded, the rough answer is neither kept nor stored.
      if (segmenter) remember(text, vi);
      return vi;
    },

    prepare,

    async close() {
      await titleWorker?.close();
    },

    async ready() {
      await segmenterReady;
    },

    async attachStore(database) {
      db = database;
      // A store that cannot be read yet (a database not migrated, as /api/ready reports) must not
      // stop the server from starting: titles come from the engine until the next refresh works.
      await refresh().catch((error: unknown) =>
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'reading title translations failed'),
      );
    },

    async flush() {
      if (!db || !pending.size) return;
      const rows = [...pending].map(([sourceText, textVi]) => ({ sourceText, textVi }));
      pending.clear();
      await saveMachineTranslations(db, 'glossary', rows);
      if (!online) return;
      const missing = rows.filter((r) => !onlineTitles.get(r.sourceText)).map((r) => r.sourceText);
      const answers = await runOnline(missing, 'ja', 'vi');
      const found = missing
        .map((sourceText, i) => ({ sourceText, answer: answers[i] ?? null }))
        .filter((x): x is { sourceText: string; answer: Produced } => x.answer !== null && x.answer.result.translated);
      for (const { sourceText, answer } of found) onlineTitles.set(sourceText, answer.result.text);
      await saveMachineTranslations(db, 'google', found.map(({ sourceText, answer }) => ({ sourceText, textVi: answer.result.text })));
    },

    correct(sourceText, textVi) {
      staff.set(sourceText, textVi);
    },
  };
}

/** The keyword to search for with a translator (same as translator.keywordForSearch). */
export function keywordForSearch(translator: Translator, keyword: string, mode: AutoTranslateMode): Promise<KeywordTranslation> {
  return translator.keywordForSearch(keyword, mode);
}

/** True when a value is a full translator from this module (the routes need `translate`). */
export function isTranslator(value: unknown): value is Translator {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Translator).translate === 'function' &&
    typeof (value as Translator).keywordForSearch === 'function'
  );
}
