/**
 * How API requests leave the app: the browser's fetch, or on the server the renderer's in-process
 * call into its own API (ADR 0011), set once when the server-side bundle is loaded.
 */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiFetch | null = null;

export function setApiTransport(fetcher: ApiFetch | null): void {
  transport = fetcher;
}

export function apiFetch(url: string, init: RequestInit): Promise<Response> {
  return transport ? transport(url, init) : fetch(url, init);
}
