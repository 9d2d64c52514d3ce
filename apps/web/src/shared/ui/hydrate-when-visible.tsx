import { memo, Suspense, use, useId, useSyncExternalStore, type ReactNode } from 'react';
import { isServer } from '@/shared/lib/render-env';

const subscribeNever = () => () => {};

/**
 * True while the server renders and while the browser hydrates the server's HTML (React reads a
 * store's server snapshot then), false in every other browser render.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/** A settled thenable: use() returns at once (React reads its status). */
const READY = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

// One wait per boundary of the hydrated page (by its useId, the same on every retry of the render).
const waits = new Map<string, Promise<void>>();

function nearViewport(id: string, rootMargin: string): Promise<void> {
  let wait = waits.get(id);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const element = [...document.querySelectorAll('[data-hydrate-when-visible]')].find((e) => e.getAttribute('data-hydrate-when-visible') === id);
      if (!element || typeof IntersectionObserver === 'undefined') {
        resolve();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin },
      );
      observer.observe(element);
    });
    waits.set(id, wait);
  }
  return wait;
}

function Gate({ id, rootMargin, children }: { id: string; rootMargin: string; children: ReactNode }) {
  const hydrating = useHydrating();
  // Suspending while hydrating leaves the server's HTML in place; React hydrates it when the wait ends.
  use(hydrating && !isServer ? nearViewport(id, rootMargin) : READY);
  return children;
}

export interface HydrateWhenVisibleProps {
  /** How far ahead of the viewport hydration starts (CSS margin syntax). */
  rootMargin?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Server-rendered content below the fold that hydrates only when it comes near the viewport
 * (issue 15): the HTML is there at once (readable, crawlable), and the browser spends no main-thread
 * time on making it interactive until the visitor scrolls to it. Rendered in the browser without
 * server HTML (client navigation), it renders at once. Give it children whose props do not change
 * while it waits (memoised, plain values): an update to a boundary still waiting would make React
 * drop the server's HTML and render it again.
 */
export const HydrateWhenVisible = memo(function HydrateWhenVisible({ rootMargin = '300px 0px', className, children }: HydrateWhenVisibleProps) {
  const id = useId();
  return (
    <div className={className} data-hydrate-when-visible={id}>
      <Suspense fallback={null}>
        <Gate id={id} rootMargin={rootMargin}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
});
