import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createVoucher,
  deactivateVoucher,
  getAdminVouchers,
  updateVoucher,
  type AdminVoucherCreateRequest,
  type AdminVoucherFilters,
  type AdminVoucherUpdateRequest,
} from '../api/admin-vouchers-api';
import { vouchersKeys } from '../api/query-keys';

export function useAdminVouchers(filters: AdminVoucherFilters, page: number) {
  return useQuery({
    queryKey: vouchersKeys.admin(filters, page),
    queryFn: ({ signal }) => getAdminVouchers(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** A saved or stopped voucher changes the staff list and the public catalogue. */
function useVoucherMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: vouchersKeys.all }) });
}

export const useSaveAdminVoucher = () =>
  useVoucherMutation(({ id, create, update }: { id: string | null; create: AdminVoucherCreateRequest; update: AdminVoucherUpdateRequest }) =>
    id ? updateVoucher(id, update) : createVoucher(create),
  );
export const useDeactivateVoucher = () => useVoucherMutation((id: string) => deactivateVoucher(id));
