import { act, startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible } from './hydrate-when-visible';

// The server render (isServer) and the browser's, in one jsdom test.
const env = vi.hoisted(() => ({ server: false }));
vi.mock('@/shared/lib/render-env', async (importOriginal) => {
  const actual = await importOriginal<object>();
  return {
    ...actual,
    get isServer() {
      return env.server;
    },
  };
});

const rendered = vi.fn();
function Counter() {
  rendered();
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`Bấm ${count}`}
    </button>
  );
}

const observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ callback: this.callback, element });
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const tree = (
  <main>
    <p>Phía trên</p>
    <HydrateWhenVisible>
      <Counter />
    </HydrateWhenVisible>
  </main>
);

describe('HydrateWhenVisible', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('keeps the server HTML and hydrates it only when it comes near the viewport', async () => {
    env.server = true;
    const html = renderToString(tree);
    env.server = false;
    expect(html).toContain('Bấm 0');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    rendered.mockClear();
    const recoverable = vi.fn();

    await act(async () => {
      // As the entry does (main.tsx): hydration in a transition.
      startTransition(() => {
        hydrateRoot(container, tree, { onRecoverableError: recoverable });
      });
    });
    // Hydrated around it, not inside: the server's button is there, React has not rendered it.
    expect(rendered).not.toHaveBeenCalled();
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Bấm 0');
    expect(observed).toHaveLength(1);
    expect(observed[0]!.element.contains(button)).toBe(true);

    await act(async () => {
      observed[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(rendered).toHaveBeenCalled();
    // The same element, now live.
    expect(container.querySelector('button')).toBe(button);
    await act(async () => {
      button.click();
    });
    expect(button.textContent).toBe('Bấm 1');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
