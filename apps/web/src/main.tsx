import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyStoredPreferences } from '@/features/preferences';
import '@/shared/ui/styles/global.css';
import { App } from '@/app/app';

// Font size and reduced motion apply before the first paint (no flash, no layout shift).
applyStoredPreferences();

const container = document.getElementById('root');
if (container) {
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
