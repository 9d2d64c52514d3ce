import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { itemText } from '@kaimono/i18n';
import { IconButton } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { GALLERY_IMAGE, THUMB_IMAGE, responsiveImage } from '@/shared/lib/images';
import { safeImageUrl } from '../lib/product-text';

/**
 * The listing's photos: one large image and a row of thumbnails. The thumbnails follow the tabs
 * pattern (arrow keys, Home and End move between them; only the selected one is in the Tab order).
 */
export function ItemGallery({ images, title }: { images: readonly string[]; title: string }) {
  const sources = images.map((src) => safeImageUrl(src)).filter((src): src is string => !!src);
  const [index, setIndex] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();
  const total = sources.length;

  if (total === 0) {
    return (
      <div className="item-gallery item-gallery--empty">
        <div className="item-gallery__main">
          <Icon name="info" size={32} />
          <p>{itemText.noImage}</p>
        </div>
      </div>
    );
  }

  const current = Math.min(index, total - 1);
  const select = (next: number, focus = false) => {
    const wrapped = (next + total) % total;
    setIndex(wrapped);
    if (focus) tabRefs.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: total - 1 };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div className="item-gallery" role="region" aria-label={itemText.galleryLabel}>
      <div className="item-gallery__main" id={`${id}-panel`} role={total > 1 ? 'tabpanel' : undefined} aria-labelledby={total > 1 ? `${id}-tab-${current}` : undefined}>
        <img
          {...responsiveImage(sources[current]!, GALLERY_IMAGE)}
          // The item page's largest paint: fetched first, before scripts and the thumbnails.
          fetchPriority="high"
          alt={itemText.imageAlt(title, current + 1, total)}
          width={600}
          height={600}
          decoding="async"
          referrerPolicy="no-referrer"
          data-testid="item-main-image"
        />
        {total > 1 && (
          <>
            <IconButton label={itemText.previousImage} variant="secondary" className="item-gallery__nav item-gallery__nav--prev" onClick={() => select(current - 1)}>
              <Icon name="chevronLeft" />
            </IconButton>
            <IconButton label={itemText.nextImage} variant="secondary" className="item-gallery__nav item-gallery__nav--next" onClick={() => select(current + 1)}>
              <Icon name="chevronRight" />
            </IconButton>
            <span className="item-gallery__counter" aria-hidden="true">
              {current + 1} / {total}
            </span>
          </>
        )}
      </div>
      {total > 1 && (
        <div className="item-gallery__thumbs" role="tablist" aria-label={itemText.thumbnailsLabel} onKeyDown={onKeyDown}>
          {sources.map((src, i) => (
            <button
              key={`${src}-${i}`}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={i === current}
              aria-controls={`${id}-panel`}
              aria-label={itemText.thumbnailLabel(i + 1, total)}
              tabIndex={i === current ? 0 : -1}
              className={i === current ? 'item-gallery__thumb is-active' : 'item-gallery__thumb'}
              onClick={() => select(i)}
            >
              <img {...responsiveImage(src, THUMB_IMAGE)} alt="" width={72} height={72} loading="lazy" decoding="async" referrerPolicy="no-referrer" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
