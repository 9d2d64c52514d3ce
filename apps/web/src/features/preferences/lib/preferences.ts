import { storageKeys } from '@/shared/config/storage-keys';
import { readString, writeJson, writeString } from '@/shared/lib/storage';

export type FontSize = 'sm' | 'md' | 'lg';
export interface Preferences {
  fontSize: FontSize;
  reducedMotion: boolean;
}

export const defaultPreferences: Preferences = { fontSize: 'md', reducedMotion: false };

export function parsePreferences(raw: string | null): Preferences {
  if (!raw) return defaultPreferences;
  try {
    const value = JSON.parse(raw) as Partial<Preferences>;
    return {
      fontSize: value.fontSize === 'sm' || value.fontSize === 'lg' ? value.fontSize : 'md',
      reducedMotion: value.reducedMotion === true,
    };
  } catch {
    return defaultPreferences;
  }
}

export function readPreferencesRaw(): string | null {
  return readString(storageKeys.preferences);
}

/** Reflects the preferences on <html> (data-font-size, data-reduced-motion); CSS does the rest. */
export function applyPreferences(prefs: Preferences, root: HTMLElement = document.documentElement): void {
  if (prefs.fontSize === 'md') root.removeAttribute('data-font-size');
  else root.setAttribute('data-font-size', prefs.fontSize);
  if (prefs.reducedMotion) root.setAttribute('data-reduced-motion', 'true');
  else root.removeAttribute('data-reduced-motion');
}

export function savePreferences(prefs: Preferences): void {
  writeJson(storageKeys.preferences, prefs);
  applyPreferences(prefs);
}

/** Applies the stored preferences before the first render (no flash, no layout shift). */
export function applyStoredPreferences(): void {
  applyPreferences(parsePreferences(readPreferencesRaw()));
}

export function readContactPanelHidden(): string | null {
  return readString(storageKeys.contactPanelHidden);
}

export function writeContactPanelHidden(hidden: boolean): void {
  writeString(storageKeys.contactPanelHidden, hidden ? 'true' : 'false');
}
