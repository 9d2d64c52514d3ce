import { useId, useRef, type ReactNode } from 'react';
import type { ProductSummaryDto } from '@kaimono/contracts';
import { catalogText } from '@kaimono/i18n';
import { IconButton } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { ProductCard } from './product-card';

/** Cards of a grid whose pictures load at once (the first row on a desktop, two rows on a phone). */
const EAGER_CARDS = 4;

/** A responsive grid of product cards. */
export function ProductGrid({ products, ranked = false, showSite = false, headingLevel = 3 }: { products: readonly ProductSummaryDto[]; ranked?: boolean; showSite?: boolean; headingLevel?: 2 | 3 | 4 }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={`${product.site}:${product.code}`}>
          <ProductCard product={product} rank={ranked ? index + 1 : undefined} showSite={showSite} headingLevel={headingLevel} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

function CardSkeleton() {
  return (
    <div className="product-card product-card--skeleton">
      <div className="product-card__media">
        <Skeleton height="100%" radius={0} />
      </div>
      <div className="product-card__body">
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
        <Skeleton height={20} width="50%" />
      </div>
    </div>
  );
}

/** Placeholder cards with the real cards' size while a list loads. */
export function ProductGridSkeleton({ count = 8, rail = false, label }: { count?: number; rail?: boolean; label?: string }) {
  return (
    <LoadingRegion label={label}>
      <div className={rail ? 'product-rail__list' : 'product-grid'}>
        {Array.from({ length: count }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </LoadingRegion>
  );
}

/**
 * A horizontal row of cards (scrolls sideways, snaps to cards). The arrow buttons are a mouse
 * convenience; keyboard users move through the card links with Tab, which scrolls them into view.
 */
export function ProductRail({ products, title, ranked = false, showSite = false, headingLevel = 3 }: { products: readonly ProductSummaryDto[]; title: string; ranked?: boolean; showSite?: boolean; headingLevel?: 3 | 4 }) {
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({ left: direction * Math.max(240, list.clientWidth * 0.8), behavior: 'smooth' });
  };
  return (
    <div className="product-rail">
      <ul ref={listRef} id={id} className="product-rail__list">
        {products.map((product, index) => (
          <li key={`${product.site}:${product.code}`}>
            <ProductCard product={product} rank={ranked ? index + 1 : undefined} showSite={showSite} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {products.length > 2 && (
        <div className="product-rail__controls">
          <IconButton label={catalogText.railPrevious(title)} variant="secondary" size="sm" aria-controls={id} onClick={() => scroll(-1)}>
            <Icon name="chevronLeft" size={18} />
          </IconButton>
          <IconButton label={catalogText.railNext(title)} variant="secondary" size="sm" aria-controls={id} onClick={() => scroll(1)}>
            <Icon name="chevronRight" size={18} />
          </IconButton>
        </div>
      )}
    </div>
  );
}

/** A titled block of products: heading, optional "Xem tất cả", then the content. */
export function ProductSection({
  id,
  title,
  action,
  badge,
  children,
  level = 2,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="product-section" aria-labelledby={id}>
      <div className="product-section__head">
        <Heading id={id} className="product-section__title">
          {title}
          {badge && <span className="product-section__badge">{badge}</span>}
        </Heading>
        {action}
      </div>
      {children}
    </section>
  );
}
