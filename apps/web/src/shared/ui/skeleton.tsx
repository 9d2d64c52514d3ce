import type { CSSProperties, ReactNode } from 'react';
import { uiKitText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import './skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A grey block that reserves the space of content still loading (no layout shift). */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return <span aria-hidden="true" className={cx('k-skeleton', className)} style={{ width, height, borderRadius: radius }} />;
}

/** Several text lines; the last one shorter. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className="k-skeleton-text" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/** Wraps skeletons so that assistive technology hears one "loading" instead of nothing. */
export function LoadingRegion({ children, label = uiKitText.loading }: { children: ReactNode; label?: string }) {
  return (
    <div role="status" aria-busy="true" className="k-loading-region">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** A list's first load: `rows` row-high blocks (the staff lists' tables). */
export function RowsSkeleton({ rows, className, height = 56 }: { rows: number; className?: string; height?: number }) {
  return (
    <div className={className}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius={8} />
      ))}
    </div>
  );
}
