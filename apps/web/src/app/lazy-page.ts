import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page downloaded when first visited, named by its source file (relative to apps/web), so the
 * server-side renderer can name the page's script and stylesheets in the head of the HTML it sends
 * (from the build's manifest; ADR 0011).
 */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & { source: string };

export function lazyPage<P extends object>(source: string, load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  return Object.assign(lazy(load), { source });
}

export function pageSource(type: unknown): string | null {
  return type && (typeof type === 'object' || typeof type === 'function') && typeof (type as { source?: unknown }).source === 'string'
    ? (type as { source: string }).source
    : null;
}
