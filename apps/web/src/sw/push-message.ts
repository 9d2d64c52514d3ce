/** What the service worker reads from a push message (kept apart from sw.ts so it can be tested). */

/** The server's message (`PushPayload` in packages/contracts/src/push.ts); any field may be missing. */
export interface PushMessage {
  id?: string;
  category?: string;
  title?: string;
  body?: string;
  icon?: string;
  link?: string | null;
}

export const DEFAULT_TITLE = 'Kaimono';
export const DEFAULT_ICON = '/icons/notification-192.png';

/**
 * A path of this app (`/mercari/item/…`), else `/`: a link to another site (`https://…`,
 * `//evil.example`, `/\evil.example`, `javascript:`) is never opened from a notification.
 */
export function safePath(link: unknown): string {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return '/';
  try {
    const base = 'https://app.invalid';
    const url = new URL(link, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The message's JSON; a message that is not JSON shows its text as the body. */
export function readPushMessage(data: { json(): unknown; text(): string } | null | undefined): PushMessage {
  if (!data) return {};
  try {
    const value = data.json();
    return value && typeof value === 'object' ? (value as PushMessage) : {};
  } catch {
    return { body: data.text() };
  }
}

/** The title and options of the notification shown for a message. */
export function notificationOf(message: PushMessage): { title: string; options: NotificationOptions } {
  const title = typeof message.title === 'string' && message.title.trim() ? message.title : DEFAULT_TITLE;
  return {
    title,
    options: {
      body: typeof message.body === 'string' ? message.body : '',
      icon: typeof message.icon === 'string' && message.icon.startsWith('/') && !message.icon.startsWith('//') ? message.icon : DEFAULT_ICON,
      badge: DEFAULT_ICON,
      lang: 'vi',
      ...(typeof message.id === 'string' ? { tag: message.id } : {}),
      data: { link: safePath(message.link), id: message.id ?? null, category: message.category ?? null },
    },
  };
}
