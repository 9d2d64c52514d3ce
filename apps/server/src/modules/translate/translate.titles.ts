import { createRequire } from 'node:module';
import { longestJapaneseTerm, lookupJapaneseTerm, lookupNormalizedJapaneseTerm } from './translate.providers.ts';
import type { Morpheme, Segmenter } from './translate.segmenter.ts';
import { COUNTER_PATTERNS } from './translate.title-terms.ts';

/**
 * Japanese titles → Vietnamese, one morpheme at a time (ADR 0007):
 * - the text is segmented (kuromoji, or whole script runs when it has not loaded);
 * - glossary terms match whole morphemes or runs of whole morphemes only, never part of one;
 * - a short term glued to a word the glossary does not know stays with that word (火車, パンツァー),
 *   so a word is never half translated;
 * - katakana words the glossary does not know and proper nouns the dictionary reads are names:
 *   transliterated whole (Hepburn, without long-vowel marks, capitalised: マキマ → Makima);
 * - other unknown Japanese words are kept as written, and always apart from Latin letters;
 * - Latin words, model numbers and symbols are kept as written (never matched inside).
 */

export interface TitleTranslation {
  text: string;
  translated: boolean;
  /** Morphemes by outcome, for the benchmark. */
  counts: { terms: number; names: number; kept: number };
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const JAPANESE_CHAR = /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々〆ヶ]$/u;
const KATAKANA_WORD = /^[\p{Script=Katakana}ー・]+$/u;
const KANA_OR_HAN = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
/** Parts of speech that only join words (particles, auxiliaries, symbols). */
const GLUE = new Set(['助詞', '助動詞', '記号']);
const MAX_TERM_MORPHEMES = 8;

// The hepburn package (Hepburn romanisation of kana) ships no types: what is used, typed here.
const { fromKana } = createRequire(import.meta.url)('hepburn') as { fromKana(kana: string): string };

const counters = COUNTER_PATTERNS.map(([pattern, vi]) => ({ re: new RegExp(pattern, 'gu'), vi }));

/** Words of a text (letters, marks and digits between separators) that mix Latin and Japanese letters. */
export function mixedScriptWords(text: string): string[] {
  return text.split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => LATIN_LETTER.test(word) && KANA_OR_HAN.test(word));
}

/** Katakana/hiragana → a capitalised Latin name (マキマ → Makima, チェンソーマン → Chensoman). */
export function romanizeName(kana: string): string {
  const latin = fromKana(kana.replace(/・/g, ' '))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z' ]/g, '');
  return latin.replace(/(^|\s)([a-z])/g, (_m, space: string, c: string) => space + c.toUpperCase()).trim();
}

/** Without the analyser: each run of one script is one word (nothing is split inside a run). */
export function scriptRunSegmenter(): Segmenter {
  const run = /([\p{Script=Katakana}ー]+)|([\p{Script=Han}\p{Script=Hiragana}々〆ヶ]+)|(\s+)|([^\p{Script=Katakana}\p{Script=Han}\p{Script=Hiragana}ー々〆ヶ\s]+)/gu;
  return {
    segment: (text) =>
      [...text.matchAll(run)].map((m) => ({
        surface: m[0],
        pos: m[1] || m[2] ? '名詞' : m[3] ? '記号' : '名詞',
        detail: m[3] ? '空白' : '一般',
        reading: m[1] ? m[0] : '',
        known: false,
      })),
  };
}

const runSegmenter = scriptRunSegmenter();

type Piece =
  | { kind: 'source'; text: string } // kept as written (Latin, digits, symbols, spaces)
  | { kind: 'vi'; text: string } // a term's or counter's Vietnamese
  | { kind: 'name'; text: string } // a transliterated name
  | { kind: 'ja'; text: string }; // Japanese kept as written

const isJapaneseMorpheme = (m: Morpheme) => [...m.surface].every((c) => JAPANESE_CHAR.test(c));
const isGlue = (m: Morpheme) => GLUE.has(m.pos);
const isName = (m: Morpheme) =>
  KATAKANA_WORD.test(m.surface) || (m.detail === '固有名詞' && m.reading !== '' && m.pos === '名詞');
const isBound = (m: Morpheme) => m.detail === '接尾' || m.pos === '接頭詞';

interface Slot {
  /** Morphemes [from, to) of the chunk. */
  from: number;
  to: number;
  vi?: string;
}

/** One run of Japanese morphemes with nothing between them. */
function translateChunk(chunk: Morpheme[], counts: TitleTranslation['counts']): Piece[] {
  const slots: Slot[] = [];
  const longest = longestJapaneseTerm();
  for (let i = 0; i < chunk.length; ) {
    let found: Slot | null = null;
    // Spans of whole morphemes from i, longest first, no longer than the glossary's longest key.
    const spans: string[] = [];
    for (let j = i, text = ''; j < Math.min(chunk.length, i + MAX_TERM_MORPHEMES); j += 1) {
      text += chunk[j]!.surface;
      if (text.length > longest) break;
      spans.push(text);
    }
    for (let n = spans.length; n > 0 && !found; n -= 1) {
      const vi = lookupNormalizedJapaneseTerm(spans[n - 1]!);
      if (vi !== undefined) found = { from: i, to: i + n, vi };
    }
    slots.push(found ?? { from: i, to: i + 1 });
    i = found ? found.to : i + 1;
  }
  // A term glued to a word the glossary does not know stays with it: a suffix or prefix (火|車),
  // or a short katakana term inside a longer katakana word (パン|ツァー).
  const unknownAt = (k: number) => {
    const slot = slots[k];
    return slot !== undefined && slot.vi === undefined && !isGlue(chunk[slot.from]!);
  };
  for (let k = 0; k < slots.length; k += 1) {
    const slot = slots[k]!;
    if (slot.vi === undefined) continue;
    const surface = chunk.slice(slot.from, slot.to).map((m) => m.surface).join('');
    const single = slot.to - slot.from === 1 ? chunk[slot.from]! : null;
    const bound = single !== null && isBound(single) && (unknownAt(k - 1) || unknownAt(k + 1));
    const shortKatakana =
      KATAKANA_WORD.test(surface) &&
      surface.length <= 2 &&
      [k - 1, k + 1].some((n) => unknownAt(n) && KATAKANA_WORD.test(chunk[slots[n]!.from]!.surface));
    if (bound || shortKatakana) delete slot.vi;
  }

  const pieces: Piece[] = [];
  let run: Morpheme[] = [];
  const flushRun = (atEdge: boolean) => {
    // Particles between a translated word and the rest mean nothing once translated.
    let start = 0;
    let end = run.length;
    if (!atEdge || pieces.length) while (start < end && isGlue(run[start]!)) start += 1;
    while (end > start && isGlue(run[end - 1]!) && !atEdge) end -= 1;
    const words = run.slice(start, end);
    run = [];
    if (!words.length) return;
    if (words.every((m) => isGlue(m) || isName(m)) && words.some(isName)) {
      // Names: a run of katakana written together is one name; glue between names is dropped.
      let current = '';
      const names: string[] = [];
      for (const m of words) {
        if (isGlue(m)) {
          if (current) names.push(current);
          current = '';
        } else if (KATAKANA_WORD.test(m.surface)) current += m.surface;
        else {
          // A proper noun written in kanji is its own word, read without long vowels (河村 隆一 → Kawamura Ryuichi).
          if (current) names.push(current);
          names.push(m.reading.replace(/([オコソトノホモヨロゴゾドボポ])ウ/g, '$1').replace(/([ュクスツヌフムユルグズブプ])ウ/g, '$1'));
          current = '';
        }
      }
      if (current) names.push(current);
      for (const name of names) {
        const latin = romanizeName(name);
        if (latin) pieces.push({ kind: 'name', text: latin });
      }
      counts.names += words.filter((m) => !isGlue(m)).length;
      return;
    }
    counts.kept += words.filter((m) => !isGlue(m)).length;
    pieces.push({ kind: 'ja', text: words.map((m) => m.surface).join('') });
  };
  for (const slot of slots) {
    if (slot.vi === undefined) {
      run.push(...chunk.slice(slot.from, slot.to));
      continue;
    }
    flushRun(false);
    counts.terms += slot.to - slot.from;
    if (slot.vi) pieces.push({ kind: 'vi', text: slot.vi });
  }
  flushRun(true);
  return pieces;
}

/** Japanese text of a title through the segmenter; other text kept as written. */
function translateRaw(text: string, segmenter: Segmenter, counts: TitleTranslation['counts']): Piece[] {
  const pieces: Piece[] = [];
  let chunk: Morpheme[] = [];
  const flush = () => {
    if (chunk.length) pieces.push(...translateChunk(chunk, counts));
    chunk = [];
  };
  for (const m of segmenter.segment(text)) {
    if (isJapaneseMorpheme(m)) chunk.push(m);
    else if (KANA_OR_HAN.test(m.surface)) {
      // One token holding Latin and Japanese letters (Tシャツ): the glossary's word, else its script runs apart.
      flush();
      const vi = lookupJapaneseTerm(m.surface);
      if (vi !== undefined) {
        counts.terms += 1;
        pieces.push({ kind: 'vi', text: vi });
      } else pieces.push(...translateRaw(m.surface, runSegmenter, counts));
    } else {
      flush();
      // Symbols that only Japanese uses as a word (・ between names) stay as they are.
      pieces.push({ kind: 'source', text: m.surface });
    }
  }
  flush();
  return pieces;
}

/** Counters first ("全23巻"), then the rest through the segmenter. */
function piecesOf(source: string, segmenter: Segmenter, counts: TitleTranslation['counts']): Piece[] {
  const found: { start: number; end: number; text: string }[] = [];
  for (const { re, vi } of counters) {
    for (const m of source.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && f.start < end)) continue;
      found.push({ start, end, text: vi.replace(/\$(\d)/g, (_x, n: string) => m[Number(n)] ?? '') });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const pieces: Piece[] = [];
  let at = 0;
  for (const f of found) {
    if (at < f.start) pieces.push(...translateRaw(source.slice(at, f.start), segmenter, counts));
    pieces.push({ kind: 'vi', text: f.text });
    counts.terms += 1;
    at = f.end;
  }
  if (at < source.length) pieces.push(...translateRaw(source.slice(at), segmenter, counts));
  return pieces;
}

const WORD_END = /[\p{L}\p{N}\p{M}\p{Pe}\p{Pf}]/u;
const WORD_START = /[\p{L}\p{N}\p{Ps}\p{Pi}]/u;

/** Joins pieces: a space wherever a rewritten piece meets a word, and between Latin and Japanese letters. */
function join(pieces: Piece[]): string {
  let out = '';
  let previous: Piece | null = null;
  for (const piece of pieces) {
    if (!piece.text) continue;
    if (previous && out && !/\s$/.test(out) && !/^\s/.test(piece.text)) {
      const left = out.at(-1)!;
      const right = piece.text[0]!;
      const rewritten = previous.kind !== 'source' || piece.kind !== 'source';
      const scripts = (LATIN_LETTER.test(left) && KANA_OR_HAN.test(right)) || (KANA_OR_HAN.test(left) && LATIN_LETTER.test(right));
      if ((rewritten && WORD_END.test(left) && WORD_START.test(right)) || scripts) out += ' ';
    }
    out += piece.text;
    previous = piece;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** A Japanese title in Vietnamese (see the top of this file); `translated` is false when nothing changed. */
export function translateJapaneseTitle(title: string, segmenter: Segmenter): TitleTranslation {
  const counts = { terms: 0, names: 0, kept: 0 };
  if (!JAPANESE.test(title)) return { text: title, translated: false, counts };
  const source = title.normalize('NFKC');
  const text = join(piecesOf(source, segmenter, counts));
  const unchanged = text === source.replace(/\s+/g, ' ').trim();
  return { text: unchanged ? title : text, translated: !unchanged, counts };
}
