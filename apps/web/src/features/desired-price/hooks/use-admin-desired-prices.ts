import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerAdminDesiredPrice,
  getAdminDesiredPrice,
  getAdminDesiredPrices,
  type AdminDesiredPriceAnswer,
  type AdminDesiredPriceFilters,
} from '../api/admin-desired-price-api';
import { desiredPriceKeys } from '../api/query-keys';

export function useAdminDesiredPrices(filters: AdminDesiredPriceFilters) {
  return useQuery({
    queryKey: desiredPriceKeys.adminList(filters.status, filters.site, filters.q, filters.page),
    queryFn: ({ signal }) => getAdminDesiredPrices(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminDesiredPrice(id: string | null) {
  return useQuery({
    queryKey: desiredPriceKeys.adminDetail(id ?? ''),
    queryFn: ({ signal }) => getAdminDesiredPrice(id!, signal),
    enabled: id !== null,
  });
}

/** The seller's answer; the list and the detail are fetched again after it answered. */
export function useAnswerDesiredPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: string; body: AdminDesiredPriceAnswer }) => answerAdminDesiredPrice(p.id, p.body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: desiredPriceKeys.admin }),
  });
}
