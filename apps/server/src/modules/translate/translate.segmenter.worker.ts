/**
 * The title engine with kuromoji in a child process (createTitleWorker, ADR 0012): loads the
 * dictionary once, then answers each batch `{id, titles}` with `{id, titles: [{text, translated}]}`
 * (or `{id, error}`). Ended by the server after an idle time, which returns the dictionary's memory;
 * ends by itself when the server goes away (its channel closes).
 */
import { loadSegmenter } from './translate.segmenter.ts';
import { translateJapaneseTitle } from './translate.titles.ts';

if (!process.send) throw new Error('translate.segmenter.worker.ts runs as a child process with an IPC channel');
const send = process.send.bind(process);
const segmenter = loadSegmenter();
// A failed load is answered per batch below; it must not end the process as an unhandled rejection.
segmenter.catch(() => undefined);

process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
process.on('message', (message: { id: number; titles: string[] }) => {
  segmenter.then(
    (loaded) => {
      try {
        const titles = message.titles.map((title) => {
          const out = translateJapaneseTitle(title, loaded);
          return { text: out.text, translated: out.translated };
        });
        send({ id: message.id, titles });
      } catch (error) {
        send({ id: message.id, error: error instanceof Error ? error.message : String(error) });
      }
    },
    (error: unknown) => send({ id: message.id, error: `the Japanese analyser did not load: ${error instanceof Error ? error.message : String(error)}` }),
  );
});
