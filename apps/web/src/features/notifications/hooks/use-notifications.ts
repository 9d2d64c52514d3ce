import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { useToast } from '@/shared/ui/toast';
import {
  collectNotifications,
  deleteNotifications,
  getNotifications,
  markAllAsRead,
  markAsRead,
  setReaction,
  TOP_LIST_SIZE,
  type MarkAllFilter,
  type NotificationReaction,
  type NotificationTypeFilter,
} from '../api/notifications-api';
import { notificationsKeys } from '../api/query-keys';
import { shouldToast, type FeedSnapshot } from '../lib/notification-toast';

/** The top list (page 1, 50 — spec §9) of one filter; polled when `pollMs` is given. */
export function useTopNotifications(type: NotificationTypeFilter, options: { enabled: boolean; pollMs?: number }) {
  return useQuery({
    queryKey: notificationsKeys.top(type),
    queryFn: ({ signal }) => getNotifications({ page: 1, size: TOP_LIST_SIZE, type }, signal),
    enabled: options.enabled,
    refetchInterval: options.pollMs ?? false,
    staleTime: 0,
  });
}

/**
 * Polls the notifications every `pollMs` (60 s, spec §4/§9; the first poll right after login) and
 * shows an info toast when there are unread ones: at the first poll and whenever news arrives.
 */
export function useNotificationPolling(enabled: boolean, pollMs: number) {
  const toast = useToast();
  const query = useTopNotifications('all', { enabled, pollMs });
  const previous = useRef<FeedSnapshot | null>(null);
  const { data, dataUpdatedAt } = query;

  useEffect(() => {
    if (!data) return;
    const next = { total_unreaded: data.total_unreaded, collected: data.collected };
    if (shouldToast(previous.current, next)) {
      const newest = data.results.find((n) => !n.read);
      toast.info(notificationsText.toastTitle(data.total_unreaded), newest?.title);
    }
    previous.current = next;
    // dataUpdatedAt: a refetch with the same numbers is still a poll.
  }, [data, dataUpdatedAt, toast]);

  useEffect(() => {
    if (!enabled) previous.current = null;
  }, [enabled]);

  return query;
}

/**
 * While the centre is open, waits for news with the long-poll collect (30 s time-out) and
 * refreshes the lists as soon as a notification arrives.
 */
export function useLiveCollect(open: boolean, cursor: string | null | undefined) {
  const queryClient = useQueryClient();
  const cursorRef = useRef(cursor);
  useEffect(() => {
    cursorRef.current = cursor;
  }, [cursor]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    void (async () => {
      while (!controller.signal.aborted) {
        const current = cursorRef.current;
        if (!current) {
          await pause(1_000);
          continue;
        }
        try {
          const answer = await collectNotifications(current, 'all', controller.signal);
          if (answer.result.cursor) cursorRef.current = answer.result.cursor;
          if (answer.results.length > 0) await queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
        } catch {
          if (controller.signal.aborted) return;
          await pause(5_000);
        }
      }
    })();
    return () => controller.abort();
  }, [open, queryClient]);
}

/** Read, delete, mark all read and reactions; every change refreshes the lists and the count. */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
  const onError = (error: unknown) => toast.error(errorText(error));

  const read = useMutation({ mutationFn: (ids: string[]) => markAsRead(ids), onSettled: refresh, onError });
  const remove = useMutation({
    mutationFn: (ids: string[]) => deleteNotifications(ids),
    onSuccess: () => toast.success(notificationsText.removed),
    onSettled: refresh,
    onError,
  });
  // Said once, with what it read; the lists (and their unread counts, of the same filter) refresh.
  const readAll = useMutation({
    mutationFn: (filter: MarkAllFilter) => markAllAsRead(filter),
    onSuccess: (answer) =>
      answer.result.affected > 0 ? toast.success(notificationsText.markedAllReadCount(answer.result.affected)) : toast.info(notificationsText.nothingToMarkRead),
    onSettled: refresh,
    onError,
  });
  const react = useMutation({
    mutationFn: ({ id, reaction }: { id: string; reaction: NotificationReaction | null }) => setReaction(id, reaction),
    onSettled: refresh,
    onError,
  });
  return { read, remove, readAll, react };
}
