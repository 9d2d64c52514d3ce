import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { applyStoredPreferences } from '@/features/preferences';
import '@/shared/ui/styles/global.css';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/routes';
import { readServerState } from '@/app/server-state';
import { createQueryClient } from '@/shared/api/query-client';

// Font size and reduced motion apply before the first paint (no flash, no layout shift).
applyStoredPreferences();

/** Ends the current task: the browser may paint and answer input before the next start-up step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Server-rendered page (ADR 0011): the data it was rendered with goes into the cache first, so
 * hydration renders the same HTML and asks the API for none of it again. Start-up comes in short
 * tasks instead of one long one (issue 15, a phone at 4× CPU: evaluating the scripts, then the
 * router — matching and ranking every route of the app — then hydration, which React slices itself
 * in a transition).
 */
async function hydratePage(container: HTMLElement, state: NonNullable<ReturnType<typeof readServerState>>): Promise<void> {
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  const renderEnv = { now: state.now, hasSession: state.hasSession };
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} renderEnv={renderEnv} router={router} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (container) {
  const state = readServerState(document);
  if (state) {
    void hydratePage(container, state);
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
