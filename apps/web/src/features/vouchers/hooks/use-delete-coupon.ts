import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCoupon } from '../api/vouchers-api';
import { vouchersKeys } from '../api/query-keys';

/** DELETE /api/coupon/{id}; the saved list and the catalogue's `saved` flags reload. */
export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCoupon(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vouchersKeys.all }),
  });
}
