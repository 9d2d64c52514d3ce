import type { AlertItemDto, SavedSearchDto, SavedSearchInput, SavedSearchUpdate, WatchDto, WatchInput } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { AlertItemDto, SavedSearchDto, WatchDto };

export const alertsKeys = {
  all: ['alerts'] as const,
  savedSearches: () => ['alerts', 'saved-searches'] as const,
  matches: (id: string) => ['alerts', 'matches', id] as const,
  watches: (filter: { site?: string; code?: string } = {}) => ['alerts', 'watches', filter.site ?? '', filter.code ?? ''] as const,
};

export interface SavedSearchList {
  results: SavedSearchDto[];
  limit: number;
  used: number;
}

export const getSavedSearches = (signal?: AbortSignal) => http.get<SavedSearchList>('/saved-searches', undefined, signal);
export const createSavedSearch = (input: SavedSearchInput) => http.post<{ data: SavedSearchDto }>('/saved-searches', input);
export const updateSavedSearch = (id: string, patch: SavedSearchUpdate) => http.put<{ data: SavedSearchDto }>(`/saved-searches/${encodeURIComponent(id)}`, patch);
export const deleteSavedSearch = (id: string) => http.delete<{ success: true }>(`/saved-searches/${encodeURIComponent(id)}`);
export const getMatches = (id: string, signal?: AbortSignal) =>
  http.get<{ data: SavedSearchDto; results: AlertItemDto[] }>(`/saved-searches/${encodeURIComponent(id)}/matches`, undefined, signal);

export const getWatches = (filter: { site?: string; code?: string } = {}, signal?: AbortSignal) =>
  http.get<{ results: WatchDto[] }>('/watches', { site: filter.site, code: filter.code }, signal);
export const createWatch = (input: WatchInput) => http.post<{ data: WatchDto }>('/watches', input);
export const deleteWatch = (id: string) => http.delete<{ success: true }>(`/watches/${encodeURIComponent(id)}`);
