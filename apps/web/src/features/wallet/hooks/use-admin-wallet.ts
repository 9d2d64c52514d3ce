import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignBankTransfer,
  completeWithdrawal,
  getAdminWithdrawals,
  getBankTransfers,
  getRateWithHistory,
  getWalletCustomer,
  getWalletReport,
  postAdjustment,
  rejectBankTransfer,
  rejectWithdrawal,
  setExchangeRate,
  type AdjustmentInput,
  type BankTransferStatus,
  type WithdrawalStatus,
} from '../api/admin-wallet-api';
import { adminWalletKeys } from '../api/admin-query-keys';

export function useBankTransfers(status: BankTransferStatus | null, page: number) {
  return useQuery({
    queryKey: adminWalletKeys.transfers(status, page),
    queryFn: ({ signal }) => getBankTransfers(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminWithdrawals(status: WithdrawalStatus | null, page: number) {
  return useQuery({
    queryKey: adminWalletKeys.withdrawals(status, page),
    queryFn: ({ signal }) => getAdminWithdrawals(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** A customer by number (null: nothing looked up yet). Never cached for long: balances move. */
export function useWalletCustomer(customerNo: string | null) {
  return useQuery({
    queryKey: adminWalletKeys.customer(customerNo ?? ''),
    queryFn: ({ signal }) => getWalletCustomer(customerNo!, signal),
    enabled: !!customerNo,
    staleTime: 0,
  });
}

export function useRateWithHistory() {
  return useQuery({ queryKey: adminWalletKeys.rate, queryFn: ({ signal }) => getRateWithHistory(signal), staleTime: 0 });
}

export function useWalletReport() {
  return useQuery({ queryKey: adminWalletKeys.report, queryFn: ({ signal }) => getWalletReport(signal), staleTime: 0 });
}

/** Any staff money action changes lists, customers' balances and the report: all of it is re-read. */
function useAdminMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminWalletKeys.all }) });
}

export const useAssignTransfer = () => useAdminMutation(({ id, customerNo, note }: { id: string; customerNo: string; note?: string }) =>
  assignBankTransfer(id, { customer_no: customerNo, ...(note ? { note } : {}) }),
);
export const useRejectTransfer = () => useAdminMutation(({ id, note }: { id: string; note: string }) => rejectBankTransfer(id, note));
export const useCompleteWithdrawal = () =>
  useAdminMutation(({ id, bankReference, note }: { id: string; bankReference: string; note?: string }) =>
    completeWithdrawal(id, { bank_reference: bankReference, ...(note ? { note } : {}) }),
  );
export const useRejectWithdrawal = () => useAdminMutation(({ id, note }: { id: string; note: string }) => rejectWithdrawal(id, note));
export const useSetRate = () => useAdminMutation((input: { vnd_per_jpy: string; note?: string }) => setExchangeRate(input));
export const useAdjustment = () => useAdminMutation((input: AdjustmentInput) => postAdjustment(input));
