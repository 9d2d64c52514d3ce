import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { subscribeStorage } from '@/shared/lib/storage';
import {
  parsePreferences,
  readContactPanelHidden,
  readPreferencesRaw,
  savePreferences,
  writeContactPanelHidden,
  type Preferences,
} from '../lib/preferences';

/** Display preferences kept in localStorage ('kaimono.preferences'). */
export function usePreferences() {
  const raw = useSyncExternalStore(subscribeStorage, readPreferencesRaw, () => null);
  const preferences = useMemo(() => parsePreferences(raw), [raw]);
  const update = useCallback((change: Partial<Preferences>) => savePreferences({ ...parsePreferences(readPreferencesRaw()), ...change }), []);
  return { preferences, update };
}

/**
 * Whether the contact panel is hidden, persisted in 'kaimono.contactPanelHidden' (spec §4).
 * Until the visitor chooses, it starts hidden where space is short (phones), shown elsewhere.
 */
export function useContactPanelHidden(defaultHidden = false): [boolean, (hidden: boolean) => void] {
  const raw = useSyncExternalStore(subscribeStorage, readContactPanelHidden, () => null);
  return [raw === null ? defaultHidden : raw === 'true', writeContactPanelHidden];
}
