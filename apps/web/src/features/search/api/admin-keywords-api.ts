import type { AdminKeywordDto, Pagination, SiteCode } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export interface AdminKeywordFilters {
  page: number;
  site: SiteCode | null;
  /** null: all; true: hidden only; false: not hidden. */
  hidden: boolean | null;
  search: string | null;
}

export interface AdminKeywordPage {
  results: AdminKeywordDto[];
  pagination: Pagination;
  min_visitors: number;
}

/** GET /api/admin/keywords: counted keywords, most searched first (staff). */
export function getAdminKeywords(filters: AdminKeywordFilters, signal?: AbortSignal): Promise<AdminKeywordPage> {
  return http.get<AdminKeywordPage>(
    '/admin/keywords',
    {
      page: filters.page,
      type_code: filters.site ?? undefined,
      hidden: filters.hidden === null ? undefined : String(filters.hidden),
      search: filters.search ?? undefined,
    },
    signal,
  );
}

/** PUT /api/admin/keywords/hidden: hide a keyword from top searches and suggestions, or show it again. */
export async function setKeywordHidden(input: { type_code: string; name: string; hidden: boolean }): Promise<AdminKeywordDto> {
  return (await http.put<{ data: AdminKeywordDto }>('/admin/keywords/hidden', input)).data;
}
