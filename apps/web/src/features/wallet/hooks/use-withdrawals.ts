import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../api/query-keys';
import { cancelWithdrawal, getWithdrawals, requestWithdrawal } from '../api/withdrawals-api';

/** The customer's withdrawal requests, newest first. */
export function useWithdrawals() {
  return useQuery({ queryKey: walletKeys.withdrawals, queryFn: ({ signal }) => getWithdrawals(signal) });
}

/** After a request or a cancel, the balances, history and transfers change too. */
function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [walletKeys.balances, walletKeys.withdrawals, walletKeys.historyAll, walletKeys.transfersAll].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useRequestWithdrawal() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: requestWithdrawal, onSettled: invalidate });
}

export function useCancelWithdrawal() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: cancelWithdrawal, onSettled: invalidate });
}
