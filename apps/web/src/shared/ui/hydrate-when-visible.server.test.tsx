import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible } from './hydrate-when-visible';
import { SERVER_HTML } from './hydrate-when-visible.fixture';

// The server renderer's view (no DOM): jsdom has a window, so the flag is set as on the server.
vi.mock('@/shared/lib/render-env', async (importOriginal) => ({ ...(await importOriginal<object>()), isServer: true }));

describe('HydrateWhenVisible on the server', () => {
  it('renders its children into the HTML, inside a Suspense boundary the browser can hydrate later', () => {
    const html = renderToString(
      <HydrateWhenVisible className="lazy">
        <p id="inside">Câu hỏi thường gặp</p>
      </HydrateWhenVisible>,
    );
    // The exact markup the browser test hydrates: the content is there, not a fallback.
    expect(html).toBe(SERVER_HTML);
  });
});
