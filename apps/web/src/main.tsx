import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { applyStoredPreferences } from '@/features/preferences';
import '@/shared/ui/styles/global.css';
import { App } from '@/app/app';
import { readServerState } from '@/app/server-state';
import { createQueryClient } from '@/shared/api/query-client';

// Font size and reduced motion apply before the first paint (no flash, no layout shift).
applyStoredPreferences();

const container = document.getElementById('root');
if (container) {
  const state = readServerState(document);
  if (state) {
    // Server-rendered page (ADR 0011): the data it was rendered with goes into the cache first, so
    // hydration renders the same HTML and asks the API for none of it again.
    const queryClient = createQueryClient();
    hydrate(queryClient, state.queries);
    const renderEnv = { now: state.now, hasSession: state.hasSession };
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={queryClient} renderEnv={renderEnv} />
        </StrictMode>,
      );
    });
  } else {
    const root = createRoot(container);
    // A transition lets React render the first page in small slices instead of one long task,
    // keeping the main thread responsive while the page appears.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  }
}
