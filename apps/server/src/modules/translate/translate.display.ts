/** What a module needs to show a product's title in Vietnamese: the translator's cached, synchronous rendering. */
export interface TitleTranslator {
  toVietnamese(text: string): string | null;
  /** Translates titles the translator has not seen with the word analyser (the title worker). */
  prepare?(texts: readonly string[]): Promise<void>;
}

/**
 * Before answering with stored titles (cart, orders, bids, favorites): have the ones this process has
 * not seen translated with the word analyser, as the catalog does, so the answer does not carry the
 * rough cut at script changes that `toVietnamese` gives an unprepared title.
 */
export async function prepareTitles(translator: TitleTranslator, titles: readonly string[]): Promise<void> {
  if (titles.length) await translator.prepare?.(titles);
}

/**
 * The Vietnamese title of a stored (Japanese) product name, read through the translator at the time
 * of the answer, so a staff correction or a better engine shows in every list at once; null when the
 * translator has nothing different from the original.
 */
export function vietnameseTitle(translator: TitleTranslator, title: string): string | null {
  const vi = translator.toVietnamese(title)?.trim();
  return vi && vi !== title.trim() ? vi : null;
}
