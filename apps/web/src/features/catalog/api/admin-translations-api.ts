import type { AdminTranslationDto, Pagination } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export interface AdminTranslationFilters {
  page: number;
  /** null: all; true: corrected by staff; false: machine translations only. */
  corrected: boolean | null;
  search: string | null;
}

export interface AdminTranslationPage {
  results: AdminTranslationDto[];
  pagination: Pagination;
}

/** GET /api/admin/translations: translated titles, most recently changed first (staff). */
export function getAdminTranslations(filters: AdminTranslationFilters, signal?: AbortSignal): Promise<AdminTranslationPage> {
  return http.get<AdminTranslationPage>(
    '/admin/translations',
    { page: filters.page, corrected: filters.corrected === null ? undefined : String(filters.corrected), search: filters.search ?? undefined },
    signal,
  );
}

/** PUT /api/admin/translations: a staff correction of one title. */
export async function correctTranslation(input: { source_text: string; text_vi: string }): Promise<AdminTranslationDto> {
  return (await http.put<{ data: AdminTranslationDto }>('/admin/translations', input)).data;
}
