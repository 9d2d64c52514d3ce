import { act, memo, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible } from './hydrate-when-visible';
import { SERVER_HTML } from './hydrate-when-visible.fixture';

/** An IntersectionObserver the test moves: `show()` says every observed element came into view. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; self: IntersectionObserver }[] = [];
  class FakeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [], self: this as unknown as IntersectionObserver };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observed: () => observers.flatMap((o) => o.targets),
    show: () => {
      for (const o of observers) {
        if (o.targets.length) o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o.self);
      }
    },
  };
}

const isHydrated = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

function Section({ onClick }: { onClick: () => void }) {
  return (
    <p id="inside" onClick={onClick}>
      Câu hỏi thường gặp
    </p>
  );
}

describe('HydrateWhenVisible in the browser', () => {
  let container: HTMLDivElement;
  let root: Root | null = null;
  const recoverable = vi.fn();
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.append(container);
    recoverable.mockReset();
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
  });

  it('keeps the server HTML and hydrates it only once it comes into view', async () => {
    const io = fakeIntersectionObserver();
    container.innerHTML = SERVER_HTML;
    const serverNode = container.querySelector('#inside');
    const clicked = vi.fn();
    // The page around the section re-renders (as the home's hero does when the login state
    // arrives); the section is given as a stable element, so it is not touched meanwhile.
    let rerenderPage: () => void = () => {};
    const section = <Section onClick={clicked} />;
    function Page() {
      const [, setCount] = useState(0);
      useEffect(() => {
        rerenderPage = () => setCount((n) => n + 1);
      }, []);
      return <HydrateWhenVisibleMemo>{section}</HydrateWhenVisibleMemo>;
    }
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    await act(async () => rerenderPage());

    // Hydrated around it, not inside: the server's node is still there, without React behind it.
    expect(container.querySelector('[data-hydrate-when-visible]')).not.toBeNull();
    expect(io.observed()).toHaveLength(1);
    expect(container.querySelector('#inside')).toBe(serverNode);
    expect(isHydrated(serverNode)).toBe(false);
    (serverNode as HTMLElement).click();
    expect(clicked).not.toHaveBeenCalled();

    await act(async () => {
      io.show();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('#inside')).toBe(serverNode);
    expect(isHydrated(serverNode)).toBe(true);
    (serverNode as HTMLElement).click();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('renders its children at once in a client render (a navigation inside the app)', async () => {
    fakeIntersectionObserver();
    const clicked = vi.fn();
    await act(async () => {
      root = createRoot(container);
      root.render(
        <HydrateWhenVisible>
          <Section onClick={clicked} />
        </HydrateWhenVisible>,
      );
    });
    const node = container.querySelector('#inside') as HTMLElement;
    expect(node.textContent).toBe('Câu hỏi thường gặp');
    node.click();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    container.innerHTML = SERVER_HTML;
    const serverNode = container.querySelector('#inside');
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydrateWhenVisible className="lazy">
          <Section onClick={() => {}} />
        </HydrateWhenVisible>,
        { onRecoverableError: recoverable },
      );
    });
    expect(container.querySelector('#inside')).toBe(serverNode);
    expect(isHydrated(serverNode)).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
  });
});

/** As the home page uses it: a memo, so a re-render of the page with the same children skips it. */
const HydrateWhenVisibleMemo = memo(function HydrateWhenVisibleMemo({ children }: { children: ReactNode }) {
  return <HydrateWhenVisible className="lazy">{children}</HydrateWhenVisible>;
});
