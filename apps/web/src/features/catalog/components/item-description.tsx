import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { itemText } from '@kaimono/i18n';
import { Button } from '@/shared/ui/button';
import { translateToVietnamese } from '../api/catalog-api';
import { descriptionText } from '../lib/product-text';

const TRANSLATE_MAX = 2000;

/**
 * The seller's description as plain text (it is untrusted marketplace content: never parsed as
 * HTML), with an on-demand machine translation into Vietnamese.
 */
export function ItemDescription({ raw }: { raw: string }) {
  const text = descriptionText(raw);
  const [showTranslation, setShowTranslation] = useState(false);
  const translate = useMutation({ mutationFn: () => translateToVietnamese(text.slice(0, TRANSLATE_MAX)) });

  if (!text) return <p className="muted">{itemText.descriptionEmpty}</p>;
  const translated = showTranslation && translate.data ? translate.data.text : null;
  return (
    <div className="item-description">
      <div className="item-description__actions">
        {translated ? (
          <Button variant="secondary" size="sm" onClick={() => setShowTranslation(false)}>
            {itemText.showOriginalDescription}
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            loading={translate.isPending}
            onClick={() => {
              setShowTranslation(true);
              if (!translate.data) translate.mutate();
            }}
          >
            {itemText.translateDescription}
          </Button>
        )}
      </div>
      {translate.isError && showTranslation && (
        <p className="k-field__error" role="alert">
          {translate.error instanceof Error && translate.error.message !== 'translate failed' ? translate.error.message : itemText.failedHelp}
        </p>
      )}
      {translated ? (
        <>
          <p className="item-description__notice" role="note">
            {itemText.translatedNotice} {text.length > TRANSLATE_MAX && itemText.translatedCut}
          </p>
          <div className="item-description__text" lang="vi" data-testid="item-description-vi">
            {translated}
          </div>
        </>
      ) : (
        <div className="item-description__text" lang="ja" data-testid="item-description">
          {text}
        </div>
      )}
    </div>
  );
}
