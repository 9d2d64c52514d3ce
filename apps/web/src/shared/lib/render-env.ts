import { createContext, useContext } from 'react';

/**
 * What a render must agree on between the server and the browser's first (hydrating) render
 * (ADR 0011). On the server it describes the request being rendered; in the browser it carries the
 * server's values until hydration is done, so the first client render produces the same HTML.
 * `null` = a plain client render (no server HTML to match).
 */
export interface RenderEnv {
  /** The server's clock at render time: countdowns show this until the browser's clock takes over. */
  now: number;
  /** The request carried a login cookie: the session is shown as loading, never as a guest. */
  hasSession: boolean;
  /** Server only: collects the page's title and description for the document head. */
  setMeta?: (title: string | null, description: string | null) => void;
  /** Server only: the page's HTTP status (the 404 page sets 404). */
  setStatus?: (status: number) => void;
}

export const RenderEnvContext = createContext<RenderEnv | null>(null);

export function useRenderEnv(): RenderEnv | null {
  return useContext(RenderEnvContext);
}

/** True while rendering on the server (no DOM). */
export const isServer = typeof window === 'undefined' || typeof document === 'undefined';
