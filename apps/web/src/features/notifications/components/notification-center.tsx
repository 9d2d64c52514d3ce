import { useState } from 'react';
import { Link } from 'react-router';
import { notificationsText, uiKitText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { cx } from '@/shared/lib/cx';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { Popover } from '@/shared/ui/popover';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import type { NotificationTypeFilter } from '../api/notifications-api';
import { useLiveCollect, useNotificationActions, useNotificationPolling, useTopNotifications } from '../hooks/use-notifications';
import { badgeText, resolvePollInterval } from '../lib/notification-toast';
import { NotificationItem } from './notification-item';
import './notifications.css';

/** Who looks at the centre (spec §2/§6: default CUSTOMER; only CUSTOMER sees the filter). */
export type NotificationRole = 'CUSTOMER' | 'STAFF' | 'ADMIN';

export interface NotificationCenterProps {
  role?: NotificationRole;
  /** Poll interval; default 60 s (spec §4/§9), or window.__KAIMONO_NOTIFICATION_POLL_MS__. */
  pollIntervalMs?: number;
  /** Open at first (tests). */
  defaultOpen?: boolean;
}

/** The filter of spec §2: all, or over_pricing (outbid) notifications. */
export function NotificationFilter({ value, onChange }: { value: NotificationTypeFilter; onChange: (value: NotificationTypeFilter) => void }) {
  const options: ReadonlyArray<{ value: NotificationTypeFilter; label: string }> = [
    { value: 'all', label: notificationsText.filterAll },
    { value: 'over_pricing', label: notificationsText.filterOverPricing },
  ];
  return (
    <div className="notif-filter" role="group" aria-label={notificationsText.filterLabel}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={cx('notif-filter__option', value === option.value && 'is-active')}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

function Panel({ role, filter, setFilter, close }: { role: NotificationRole; filter: NotificationTypeFilter; setFilter: (f: NotificationTypeFilter) => void; close: () => void }) {
  const list = useTopNotifications(filter, { enabled: true });
  const { readAll } = useNotificationActions();
  useLiveCollect(true, list.data?.result.cursor);
  const unread = list.data?.total_unreaded ?? 0;
  return (
    <div className="notif-center">
      <header className="notif-center__head">
        <div>
          <h2 className="notif-center__title">{notificationsText.title}</h2>
          <p className="notif-center__count" aria-live="polite">
            {notificationsText.unreadCount(unread)}
          </p>
        </div>
        <Button variant="link" size="sm" disabled={unread === 0} loading={readAll.isPending} onClick={() => readAll.mutate({ type: filter })}>
          {notificationsText.markAllRead}
        </Button>
      </header>
      {role === 'CUSTOMER' && <NotificationFilter value={filter} onChange={setFilter} />}
      <div className="notif-center__list">
        {list.isPending ? (
          <LoadingRegion>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={64} radius={8} />
            ))}
          </LoadingRegion>
        ) : list.isError ? (
          <EmptyState icon="alert" title={uiKitText.loadFailedTitle} description={errorText(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.results.length === 0 ? (
          <EmptyState icon="bell" title={filter === 'all' ? notificationsText.empty : notificationsText.emptyFiltered} description={notificationsText.emptyBody} />
        ) : (
          <ul className="notif-list">
            {list.data.results.map((item) => (
              <NotificationItem key={item.id} item={item} onNavigate={close} />
            ))}
          </ul>
        )}
      </div>
      <footer className="notif-center__foot">
        <Link to={paths.account.notificationMgmt} onClick={close}>
          {notificationsText.viewAll}
        </Link>
      </footer>
    </div>
  );
}

/**
 * The header bell of a logged-in visitor: the unread count, a popover with the latest 50
 * notifications (read, delete, mark all read, reactions; live while open through collect), and
 * the 60 s poll with its info toast.
 */
export function NotificationCenter({ role = 'CUSTOMER', pollIntervalMs, defaultOpen = false }: NotificationCenterProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [filter, setFilter] = useState<NotificationTypeFilter>('all');
  const poll = useNotificationPolling(true, resolvePollInterval(pollIntervalMs));
  const unread = poll.data?.total_unreaded ?? 0;
  // Only customers filter; others always see everything.
  const effectiveFilter = role === 'CUSTOMER' ? filter : 'all';
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={notificationsText.popoverLabel}
      align="end"
      className="notif-popover"
      trigger={
        <button
          type="button"
          className="site-header__icon-link notif-bell"
          aria-label={unread > 0 ? notificationsText.bellLabelUnread(unread) : notificationsText.bellLabel}
          title={notificationsText.bellLabel}
        >
          <Icon name="bell" size={22} />
          {unread > 0 && (
            <span className="notif-bell__badge" aria-hidden="true" data-testid="notification-badge">
              {badgeText(unread)}
            </span>
          )}
        </button>
      }
    >
      <Panel role={role} filter={effectiveFilter} setFilter={setFilter} close={() => setOpen(false)} />
    </Popover>
  );
}
