/** What a module needs to show a product's title in Vietnamese: the translator's cached, synchronous rendering. */
export interface TitleTranslator {
  toVietnamese(text: string): string | null;
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
