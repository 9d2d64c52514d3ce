import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth';
import { createQueryClient } from '@/shared/api/query-client';
import { getAuthToken } from '@/shared/lib/auth-token';
import { RenderEnvContext, type RenderEnv } from '@/shared/lib/render-env';
import { AppErrorBoundary } from './errors/error-boundary';
import { AppProviders } from './providers';
import { createAppRouter } from './routes';

export interface AppProps {
  /** The cache the server's data was hydrated into (ADR 0011); a fresh one otherwise. */
  queryClient?: QueryClient;
  /** Set when hydrating server HTML: the server's clock and login hint, so the first render matches it. */
  renderEnv?: RenderEnv | null;
  /** The router, when the entry made it ahead of the first render (in a task of its own). */
  router?: ReturnType<typeof createAppRouter>;
}

export function App({ queryClient: given, renderEnv = null, router: givenRouter }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter());
  useEffect(() => {
    // The server saw no login cookie but this browser keeps a token: ask the server who it is.
    if (renderEnv && getAuthToken() && queryClient.getQueryData(authKeys.session) === null) {
      void queryClient.invalidateQueries({ queryKey: authKeys.session });
    }
  }, [queryClient, renderEnv]);
  return (
    <AppErrorBoundary>
      <RenderEnvContext value={renderEnv}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </RenderEnvContext>
    </AppErrorBoundary>
  );
}
