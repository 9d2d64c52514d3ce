const SCHEME = /^https?:\/\//i;
// host.tld/anything — the last host label alphabetic, so "3.5/10" stays a keyword.
const HOST_AND_PATH = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}\.?(?::\d{1,5})?\/\S*$/i;

/** A pasted product link rather than a keyword: starts with http(s):// or looks like host/path. */
export function isUrlLike(input: string): boolean {
  const value = input.trim();
  if (!value) return false;
  if (SCHEME.test(value)) return true;
  return HOST_AND_PATH.test(value);
}

/** The link with a scheme, so the resolver can parse it ("jp.mercari.com/item/m1" -> "https://…"). */
export function withScheme(input: string): string {
  const value = input.trim();
  return SCHEME.test(value) ? value : `https://${value}`;
}

/** An in-app path from the resolver; anything else is refused. */
export function isInternalPath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
