import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/shared/api/query-client';
import { AppErrorBoundary } from './errors/error-boundary';
import { AppProviders } from './providers';
import { createAppRouter } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
