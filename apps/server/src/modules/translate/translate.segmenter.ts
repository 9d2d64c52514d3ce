import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import kuromoji from 'kuromoji';
import { serverRoot } from '../../platform/paths.ts';

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

// ---------------------------------------------------------------------------------------------
// The analyser in a child process, started on demand (ADR 0012)

/** A title as the worker answers it (translate.titles.ts with kuromoji). */
export interface WorkerTitle {
  text: string;
  translated: boolean;
}

export interface TitleWorker {
  /** The titles through kuromoji in the worker (started now if it is not running). */
  translate(titles: readonly string[]): Promise<WorkerTitle[]>;
  /** True while a worker exists (loading, working or waiting for its idle time to pass). */
  running(): boolean;
  /** How many workers were started so far (the benchmark and tests read it). */
  starts(): number;
  /** The worker's process id while it runs (the benchmark reads its memory). */
  pid(): number | null;
  /** Ends the worker now; a later `translate` starts a new one. */
  close(): Promise<void>;
}

export interface TitleWorkerOptions {
  /** The worker ends after this long without work, and the memory of its dictionary is returned; default 60 s. */
  idleMs?: number;
  /** Time allowed for one batch, dictionary load included; default 30 s. */
  timeoutMs?: number;
  /** The worker's module; default: beside the bundle (dist/segmenter-worker.js) or the source file. */
  workerPath?: string;
}

function defaultWorker(): { path: string; execArgv: string[] } {
  // From the sources (tests, tsx) the worker is a TypeScript file and needs tsx's loader; from the
  // bundle (apps/server/dist, ADR 0012) it is dist/segmenter-worker.js, built beside main.js.
  if (import.meta.url.endsWith('.ts')) {
    return { path: fileURLToPath(new URL('./translate.segmenter.worker.ts', import.meta.url)), execArgv: ['--import', 'tsx'] };
  }
  return { path: join(serverRoot, 'dist', 'segmenter-worker.js'), execArgv: [] };
}

type Pending = { resolve: (titles: WorkerTitle[]) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/**
 * kuromoji in a child process that starts with the first batch of titles and ends after `idleMs`
 * without work: an idle server does not hold the ~300 MiB of the dictionary (ADR 0012). A process
 * rather than a worker thread because only the end of a process is sure to give all of that memory
 * back (a thread's freed buffers stay in the allocator's arenas, measured: +157 MiB kept). The
 * lattice's CPU time is spent off the server's event loop too. One batch is one message; batches
 * are answered in order.
 */
export function createTitleWorker(options: TitleWorkerOptions = {}): TitleWorker {
  const idleMs = options.idleMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const target = options.workerPath
    ? { path: options.workerPath, execArgv: options.workerPath.endsWith('.ts') ? ['--import', 'tsx'] : [] }
    : defaultWorker();
  let worker: ChildProcess | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  let started = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      p.reject(error);
      pending.delete(id);
    }
  };

  const stop = async (current: ChildProcess | null) => {
    if (!current) return;
    if (worker === current) worker = null;
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    failAll(new Error('the title worker was stopped'));
    if (current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGTERM');
    await exited;
  };

  const armIdle = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (pending.size || !worker) return;
    const current = worker;
    idleTimer = setTimeout(() => void stop(current), idleMs);
    idleTimer.unref();
  };

  const spawn = (): ChildProcess => {
    started += 1;
    const created = fork(target.path, [], { execArgv: target.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    // Neither the process nor its channel keeps the server alive; pending batches hold their own timers.
    created.unref();
    (created.channel as { unref?: () => void } | undefined)?.unref?.();
    created.on('message', (message: { id: number; titles?: WorkerTitle[]; error?: string }) => {
      const p = pending.get(message.id);
      if (!p) return;
      pending.delete(message.id);
      clearTimeout(p.timer);
      if (message.titles) p.resolve(message.titles);
      else p.reject(new Error(message.error ?? 'the title worker failed'));
      armIdle();
    });
    const gone = (error: Error) => {
      if (worker === created) worker = null;
      failAll(error);
    };
    created.on('error', gone);
    created.on('exit', (code, signal) => gone(new Error(`the title worker exited (${signal ?? code})`)));
    return created;
  };

  return {
    translate(titles) {
      if (!titles.length) return Promise.resolve([]);
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      worker ??= spawn();
      const current = worker;
      const id = nextId++;
      return new Promise<WorkerTitle[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`the title worker did not answer in ${timeoutMs} ms`));
          armIdle();
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        current.send({ id, titles: [...titles] });
      });
    },
    running: () => worker !== null,
    starts: () => started,
    pid: () => worker?.pid ?? null,
    close: () => stop(worker),
  };
}
