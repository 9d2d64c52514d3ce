const isHttpUrl = (value: string) => /^https?:\/\//i.test(value.trim());

/** `tel:` link of a phone number as the store writes it ("1900 1234", "+84 28 …"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A Zalo chat link from a URL or a phone number. */
export function zaloHref(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (isHttpUrl(v)) return v;
  const digits = v.replace(/\D/g, '');
  return digits ? `https://zalo.me/${digits}` : null;
}

/** A Facebook Messenger link from a URL or a page name. */
export function facebookChatHref(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (isHttpUrl(v)) return v;
  return /^[A-Za-z0-9.]+$/.test(v) ? `https://m.me/${v}` : null;
}

/** Only http(s) links from the API are rendered as links. */
export function safeExternalHref(value: string | null | undefined): string | null {
  return value && isHttpUrl(value) ? value.trim() : null;
}
