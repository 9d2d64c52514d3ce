import { notificationsAdminText } from '@kaimono/i18n';
import type { NotificationKind } from '@kaimono/contracts';
import { BROADCAST_KINDS } from '../api/admin-notifications-api';

const t = notificationsAdminText.errors;

export type Audience = 'one' | 'all';

export interface NotificationFormValues {
  audience: Audience;
  category: NotificationKind;
  title: string;
  body: string;
  link: string;
}

export type NotificationFormErrors = Partial<Record<'title' | 'body' | 'link' | 'category', string>>;

/** A path inside Kaimono (the contract's internalLink): starts with one "/", no spaces. */
const INTERNAL_LINK = /^\/(?![/\\])\S*$/;

/** A customer number as typed: trimmed, upper-cased ('km000123 ' → 'KM000123'); '' → null. */
export function normalizeCustomerNo(text: string): string | null {
  const value = text.trim().toUpperCase();
  return value ? value : null;
}

/** The server's rules, checked before anything is sent (the server checks again; its message wins). */
export function validateNotification(values: NotificationFormValues): NotificationFormErrors {
  const errors: NotificationFormErrors = {};
  const title = values.title.trim();
  const body = values.body.trim();
  const link = values.link.trim();
  if (!title || title.length > 200) errors.title = t.title;
  if (!body || body.length > 2000) errors.body = t.body;
  if (link && (link.length > 500 || !INTERNAL_LINK.test(link))) errors.link = t.link;
  if (values.audience === 'all' && !BROADCAST_KINDS.includes(values.category)) errors.category = t.broadcastCategory;
  return errors;
}
