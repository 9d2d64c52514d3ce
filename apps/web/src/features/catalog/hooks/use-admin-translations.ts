import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { correctTranslation, getAdminTranslations, type AdminTranslationFilters } from '../api/admin-translations-api';
import { catalogKeys } from '../api/query-keys';

export function useAdminTranslations(filters: AdminTranslationFilters) {
  return useQuery({
    queryKey: catalogKeys.adminTranslations(filters),
    queryFn: ({ signal }) => getAdminTranslations(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A correction changes the list and every title shown in the catalogue: both are read again. */
export function useCorrectTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctTranslation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}
