import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeContent, homeText } from '@kaimono/i18n';
import { baseHandlers, mockApi } from '@/test/mock-api';
import { createTestQueryClient } from '@/test/render-app';
import { AppProviders } from '@/app/providers';
import { HomeReading, HomeRoute } from './home';

// Switched per render: the server renderer (no DOM) or the browser.
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

const READING_TITLES = [homeText.stepsTitle, homeText.whyTitle, homeContent.feesTeaser.title, homeContent.testimonialsTitle, homeContent.newsTitle, homeText.faqTitle];

function serverHtml(element: React.ReactElement): string {
  env.server = true;
  try {
    return renderToString(
      <AppProviders queryClient={createTestQueryClient()}>
        <MemoryRouter>{element}</MemoryRouter>
      </AppProviders>,
    );
  } finally {
    env.server = false;
  }
}

/** An IntersectionObserver that reports nothing until `show()`. */
function stubIntersectionObserver() {
  const callbacks: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        callbacks.push(this.entry);
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
    },
  );
  return {
    show: () => {
      for (const { callback, targets } of callbacks) {
        if (targets.length) callback(targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
      }
    },
  };
}

const hydrated = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

describe('home page rendering', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('the server HTML holds the hero and every reading section, each in its own lazily hydrated box; the shop is left to the browser', () => {
    mockApi(baseHandlers());
    const html = serverHtml(<HomeRoute />);
    expect(html).toContain(homeContent.hero.title);
    const boxes = html.split('data-hydrate-when-visible=""').slice(1);
    expect(boxes).toHaveLength(READING_TITLES.length);
    READING_TITLES.forEach((title, index) => expect(boxes[index]).toContain(title));
    // The catalog parts render in the browser when scrolled to (nothing of them on the server).
    expect(html).not.toContain('home-categories-title');
    expect(html).not.toContain('home-keywords-title');
  });

  it('hydrates the reading sections only when they come into view, on the server’s nodes, without a hydration error', async () => {
    mockApi(baseHandlers());
    const io = stubIntersectionObserver();
    const container = document.createElement('div');
    container.innerHTML = serverHtml(<HomeReading />);
    document.body.append(container);
    const faq = container.querySelector('#home-faq-title');
    const steps = container.querySelector('#home-steps-title');
    expect(faq?.textContent).toBe(homeText.faqTitle);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      root = hydrateRoot(
        container,
        <AppProviders queryClient={createTestQueryClient()}>
          <MemoryRouter>
            <HomeReading />
          </MemoryRouter>
        </AppProviders>,
        { onRecoverableError: recoverable },
      );
    });
    expect(hydrated(faq)).toBe(false);
    expect(hydrated(steps)).toBe(false);
    expect(container.querySelector('#home-faq-title')).toBe(faq);

    await act(async () => {
      io.show();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('#home-faq-title')).toBe(faq);
    expect(container.querySelector('#home-steps-title')).toBe(steps);
    expect(hydrated(faq)).toBe(true);
    expect(hydrated(steps)).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
  });
});
