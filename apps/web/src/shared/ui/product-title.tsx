import './product-title.css';

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
/** lang="ja" on text that has kana or kanji (an English or model-number title is not marked Japanese). */
export const japaneseLang = (text: string): 'ja' | undefined => (JAPANESE.test(text) ? 'ja' : undefined);

export interface ProductTitleProps {
  /** The title as the marketplace wrote it (Japanese). */
  original: string;
  /** The Vietnamese title the server answered (`name_vi` / `title_vi`); null when it has none. */
  vietnamese: string | null | undefined;
  className?: string;
}

/** The Vietnamese title of a product, the Japanese original below it (smaller, lang="ja"); the original alone when there is no translation. */
export function ProductTitle({ original, vietnamese, className }: ProductTitleProps) {
  const vi = vietnamese && vietnamese !== original ? vietnamese : null;
  return (
    <span className={className ? `product-title ${className}` : 'product-title'}>
      {vi ? (
        <>
          <span className="product-title__vi">{vi}</span>
          <span className="product-title__ja" lang={japaneseLang(original)}>
            {original}
          </span>
        </>
      ) : (
        <span className="product-title__vi" lang={japaneseLang(original)}>
          {original}
        </span>
      )}
    </span>
  );
}

/** The title a product is named by in labels, toasts and alt text: the Vietnamese one when there is one. */
export function displayTitle(original: string, vietnamese: string | null | undefined): string {
  return vietnamese || original;
}
