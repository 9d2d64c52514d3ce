import { useNavigate } from 'react-router';
import { notificationsText } from '@kaimono/i18n';
import { formatDateTime } from '@/shared/lib/format-date';
import { cx } from '@/shared/lib/cx';
import { IconButton } from '@/shared/ui/button';
import { Icon, type IconName } from '@/shared/ui/icons';
import type { NotificationDto, NotificationKind, NotificationReaction } from '../api/notifications-api';
import { useNotificationActions } from '../hooks/use-notifications';

const categoryIcons: Record<NotificationKind, IconName> = {
  order: 'clipboard',
  bill: 'receipt',
  bid: 'gavel',
  over_pricing: 'trending',
  wallet: 'wallet',
  complaint: 'chat',
  promotion: 'star',
  system: 'info',
  saved_search: 'search',
  watch: 'eye',
};

/** The reactions offered on each notification (the API knows a few more). */
export const quickReactions: ReadonlyArray<{ value: NotificationReaction; emoji: string }> = [
  { value: 'like', emoji: '👍' },
  { value: 'love', emoji: '❤️' },
];

function isOwnPath(link: string | null): link is string {
  return !!link && link.startsWith('/') && !link.startsWith('//');
}

export interface NotificationItemProps {
  item: NotificationDto;
  /** Called after the customer opened the notification's link (the popover closes). */
  onNavigate?: () => void;
  /** The management page shows a checkbox. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
}

/** One notification: category, title, text, time; open, mark read, react, delete. */
/** The Japanese original of the item a notification names (bids, desired prices keep it in their data), when its text differs. */
function originalTitleOf(item: NotificationDto): string | null {
  const original = item.data?.item_title;
  if (typeof original !== 'string' || !original.trim()) return null;
  return item.title.includes(original) || item.body.includes(original) ? null : original;
}

export function NotificationItem({ item, onNavigate, selected, onSelectedChange }: NotificationItemProps) {
  const navigate = useNavigate();
  const { read, remove, react } = useNotificationActions();
  const original = originalTitleOf(item);

  const open = () => {
    if (!item.read) read.mutate([item.id]);
    if (isOwnPath(item.link)) {
      onNavigate?.();
      navigate(item.link);
    }
  };

  return (
    <li className={cx('notif-item', !item.read && 'notif-item--unread')} data-testid="notification" data-read={item.read ? 'true' : 'false'}>
      {onSelectedChange && (
        <input
          type="checkbox"
          className="notif-item__check"
          checked={!!selected}
          onChange={(e) => onSelectedChange(e.target.checked)}
          aria-label={notificationsText.selectLabel(item.title)}
        />
      )}
      <span className={cx('notif-item__icon', `notif-item__icon--${item.category}`)} aria-hidden="true">
        <Icon name={categoryIcons[item.category] ?? 'info'} size={18} />
      </span>
      <div className="notif-item__text">
        <button type="button" className="notif-item__title" onClick={open}>
          {!item.read && <span className="notif-item__dot" aria-label={notificationsText.unreadDot} role="img" />}
          {item.title}
        </button>
        <p className="notif-item__body">{item.body}</p>
        {original && (
          <p className="notif-item__original" data-testid="notif-original-title">
            {notificationsText.originalTitle}: <span lang="ja">{original}</span>
          </p>
        )}
        <p className="notif-item__meta">
          <span>{notificationsText.categories[item.category]}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
        </p>
        <div className="notif-item__reactions" role="group" aria-label={notificationsText.reactionsLabel}>
          {quickReactions.map((r) => {
            const active = item.reaction === r.value;
            return (
              <button
                key={r.value}
                type="button"
                className={cx('notif-item__reaction', active && 'is-active')}
                aria-pressed={active}
                aria-label={notificationsText.reactionLabel(notificationsText.reactions[r.value], item.title)}
                title={notificationsText.reactions[r.value]}
                onClick={() => react.mutate({ id: item.id, reaction: active ? null : r.value })}
              >
                <span aria-hidden="true">{r.emoji}</span>
              </button>
            );
          })}
        </div>
      </div>
      <div className="notif-item__actions">
        {!item.read && (
          <IconButton label={notificationsText.markReadLabel(item.title)} size="sm" onClick={() => read.mutate([item.id])}>
            <Icon name="check" size={16} />
          </IconButton>
        )}
        <IconButton label={notificationsText.removeLabel(item.title)} size="sm" onClick={() => remove.mutate([item.id])}>
          <Icon name="close" size={16} />
        </IconButton>
      </div>
    </li>
  );
}
