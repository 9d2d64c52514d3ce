import type {
  NotificationCollectResponse,
  NotificationDto,
  NotificationKind,
  NotificationListResponse,
  NotificationReaction,
  NotificationTypeFilter,
} from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { NotificationDto, NotificationKind, NotificationReaction, NotificationTypeFilter };

/** Spec §9: the top list is page 1, size 50; the management page pages by 20. */
export const TOP_LIST_SIZE = 50;
export const PAGE_SIZE = 20;

export interface ListParams {
  page: number;
  size: number;
  type: NotificationTypeFilter;
  category?: NotificationKind | null;
  status?: 'all' | 'unread' | 'read';
}

export function getNotifications(params: ListParams, signal?: AbortSignal): Promise<NotificationListResponse> {
  return http.get<NotificationListResponse>(
    '/notification/mine',
    { page: params.page, size: params.size, type: params.type, category: params.category ?? undefined, status: params.status ?? 'all' },
    signal,
  );
}

/** Waits (up to 30 s, spec §4) for notifications newer than the cursor. */
export function collectNotifications(cursor: string, type: NotificationTypeFilter, signal?: AbortSignal): Promise<NotificationCollectResponse> {
  return http.get<NotificationCollectResponse>('/notification/collect', { cursor, type, timeout: 30_000 }, signal);
}

interface Mutation {
  message: string;
  total_unreaded: number;
  result: { affected: number };
}

/** What mark-all-read reads: a type filter and optionally one category (the list's filter). */
export interface MarkAllFilter {
  type: NotificationTypeFilter;
  category?: NotificationKind | null;
}

export const markAsRead = (ids: string[]) => http.put<Mutation>('/notification/mark-as-read', { ids });
export const deleteNotifications = (ids: string[]) => http.put<Mutation>('/notification/delete', { ids });
export const markAllAsRead = (filter: MarkAllFilter = { type: 'all' }) =>
  http.put<Mutation>('/notification/mark-all-as-read', { type: filter.type, ...(filter.category ? { category: filter.category } : {}) });
export const setReaction = (id: string, reaction: NotificationReaction | null) =>
  http.put<Mutation & { data: NotificationDto }>('/notification/reaction', { id, reaction });
