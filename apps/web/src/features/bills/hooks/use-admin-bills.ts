import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelAdminBill, getAdminBill, getAdminBills, type AdminBillsFilter } from '../api/bills-admin-api';
import { adminBillsKeys } from '../api/query-keys';

/** Staff: one page of every customer's bills (the previous page stays while the next loads). */
export function useAdminBills(filter: AdminBillsFilter, page: number) {
  return useQuery({
    queryKey: adminBillsKeys.list(filter, page),
    queryFn: ({ signal }) => getAdminBills(filter, page, signal),
    placeholderData: (previous) => previous,
  });
}

export function useAdminBill(id: string) {
  return useQuery({ queryKey: adminBillsKeys.detail(id), queryFn: ({ signal }) => getAdminBill(id, signal) });
}

/** Cancel an unpaid bill; the bill lists and the staff order views (what the order owes) load again. */
export function useCancelAdminBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAdminBill,
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminBillsKeys.detail(answer.data.id), answer.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBillsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
      ]);
    },
  });
}
