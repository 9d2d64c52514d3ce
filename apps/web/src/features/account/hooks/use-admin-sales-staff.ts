import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignSalesStaff, endCustomerSessions, findStaffCustomer, getAdminSalesStaff } from '../api/admin-sales-staff-api';
import { accountKeys } from '../api/query-keys';

export function useAdminSalesStaff() {
  return useQuery({ queryKey: accountKeys.adminSalesStaff, queryFn: ({ signal }) => getAdminSalesStaff(signal), staleTime: 0 });
}

/** A customer by number (null: nothing looked up yet). */
export function useStaffCustomer(customerNo: string | null) {
  return useQuery({
    queryKey: accountKeys.adminCustomer(customerNo ?? ''),
    queryFn: ({ signal }) => findStaffCustomer(customerNo!, signal),
    enabled: !!customerNo,
    staleTime: 0,
    retry: false,
  });
}

/** Assigning changes the staff's customer counts: the list is read again. */
export function useAssignSalesStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignSalesStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.adminSalesStaff }),
  });
}

/** Staff log a customer out on every device. */
export function useEndCustomerSessions() {
  return useMutation({ mutationFn: endCustomerSessions });
}
