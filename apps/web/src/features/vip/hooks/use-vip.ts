import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VipActivateRequest } from '@kaimono/contracts';
import { activateRenewal, activateVip, cancelVip, getHistory, getLevels, getWalletBalances, updateVipLevel, type VipLevelUpdate } from '../api/vip-api';
import { vipKeys } from '../api/query-keys';

export function useVipLevels() {
  return useQuery({ queryKey: vipKeys.levels, queryFn: ({ signal }) => getLevels(signal) });
}

export function useSubscriptionHistory(page: number) {
  return useQuery({ queryKey: vipKeys.history(page), queryFn: ({ signal }) => getHistory(page, signal), placeholderData: keepPreviousData });
}

/** Read fresh whenever the dialog opens: the customer may have topped up in another tab. */
export function useWalletBalance(enabled: boolean) {
  return useQuery({ queryKey: vipKeys.balance, queryFn: ({ signal }) => getWalletBalances(signal), enabled, staleTime: 0 });
}

/** Activation, cancel and renewal all change the level, the history and (activation) the balance. */
function useVipMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vipKeys.all }),
  });
}

export const useActivateVip = () => useVipMutation((input: VipActivateRequest) => activateVip(input));
export const useCancelVip = () => useVipMutation((code: string | undefined) => cancelVip(code));
export const useResumeRenewal = () => useVipMutation((code: string) => activateRenewal(code));

/** Staff: a level's price and perks; the levels (and every customer's view of them) are re-read. */
export const useUpdateVipLevel = () => useVipMutation(({ code, input }: { code: string; input: VipLevelUpdate }) => updateVipLevel(code, input));
