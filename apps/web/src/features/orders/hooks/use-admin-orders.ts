import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminOrder,
  getAdminOrders,
  getOrderBills,
  moveAdminOrder,
  recordParcel,
  type AdminOrderDto,
  type AdminOrdersFilter,
} from '../api/orders-admin-api';
import { adminOrdersKeys } from '../api/query-keys';

/** Staff: one page of every customer's orders (the previous page stays while the next loads). */
export function useAdminOrders(filter: AdminOrdersFilter, page: number) {
  return useQuery({
    queryKey: adminOrdersKeys.list(filter, page),
    queryFn: ({ signal }) => getAdminOrders(filter, page, signal),
    placeholderData: (previous) => previous,
  });
}

export function useAdminOrder(id: string) {
  return useQuery({ queryKey: adminOrdersKeys.detail(id), queryFn: ({ signal }) => getAdminOrder(id, signal) });
}

/** The bills of one order (the staff bills list searched by the order code). */
export function useOrderBills(orderCode: string | undefined) {
  return useQuery({
    queryKey: adminOrdersKeys.bills(orderCode ?? ''),
    queryFn: ({ signal }) => getOrderBills(orderCode!, signal),
    enabled: !!orderCode,
  });
}

/** After a staff action: the detail answered by the server, then every staff order and bill list again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async (order?: AdminOrderDto) => {
    if (order) queryClient.setQueryData(adminOrdersKeys.detail(order.id), order);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminOrdersKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'bills'] }),
    ]);
  };
}

export function useMoveAdminOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: moveAdminOrder,
    onSuccess: (answer) => refresh(answer.data),
  });
}

export function useRecordParcel() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: recordParcel,
    onSuccess: () => refresh(),
  });
}
