import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminKeywords, setKeywordHidden, type AdminKeywordFilters } from '../api/admin-keywords-api';
import { searchKeys } from '../api/query-keys';

export function useAdminKeywords(filters: AdminKeywordFilters) {
  return useQuery({
    queryKey: searchKeys.admin(filters),
    queryFn: ({ signal }) => getAdminKeywords(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Hiding changes the list and what visitors see: both are read again. */
export function useSetKeywordHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setKeywordHidden,
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchKeys.all }),
  });
}
