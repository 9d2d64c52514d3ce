import { z } from 'zod';
import {
  AMBIGUOUS_JA,
  GLOSSARY_BRANDS,
  GLOSSARY_TERMS,
  JA_TITLE_WORDS,
  VI_FILLER_WORDS,
  type BrandRow,
  type TermRow,
} from './translate.glossary.ts';
import { TITLE_TERMS } from './translate.title-terms.ts';

export type SourceLanguage = 'vi' | 'ja' | 'en';
export type TargetLanguage = 'vi' | 'ja';

export interface TranslationResult {
  text: string;
  /** True only when the text changed. */
  translated: boolean;
}

export interface TranslationProvider {
  readonly name: string;
  translate(text: string, from: SourceLanguage, to: TargetLanguage): Promise<TranslationResult>;
  /** Several texts in one go (one request for an online provider). */
  translateMany?(texts: readonly string[], from: SourceLanguage, to: TargetLanguage): Promise<TranslationResult[]>;
}

/** A provider failed (network, time-out, HTTP status, unexpected answer). */
export class TranslationProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TranslationProviderError';
  }
}

// ---------------------------------------------------------------------------------------------
// Text normalisation

const TONES = '\u0300\u0301\u0303\u0309\u0323';
// Vietnamese has two conventions for where the tone goes in oa/oe/uy at the end of a syllable
// (hòa/hoà, khỏe/khoẻ, thủy/thuỷ). Keys and input are both moved to the first vowel.
const TONE_ON_SECOND = [
  new RegExp(`([oO])([aAeE])([${TONES}])(?![\\p{L}\\p{M}])`, 'gu'),
  new RegExp(`([uU])([yY])([${TONES}])(?![\\p{L}\\p{M}])`, 'gu'),
];

/** NFC, one tone convention, trimmed, single spaces. Keeps case. */
export function normalizeText(text: string): string {
  let decomposed = text.normalize('NFD');
  for (const pattern of TONE_ON_SECOND) decomposed = decomposed.replace(pattern, '$1$3$2');
  return decomposed.normalize('NFC').replace(/[\u2018\u2019\u02bc]/g, "'").replace(/\s+/g, ' ').trim();
}

/** The matching key of a Latin/Vietnamese word or phrase. */
export function latinKey(text: string): string {
  return normalizeText(text.toLocaleLowerCase('vi'));
}

/** "túi xách" → "tui xach" (đ → d). */
export function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').normalize('NFC');
}

/** The matching form of Japanese text: NFKC (half-width kana, full-width Latin), ASCII lowercase. */
export function japaneseKey(text: string): string {
  return text.normalize('NFKC').replace(/[A-Z]/g, (c) => c.toLowerCase());
}

interface Token {
  type: 'word' | 'space' | 'other';
  text: string;
}

// A word keeps inner joiners: g-shock, sk-ii, levi's, 27.5, h&m.
const TOKEN = /([\p{L}\p{M}\p{N}]+(?:['\-.&][\p{L}\p{M}\p{N}]+)*)|(\s+)|([^\p{L}\p{M}\p{N}\s]+)/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    tokens.push({ type: match[1] ? 'word' : match[2] ? 'space' : 'other', text: match[0] });
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// The compiled glossary

export type LatinKind = 'vi' | 'vi-ascii' | 'en' | 'brand' | 'filler';

interface LatinTarget {
  kind: LatinKind;
  /** The Japanese search form ('' for filler words). */
  ja: string;
  /** The Vietnamese display form (brand name for brands). */
  vi: string;
}

interface LatinCandidate {
  words: string[];
  target: LatinTarget;
}

interface JapaneseCandidate {
  key: string;
  vi: string;
  /** Short katakana words only match when no katakana touches them (ペン, not ペンギン). */
  standalone: boolean;
}

interface GlossaryIndex {
  latin: Map<string, LatinCandidate[]>;
  /** By the first UTF-16 code unit of the key (a number: no one-character string per lookup). */
  japanese: Map<number, JapaneseCandidate[]>;
  /** Every Japanese key (japaneseKey form) → its Vietnamese rendering, for whole-morpheme lookups. */
  japaneseExact: Map<string, string>;
  stats: { terms: number; brands: number; latinKeys: number; japaneseKeys: number; longestJapanese: number };
  issues: string[];
}

const split = (forms: string | undefined) => (forms ? forms.split('|').map((f) => f.trim()).filter(Boolean) : []);
const KATAKANA_ONLY = /^[\p{Script=Katakana}ー・]+$/u;
const KATAKANA = /[\p{Script=Katakana}ー]/u;

function buildIndex(): GlossaryIndex {
  const issues: string[] = [];
  const latin = new Map<string, LatinTarget>();
  const japanese = new Map<string, JapaneseCandidate>();
  const ambiguous = new Set(AMBIGUOUS_JA.map(japaneseKey));

  const addLatin = (form: string, target: LatinTarget, origin: string) => {
    const key = latinKey(form);
    const words = tokenize(key);
    if (!words.length || words.some((t) => t.type === 'other') || words.filter((t) => t.type === 'word').map((t) => t.text).join(' ') !== key) {
      if (target.kind !== 'brand') issues.push(`${origin}: "${form}" cannot be matched as words`);
      return;
    }
    const existing = latin.get(key);
    if (!existing) latin.set(key, target);
    else if (existing.ja !== target.ja || existing.kind === 'filler' || target.kind === 'filler') {
      issues.push(`${origin}: "${form}" already means ${existing.ja || '(filler)'}`);
    }
  };
  const addJapanese = (form: string, vi: string, origin: string) => {
    const key = japaneseKey(form);
    if (ambiguous.has(key)) return;
    const existing = japanese.get(key);
    if (!existing) japanese.set(key, { key, vi, standalone: key.length <= 2 && KATAKANA_ONLY.test(key) });
    else if (existing.vi !== vi) issues.push(`${origin}: ${form} is already rendered "${existing.vi}"`);
  };

  let terms = 0;
  const ascii = new Map<string, Set<string>>();
  const asciiTargets = new Map<string, LatinTarget>();
  for (const [category, rows] of Object.entries(GLOSSARY_TERMS)) {
    for (const row of rows as readonly TermRow[]) {
      terms += 1;
      const [viForms, jaForms, enForms] = [split(row[0]), split(row[1]), split(row[2])];
      const origin = `${category} ${row[0]}`;
      const display = viForms[0];
      const search = jaForms[0];
      if (!display || !search) {
        issues.push(`${origin}: needs a Vietnamese and a Japanese form`);
        continue;
      }
      for (const form of viForms) {
        addLatin(form, { kind: 'vi', ja: search, vi: display }, origin);
        const plain = latinKey(stripDiacritics(form));
        if (plain !== latinKey(form) && plain.includes(' ')) {
          ascii.set(plain, (ascii.get(plain) ?? new Set()).add(search));
          asciiTargets.set(plain, { kind: 'vi-ascii', ja: search, vi: display });
        }
      }
      for (const form of enForms) addLatin(form, { kind: 'en', ja: search, vi: display }, origin);
      for (const form of jaForms) addJapanese(form, display, origin);
    }
  }

  let brands = 0;
  for (const [category, rows] of Object.entries(GLOSSARY_BRANDS)) {
    for (const row of rows as readonly BrandRow[]) {
      brands += 1;
      const [name, jaForms, aliases] = [row[0], split(row[1]), split(row[2])];
      const origin = `${category} ${name}`;
      const search = jaForms[0];
      if (!search) {
        issues.push(`${origin}: needs a Japanese form`);
        continue;
      }
      for (const form of [name, ...aliases]) addLatin(form, { kind: 'brand', ja: search, vi: name }, origin);
      for (const form of jaForms) addJapanese(form, name, origin);
    }
  }

  for (const word of VI_FILLER_WORDS) addLatin(word, { kind: 'filler', ja: '', vi: word }, 'filler');
  for (const [ja, vi] of Object.entries(JA_TITLE_WORDS)) addJapanese(ja, vi, 'title word');
  for (const [table, words] of Object.entries(TITLE_TERMS)) {
    for (const [ja, vi] of Object.entries(words)) addJapanese(ja, vi, `title ${table}`);
  }

  // Unaccented phrases ("tui xach") unless two phrases lose their accents the same way.
  for (const [key, targets] of ascii) {
    const target = asciiTargets.get(key);
    if (targets.size === 1 && target && !latin.has(key)) latin.set(key, target);
  }

  const latinIndex = new Map<string, LatinCandidate[]>();
  for (const [key, target] of latin) {
    const words = key.split(' ');
    const list = latinIndex.get(words[0]!) ?? [];
    list.push({ words, target });
    latinIndex.set(words[0]!, list);
  }
  for (const list of latinIndex.values()) list.sort((a, b) => b.words.length - a.words.length);

  const japaneseIndex = new Map<number, JapaneseCandidate[]>();
  for (const candidate of japanese.values()) {
    const first = candidate.key.charCodeAt(0);
    const list = japaneseIndex.get(first) ?? [];
    list.push(candidate);
    japaneseIndex.set(first, list);
  }
  for (const list of japaneseIndex.values()) list.sort((a, b) => b.key.length - a.key.length);

  return {
    latin: latinIndex,
    japanese: japaneseIndex,
    japaneseExact: new Map([...japanese.values()].map((c) => [c.key, c.vi])),
    stats: { terms, brands, latinKeys: latin.size, japaneseKeys: japanese.size, longestJapanese: Math.max(0, ...[...japanese.keys()].map((k) => k.length)) },
    issues,
  };
}

let compiled: GlossaryIndex | null = null;
function glossary(): GlossaryIndex {
  compiled ??= buildIndex();
  return compiled;
}

/** Sizes of the glossary (rows and keys). */
export function glossaryStats(): GlossaryIndex['stats'] {
  return glossary().stats;
}

/** The Vietnamese rendering of a whole Japanese word or term (any case, any width), if the glossary has it. */
export function lookupJapaneseTerm(text: string): string | undefined {
  return glossary().japaneseExact.get(japaneseKey(text));
}

/** Same as lookupJapaneseTerm for text already in NFKC form (the title engine's morphemes): no normalising per lookup. */
export function lookupNormalizedJapaneseTerm(nfkc: string): string | undefined {
  return glossary().japaneseExact.get(/[A-Z]/.test(nfkc) ? nfkc.replace(/[A-Z]/g, (c) => c.toLowerCase()) : nfkc);
}

/** The longest Japanese key of the glossary, in UTF-16 units. */
export function longestJapaneseTerm(): number {
  return glossary().stats.longestJapanese;
}

/** Data mistakes found while compiling the glossary (a test keeps this empty). */
export function glossaryIssues(): readonly string[] {
  return glossary().issues;
}

// ---------------------------------------------------------------------------------------------
// Latin / Vietnamese side: longest phrase first, over whole words

export interface LatinMatch {
  kind: LatinKind;
  /** Number of words matched. */
  words: number;
  /** The matched text as written. */
  text: string;
  ja: string;
  vi: string;
  /** Token range [start, end). */
  start: number;
  end: number;
}

function matchAt(tokens: Token[], keys: (string | null)[], start: number): LatinMatch | null {
  const first = keys[start];
  if (!first) return null;
  for (const candidate of glossary().latin.get(first) ?? []) {
    let index = start;
    let ok = true;
    for (let w = 0; w < candidate.words.length; w += 1) {
      if (w > 0) {
        // Words of a phrase are separated by exactly one space token.
        if (tokens[index]?.type !== 'space') {
          ok = false;
          break;
        }
        index += 1;
      }
      if (keys[index] !== candidate.words[w]) {
        ok = false;
        break;
      }
      index += 1;
    }
    if (ok) {
      const text = tokens
        .slice(start, index)
        .map((t) => t.text)
        .join('');
      return { ...candidate.target, words: candidate.words.length, text, start, end: index };
    }
  }
  return null;
}

/** Glossary phrases found in a Latin-script text, left to right, longest first. */
export function findLatinMatches(text: string): { tokens: Token[]; matches: LatinMatch[] } {
  const tokens = tokenize(normalizeText(text));
  const keys = tokens.map((t) => (t.type === 'word' ? latinKey(t.text) : null));
  const matches: LatinMatch[] = [];
  for (let i = 0; i < tokens.length; ) {
    const match = tokens[i]!.type === 'word' ? matchAt(tokens, keys, i) : null;
    if (match) {
      matches.push(match);
      i = match.end;
    } else i += 1;
  }
  return { tokens, matches };
}

/**
 * Vietnamese/English → Japanese (or English → Vietnamese) with the glossary. Words the glossary
 * does not know (model numbers, most Latin names) are kept as written.
 */
export function glossaryTranslateLatin(text: string, to: TargetLanguage): TranslationResult {
  const { tokens, matches } = findLatinMatches(text);
  const byStart = new Map(matches.map((m) => [m.start, m]));
  const out: string[] = [];
  const emitted = new Set<string>();
  let changed = false;
  for (let i = 0; i < tokens.length; ) {
    const match = byStart.get(i);
    if (!match) {
      out.push(tokens[i]!.text);
      i += 1;
      continue;
    }
    let replacement = match.text;
    if (to === 'ja') {
      replacement = match.kind === 'filler' || emitted.has(match.ja) ? '' : match.ja;
      if (replacement) emitted.add(replacement);
    } else if (match.kind === 'en') {
      replacement = match.vi;
    }
    if (replacement !== match.text) changed = true;
    out.push(replacement);
    i = match.end;
  }
  const result = out.join('').replace(/\s+/g, ' ').trim();
  if (!changed || !result) return { text, translated: false };
  return { text: result, translated: result !== normalizeText(text) };
}

// ---------------------------------------------------------------------------------------------
// Japanese side: longest word first, no word boundaries

const SPACE_AFTER = /[\p{L}\p{N}\p{M}\p{Pe}\p{Pf}]/u;
const SPACE_BEFORE = /[\p{L}\p{N}\p{Ps}\p{Pi}]/u;

/** Japanese → Vietnamese for titles: known words and brands are replaced, the rest is kept. */
export function glossaryTranslateJapanese(text: string): TranslationResult {
  // Runs for every title of every result list, so it walks the text by code unit and slices the
  // unknown runs once instead of building strings character by character.
  const source = text.normalize('NFKC');
  // japaneseKey(source) without normalising again (NFKC is idempotent): same length as source.
  const lower = source.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const index = glossary().japanese;
  const segments: { text: string; replaced: boolean }[] = [];
  let plainStart = 0;
  let changed = false;
  for (let i = 0; i < lower.length; ) {
    const found = matchJapaneseAt(index.get(lower.charCodeAt(i)), lower, i);
    if (!found) {
      i += 1;
      continue;
    }
    if (plainStart < i) segments.push({ text: source.slice(plainStart, i), replaced: false });
    if (found.vi !== source.slice(i, i + found.key.length)) changed = true;
    segments.push({ text: found.vi, replaced: true });
    i += found.key.length;
    plainStart = i;
  }
  if (!changed) return { text, translated: false };
  if (plainStart < source.length) segments.push({ text: source.slice(plainStart), replaced: false });

  let result = '';
  let previous: { text: string; replaced: boolean } | null = null;
  for (const segment of segments) {
    if (previous && (previous.replaced || segment.replaced)) {
      const left = previous.text.at(-1) ?? '';
      const right = segment.text[0] ?? '';
      if (SPACE_AFTER.test(left) && SPACE_BEFORE.test(right)) result += ' ';
    }
    result += segment.text;
    previous = segment;
  }
  return { text: result.replace(/\s+/g, ' ').trim(), translated: true };
}

/** The longest glossary key at `i` (candidates are sorted longest first). */
function matchJapaneseAt(candidates: JapaneseCandidate[] | undefined, lower: string, i: number): JapaneseCandidate | undefined {
  if (!candidates) return undefined;
  for (const c of candidates) {
    if (!lower.startsWith(c.key, i)) continue;
    if (c.standalone && (KATAKANA.test(lower[i - 1] ?? '') || KATAKANA.test(lower[i + c.key.length] ?? ''))) continue;
    return c;
  }
  return undefined;
}

/** The offline provider: the curated glossary, no network. */
export function createGlossaryProvider(): TranslationProvider {
  const translate = async (text: string, from: SourceLanguage, to: TargetLanguage): Promise<TranslationResult> => {
    if (from === to) return { text, translated: false };
    if (from === 'ja') return to === 'vi' ? glossaryTranslateJapanese(text) : { text, translated: false };
    return glossaryTranslateLatin(text, to);
  };
  return {
    name: 'glossary',
    translate,
    translateMany: (texts, from, to) => Promise.all(texts.map((t) => translate(t, from, to))),
  };
}

// ---------------------------------------------------------------------------------------------
// Google Cloud Translation – Basic (v2)

export const GOOGLE_TRANSLATE_ENDPOINT = 'https://translation.googleapis.com/language/translate/v2';
/** The API takes at most 128 segments per request. */
const GOOGLE_MAX_SEGMENTS = 100;

const googleAnswer = z.object({
  data: z.object({ translations: z.array(z.object({ translatedText: z.string() })) }),
});

export interface GoogleProviderOptions {
  apiKey: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Per request, including reading the answer. Default 3 s. */
  timeoutMs?: number;
  endpoint?: string;
}

async function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new TranslationProviderError(`no answer within ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createGoogleProvider(options: GoogleProviderOptions): TranslationProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 3000;
  const url = `${options.endpoint ?? GOOGLE_TRANSLATE_ENDPOINT}?${new URLSearchParams({ key: options.apiKey })}`;

  async function request(texts: readonly string[], from: SourceLanguage, to: TargetLanguage): Promise<TranslationResult[]> {
    const translations = await withTimeout(async (signal) => {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
        body: JSON.stringify({ q: texts, source: from, target: to, format: 'text' }),
        signal,
      });
      if (!response.ok) {
        // The body may say why (quota, bad key); never the key itself, which is only in the URL.
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new TranslationProviderError(`answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`, response.status);
      }
      const parsed = googleAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new TranslationProviderError('answered in an unexpected format');
      return parsed.data.data.translations;
    }, timeoutMs);
    if (translations.length !== texts.length) {
      throw new TranslationProviderError(`answered ${translations.length} translations for ${texts.length} texts`);
    }
    return translations.map((t, i) => {
      const text = t.translatedText.trim();
      return { text, translated: text !== '' && text !== texts[i]!.trim() };
    });
  }

  const translateMany = async (texts: readonly string[], from: SourceLanguage, to: TargetLanguage) => {
    const results: TranslationResult[] = [];
    for (let i = 0; i < texts.length; i += GOOGLE_MAX_SEGMENTS) {
      results.push(...(await request(texts.slice(i, i + GOOGLE_MAX_SEGMENTS), from, to)));
    }
    return results;
  };

  return {
    name: 'google',
    translate: async (text, from, to) => (await request([text], from, to))[0]!,
    translateMany,
  };
}
