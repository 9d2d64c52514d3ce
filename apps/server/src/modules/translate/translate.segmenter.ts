import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import kuromoji from 'kuromoji';

/** One morpheme as the title engine reads it (a subset of kuromoji's IPADIC token). */
export interface Morpheme {
  surface: string;
  /** 名詞, 助詞, 記号 … */
  pos: string;
  /** 固有名詞, 接尾, 数 … */
  detail: string;
  /** Katakana reading; '' when the dictionary does not know the word. */
  reading: string;
  known: boolean;
}

export interface Segmenter {
  segment(text: string): Morpheme[];
}

export interface SegmenterLoad {
  loadMs: number;
  /** Growth of the process while the dictionary loaded (after a GC when one could be forced). */
  rssBytes: number;
  heapBytes: number;
  externalBytes: number;
}

let loading: Promise<Segmenter> | null = null;
let loaded: Segmenter | null = null;
let loadFigures: SegmenterLoad | null = null;

function dictionaryPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('kuromoji/package.json')), 'dict');
}

/**
 * kuromoji with the IPADIC dictionary of its npm package (ADR 0007). Loaded once per process: the
 * first call starts it (about 0.7 s, and a few hundred MB: see the ADR), later calls share it.
 */
export function loadSegmenter(): Promise<Segmenter> {
  loading ??= new Promise<Segmenter>((resolve, reject) => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = process.memoryUsage();
    const started = performance.now();
    kuromoji.builder({ dicPath: dictionaryPath() }).build((error, tokenizer) => {
      if (error) {
        loading = null;
        reject(error);
        return;
      }
      const loadMs = performance.now() - started;
      gc?.();
      const after = process.memoryUsage();
      loadFigures = {
        loadMs,
        rssBytes: after.rss - before.rss,
        heapBytes: after.heapUsed - before.heapUsed,
        externalBytes: after.external - before.external,
      };
      loaded = {
        segment: (text) =>
          tokenizer.tokenize(text).map((t) => ({
            surface: t.surface_form,
            pos: t.pos,
            detail: t.pos_detail_1,
            reading: t.reading && t.reading !== '*' ? t.reading : '',
            known: t.word_type === 'KNOWN',
          })),
      };
      resolve(loaded);
    });
  });
  return loading;
}

/** The segmenter when it has loaded, else null (callers then use the whole-word fallback). */
export function segmenterIfLoaded(): Segmenter | null {
  return loaded;
}

/** What loading the dictionary cost this process; null before it loaded. */
export function segmenterLoadFigures(): SegmenterLoad | null {
  return loadFigures;
}
