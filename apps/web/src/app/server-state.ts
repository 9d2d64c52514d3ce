import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON block that carries a server-rendered page's data (ADR 0011). */
export const SERVER_STATE_ID = 'kaimono-state';

/** What the server hands to the browser with a rendered page. */
export interface ServerState {
  /** The TanStack Query cache the page was rendered from. */
  queries: DehydratedState;
  /** The server's clock at render time (countdowns hydrate with it). */
  now: number;
  /** A login cookie came with the request (the header rendered the session as loading). */
  hasSession: boolean;
}

/**
 * The state as a JSON data block (`type="application/json"`: never executed, so the page needs no
 * inline script under the CSP). `<` is escaped so no value can close the element.
 */
export function serverStateScript(state: ServerState): string {
  return `<script type="application/json" id="${SERVER_STATE_ID}">${safeJson(state)}</script>`;
}

/** JSON that is safe inside a `<script>` element (no `</script>`, no `<!--`). */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The state of a server-rendered page, or null for the plain SPA shell. */
export function readServerState(doc: Document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    return state && typeof state === 'object' && state.queries ? state : null;
  } catch {
    return null;
  }
}
