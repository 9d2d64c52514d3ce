import { Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { isServer } from '@/shared/lib/render-env';

export interface RenderWhenVisibleProps {
  /** Space kept for the content until it renders, so nothing below it jumps (no layout shift). */
  minHeight: CSSProperties['minHeight'];
  /** How far ahead of the viewport to start (CSS margin syntax). */
  rootMargin?: string;
  children: ReactNode;
  className?: string;
}

/**
 * Renders its children (typically a lazy component) only once the reserved box comes near the
 * viewport, so below-the-fold sections cost nothing on first load. Without IntersectionObserver
 * (old browsers, tests) it renders at once; on the server never.
 */
export function RenderWhenVisible({ minHeight, rootMargin = '400px 0px', children, className }: RenderWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The server renders the reserved box (below the fold, never in the server's HTML), as does the
  // browser's hydrating render.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined' && !isServer);

  useEffect(() => {
    if (visible) return;
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  const placeholder = <div aria-hidden="true" style={{ minHeight }} />;
  return (
    <div ref={ref} className={className} style={visible ? undefined : { minHeight }}>
      {visible ? <Suspense fallback={placeholder}>{children}</Suspense> : null}
    </div>
  );
}
