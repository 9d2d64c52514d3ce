import { afterAll, describe, expect, it } from 'vitest';
import { createTitleWorker, segmenterLoadFigures } from './translate.segmenter.ts';
import { createTranslator } from './translate.service.ts';
import { mixedScriptWords } from './translate.titles.ts';

/** Waits for a condition (not for a time): polls until it holds, failing after `limitMs`. */
async function until(check: () => boolean, limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('kuromoji in a child process started on demand (ADR 0012)', () => {
  const worker = createTitleWorker({ idleMs: 300, timeoutMs: 120_000 });
  afterAll(() => worker.close());

  it('is not running before the first titles, translates them whole-morpheme, and ends when idle', { timeout: 180_000 }, async () => {
    expect(worker.running()).toBe(false);
    const [seiko, panzer] = await worker.translate(['SEIKO プレザージュ 腕時計', 'ガールズ&パンツァー フィギュア']);
    // Names stay whole (no "da" for レザー inside プレザージュ, no "quần" inside パンツァー).
    expect(seiko!.text).toContain('Purezaju');
    expect(panzer!.text).not.toContain('quần');
    expect(seiko!.translated).toBe(true);
    for (const t of [seiko!, panzer!]) expect(mixedScriptWords(t.text)).toEqual([]);
    const pid = worker.pid()!;
    expect(processAlive(pid)).toBe(true);

    await until(() => !worker.running());
    await until(() => !processAlive(pid));
    // The next titles start a new worker.
    const [again] = await worker.translate(['SEIKO プレザージュ 腕時計']);
    expect(again).toEqual(seiko);
    expect(worker.starts()).toBe(2);
  });
});

describe('the translator with segmenter "worker"', () => {
  const translator = createTranslator({ segmenter: 'worker', segmenterIdleMs: 60_000 });
  afterAll(() => translator.close());

  it('answers prepared titles from the worker, loading nothing in the server process', { timeout: 180_000 }, async () => {
    await translator.prepare(['SEIKO プレザージュ 腕時計']);
    expect(translator.toVietnamese('SEIKO プレザージュ 腕時計')).toContain('Purezaju');

    const title = 'ガールズ&パンツァー フィギュア';
    await translator.prepare([title]);
    const later = translator.toVietnamese(title);
    expect(later).not.toBeNull();
    expect(later).not.toContain('quần');
    // kuromoji was never loaded here: its figures exist only where it loaded.
    expect(segmenterLoadFigures()).toBeNull();
  });
});
