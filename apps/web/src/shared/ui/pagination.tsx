import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { uiKitText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { Icon } from './icons';
import './pagination.css';

export interface PaginationProps {
  page: number;
  size: number;
  total: number;
  /** Pages are links (shareable URLs) when given; otherwise buttons calling onPageChange. */
  hrefFor?: (page: number) => string;
  onPageChange?: (page: number) => void;
  className?: string;
}

/** Page numbers to show: first, last, current ±1, with gaps as null. */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}

export function Pagination({ page, size, total, hrefFor, onPageChange, className }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, size)));
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);

  const control = (target: number, content: ReactNode, label: string, opts: { current?: boolean; disabled?: boolean } = {}) => {
    const classes = cx('k-pagination__item', opts.current && 'k-pagination__item--current');
    if (opts.disabled) {
      return (
        <span className={cx(classes, 'k-pagination__item--disabled')} aria-disabled="true">
          {content}
          <span className="sr-only">{label}</span>
        </span>
      );
    }
    if (hrefFor) {
      return (
        <Link to={hrefFor(target)} className={classes} aria-label={label} aria-current={opts.current ? 'page' : undefined}>
          {content}
        </Link>
      );
    }
    return (
      <button type="button" className={classes} aria-label={label} aria-current={opts.current ? 'page' : undefined} onClick={() => onPageChange?.(target)}>
        {content}
      </button>
    );
  };

  return (
    <nav className={cx('k-pagination', className)} aria-label={uiKitText.paginationLabel}>
      <ul className="k-pagination__list">
        <li>{control(current - 1, <Icon name="chevronLeft" size={18} />, uiKitText.previousPage, { disabled: current === 1 })}</li>
        {pageWindow(current, pages).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className="k-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              control(p, p, uiKitText.pageLabel(p), { current: p === current })
            )}
          </li>
        ))}
        <li>{control(current + 1, <Icon name="chevronRight" size={18} />, uiKitText.nextPage, { disabled: current === pages })}</li>
      </ul>
    </nav>
  );
}
