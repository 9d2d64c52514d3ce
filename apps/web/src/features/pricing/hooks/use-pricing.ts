import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteCode } from '@kaimono/contracts';
import {
  createRoute,
  deleteRoute,
  estimatePrice,
  getAdminPricing,
  getLandedCost,
  getPriceList,
  getPriceRules,
  getRoutes,
  getServiceExtras,
  getWarehouses,
  updateAdminPricing,
  updateRoute,
  type AdminPricingUpdateRequest,
  type PriceCalcRequest,
  type RouteSaveRequest,
} from '../api/pricing-api';
import { pricingKeys } from '../api/query-keys';

/** Fees change rarely: a few minutes' cache is plenty. */
const SCHEDULE_STALE_MS = 5 * 60_000;

export function usePriceList() {
  return useQuery({ queryKey: pricingKeys.priceList, queryFn: ({ signal }) => getPriceList(signal), staleTime: SCHEDULE_STALE_MS });
}

/** The rules the calculator applies, with worked examples (the fee page states them). */
export function usePriceRules() {
  return useQuery({ queryKey: pricingKeys.rules, queryFn: ({ signal }) => getPriceRules(signal), staleTime: SCHEDULE_STALE_MS });
}

export function useWarehouses() {
  return useQuery({ queryKey: pricingKeys.warehouses, queryFn: ({ signal }) => getWarehouses(signal), staleTime: SCHEDULE_STALE_MS });
}

export function useServiceExtras() {
  return useQuery({ queryKey: pricingKeys.extras, queryFn: ({ signal }) => getServiceExtras(signal), staleTime: SCHEDULE_STALE_MS });
}

export function useEstimate() {
  return useMutation({ mutationFn: (input: PriceCalcRequest) => estimatePrice(input) });
}

/** The landed cost of one product; no retry on a 4xx (an unknown item stays unknown). */
export function useLandedCost(site: SiteCode, code: string) {
  return useQuery({
    queryKey: pricingKeys.landedCost(site, code),
    queryFn: ({ signal }) => getLandedCost(site, code, signal),
    staleTime: 60_000,
  });
}

export function useRoutes(search: string, page: number) {
  return useQuery({
    queryKey: pricingKeys.routes(search, page),
    queryFn: ({ signal }) => getRoutes(search, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** A saved or deleted route changes the list, the fee schedule and every estimate. */
function useRouteMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }) });
}

export const useSaveRoute = () =>
  useRouteMutation(({ id, input }: { id: string | null; input: RouteSaveRequest }) => (id ? updateRoute(id, input) : createRoute(input)));
export const useDeleteRoute = () => useRouteMutation((id: string) => deleteRoute(id));

/** The staff editor's fee schedule: always read fresh (another staff member may have saved). */
export function useAdminPricing() {
  return useQuery({ queryKey: pricingKeys.admin, queryFn: ({ signal }) => getAdminPricing(signal), staleTime: 0 });
}

/** A saved section changes the fee page, every estimate and the editor: all pricing data is reloaded. */
export function useSaveAdminPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminPricingUpdateRequest) => updateAdminPricing(input),
    onSuccess: (answer) => queryClient.setQueryData(pricingKeys.admin, answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}
