import { useMutation, useQuery } from '@tanstack/react-query';
import { findCustomer, sendAdminNotification } from '../api/admin-notifications-api';
import { notificationsKeys } from '../api/query-keys';

/** The customer staff write to, by number (null: nothing looked up yet). */
export function useNotificationRecipient(customerNo: string | null) {
  return useQuery({
    queryKey: notificationsKeys.adminRecipient(customerNo ?? ''),
    queryFn: ({ signal }) => findCustomer(customerNo!, signal),
    enabled: !!customerNo,
    staleTime: 0,
    retry: false,
  });
}

export function useSendAdminNotification() {
  return useMutation({ mutationFn: sendAdminNotification });
}
