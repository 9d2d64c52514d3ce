import { lazy } from 'react';

export { usePreferences, useContactPanelHidden } from './hooks/use-preferences';
export { applyStoredPreferences, type Preferences, type FontSize } from './lib/preferences';

/** Loaded when first opened. */
export const SettingsDialog = lazy(() => import('./components/settings-dialog'));
