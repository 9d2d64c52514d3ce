import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { notificationsText, uiKitText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { NativeSelect } from '@/shared/ui/native-select';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { getNotifications, PAGE_SIZE, type ListParams, type NotificationKind, type NotificationTypeFilter } from '../api/notifications-api';
import { notificationsKeys } from '../api/query-keys';
import { useNotificationActions } from '../hooks/use-notifications';
import type { NotificationRole } from './notification-center';
import { NotificationFilter } from './notification-center';
import { NotificationItem } from './notification-item';
import './notifications.css';

const kinds = Object.keys(notificationsText.categories) as NotificationKind[];
const statuses = ['all', 'unread', 'read'] as const;

function readParams(params: URLSearchParams, role: NotificationRole): ListParams {
  const page = Number(params.get('page'));
  const category = params.get('category');
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: PAGE_SIZE,
    type: role === 'CUSTOMER' && params.get('type') === 'over_pricing' ? 'over_pricing' : 'all',
    category: category && (kinds as string[]).includes(category) ? (category as NotificationKind) : null,
    status: status && (statuses as readonly string[]).includes(status) ? (status as ListParams['status']) : 'all',
  };
}

/** /account/user/notification-mgmt: every notification, paged, with filters and bulk actions. */
export function NotificationManager({ role = 'CUSTOMER' }: { role?: NotificationRole }) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readParams(search, role), [search, role]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { read, remove, readAll } = useNotificationActions();
  const query = useQuery({ queryKey: notificationsKeys.page(params), queryFn: ({ signal }) => getNotifications(params, signal) });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '' || value === 'all') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setSelected(new Set());
    setSearch(next);
  };

  const results = query.data?.results ?? [];
  const allSelected = results.length > 0 && results.every((n) => selected.has(n.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const chosen = results.filter((n) => selected.has(n.id)).map((n) => n.id);

  return (
    <div className="notif-manager">
      <div className="notif-manager__filters">
        {role === 'CUSTOMER' && <NotificationFilter value={params.type} onChange={(type: NotificationTypeFilter) => update({ type })} />}
        <Field label={notificationsText.categoryLabel}>
          {(control) => (
            <NativeSelect
              {...control}
              value={params.category ?? 'all'}
              onChange={(e) => update({ category: e.target.value })}
              options={[{ value: 'all', label: notificationsText.categoryAll }, ...kinds.map((k) => ({ value: k, label: notificationsText.categories[k] }))]}
            />
          )}
        </Field>
        <Field label={notificationsText.statusLabel}>
          {(control) => (
            <NativeSelect
              {...control}
              value={params.status ?? 'all'}
              onChange={(e) => update({ status: e.target.value })}
              options={[
                { value: 'all', label: notificationsText.statusAll },
                { value: 'unread', label: notificationsText.statusUnread },
                { value: 'read', label: notificationsText.statusRead },
              ]}
            />
          )}
        </Field>
      </div>

      <div className="notif-manager__bar">
        <p className="muted" aria-live="polite">
          {query.data ? `${notificationsText.total(query.data.pagination.total)} · ${notificationsText.unreadCount(query.data.total_unreaded)}` : ''}
        </p>
        <div className="notif-manager__bulk">
          <label className="notif-manager__select-all">
            <input
              type="checkbox"
              checked={allSelected}
              disabled={results.length === 0}
              onChange={(e) => setSelected(e.target.checked ? new Set(results.map((n) => n.id)) : new Set())}
            />{' '}
            {notificationsText.selectAll}
          </label>
          {chosen.length > 0 && <span>{notificationsText.selectedCount(chosen.length)}</span>}
          <Button variant="secondary" size="sm" disabled={chosen.length === 0} loading={read.isPending} onClick={() => read.mutate(chosen, { onSuccess: () => setSelected(new Set()) })}>
            {notificationsText.markSelectedRead}
          </Button>
          <Button variant="secondary" size="sm" disabled={chosen.length === 0} onClick={() => setConfirmDelete(true)}>
            {notificationsText.deleteSelected}
          </Button>
          <Button size="sm" disabled={!query.data || query.data.total_unreaded === 0} loading={readAll.isPending} onClick={() => readAll.mutate({ type: params.type, category: params.category })}>
            {notificationsText.markAllRead}
          </Button>
        </div>
      </div>

      {query.isPending ? (
        <LoadingRegion>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={72} radius={8} />
          ))}
        </LoadingRegion>
      ) : query.isError ? (
        <EmptyState icon="alert" title={uiKitText.loadFailedTitle} description={errorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : results.length === 0 ? (
        <EmptyState
          icon="bell"
          headingLevel={2}
          title={params.type === 'all' && !params.category && params.status === 'all' ? notificationsText.empty : notificationsText.emptyFiltered}
          description={notificationsText.emptyBody}
        />
      ) : (
        <>
          <ul className="notif-list notif-manager__list">
            {results.map((item) => (
              <NotificationItem key={item.id} item={item} selected={selected.has(item.id)} onSelectedChange={(on) => toggle(item.id, on)} />
            ))}
          </ul>
          <Pagination page={params.page} size={PAGE_SIZE} total={query.data.pagination.total} onPageChange={(page) => update({ page: page > 1 ? String(page) : null })} />
        </>
      )}

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={notificationsText.removeConfirmTitle}
        description={notificationsText.removeConfirmBody}
        confirmLabel={notificationsText.remove}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(chosen, {
            onSettled: () => {
              setConfirmDelete(false);
              setSelected(new Set());
            },
          })
        }
      />
    </div>
  );
}
