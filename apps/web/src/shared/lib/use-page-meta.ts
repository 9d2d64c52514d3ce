import { useEffect } from 'react';
import { commonText } from '@kaimono/i18n';
import { useRenderEnv } from './render-env';

/**
 * Sets the document title ("… | Kaimono") and the meta description of the current page.
 * `null` means the site's default title; `undefined` leaves both alone (a child page decides).
 */
export function usePageMeta(title: string | null | undefined, description?: string | null): void {
  // On the server the head is written from what the page asked for (the deepest page wins).
  const env = useRenderEnv();
  if (env?.setMeta && title !== undefined) env.setMeta(title, description ?? null);
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title}${commonText.titleSuffix}` : `${commonText.brandName} — ${commonText.brandTagline}`;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = description || commonText.defaultDescription;
  }, [title, description]);
}
