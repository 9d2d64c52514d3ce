import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isServer } from '@/shared/lib/render-env';

/** Opens once: the promise a section's hydration waits on. */
interface Gate {
  open: () => void;
  isOpen: () => boolean;
  promise: Promise<void>;
}

function createGate(): Gate {
  let opened = false;
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return {
    open: () => {
      opened = true;
      // Marked as React marks a settled promise, so use() reads it without suspending again.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
    isOpen: () => opened,
    promise,
  };
}

const subscribeNothing = () => () => {};
/** True while React hydrates server HTML (it reads the server snapshot then), false in a client render. */
const useIsHydrating = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );

/** Suspends while hydrating until the gate opens; renders its children at once in any other render. */
function HydrationGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Decided once, by the render that mounts it: React re-renders a hydrated gate once more (the
  // client value of the hydration flag), and use() must then still be called (a settled gate
  // returns at once).
  const [waits] = useState(useIsHydrating());
  if (waits && !isServer) use(gate.promise);
  return children;
}

export interface HydrateWhenVisibleProps {
  children: ReactNode;
  /** How far ahead of the viewport to hydrate (CSS margin syntax). */
  rootMargin?: string;
  className?: string;
}

/**
 * Server-rendered content that needs no JavaScript to be read (text, links, native <details>):
 * the server renders it, the browser shows that HTML at once and hydrates it only when it comes
 * near the viewport, so a long page does not pay for hydrating what nobody has scrolled to yet.
 *
 * How: the children sit in a Suspense boundary behind a gate that suspends during hydration until
 * an IntersectionObserver on the wrapper opens it; React keeps the server's HTML of a suspended
 * boundary and hydrates it when the gate opens. In a client render (a navigation inside the app)
 * the children render at once, as without this wrapper.
 *
 * The parent must not re-render it with new props before it has hydrated (React would then drop
 * the server HTML and render the boundary on the client): give it stable children, e.g. from a
 * memo component without props.
 */
export function HydrateWhenVisible({ children, rootMargin = '200px 0px', className }: HydrateWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);

  useEffect(() => {
    if (gate.isOpen()) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          gate.open();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate, rootMargin]);

  return (
    <div ref={ref} className={className} data-hydrate-when-visible="">
      <Suspense fallback={null}>
        <HydrationGate gate={gate}>{children}</HydrationGate>
      </Suspense>
    </div>
  );
}
