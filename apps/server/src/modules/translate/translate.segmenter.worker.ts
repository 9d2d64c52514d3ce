/**
 * The title engine with kuromoji in a worker thread (createTitleWorker, ADR 0012): loads the
 * dictionary once, then answers each batch `{id, titles}` with `{id, titles: [{text, translated}]}`
 * (or `{id, error}`). Ended by its parent after an idle time, which returns the dictionary's memory.
 */
import { parentPort } from 'node:worker_threads';
import { loadSegmenter } from './translate.segmenter.ts';
import { translateJapaneseTitle } from './translate.titles.ts';

if (!parentPort) throw new Error('translate.segmenter.worker.ts runs as a worker thread');
const port = parentPort;
const segmenter = loadSegmenter();
// A failed load is answered per batch below; it must not end the thread as an unhandled rejection.
segmenter.catch(() => undefined);

port.on('message', (message: { id: number; titles: string[] }) => {
  segmenter.then(
    (loaded) => {
      try {
        const titles = message.titles.map((title) => {
          const out = translateJapaneseTitle(title, loaded);
          return { text: out.text, translated: out.translated };
        });
        port.postMessage({ id: message.id, titles });
      } catch (error) {
        port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
      }
    },
    (error: unknown) => port.postMessage({ id: message.id, error: `the Japanese analyser did not load: ${error instanceof Error ? error.message : String(error)}` }),
  );
});
