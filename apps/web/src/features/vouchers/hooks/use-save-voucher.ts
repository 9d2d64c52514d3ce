import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveVoucher, type UserCouponDto } from '../api/vouchers-api';
import { vouchersKeys } from '../api/query-keys';
import { VOUCHER_CALLBACK_DELAY_MS } from '../lib/save-callback';

/**
 * POST /api/voucher. On success the coupons (saved list and catalogue flags) reload at once and
 * `onAfterDelay` fires VOUCHER_CALLBACK_DELAY_MS later (spec §4); leaving the page cancels it.
 */
export function useSaveVoucher(options: { onAfterDelay?: (coupon: UserCouponDto) => void } = {}) {
  const queryClient = useQueryClient();
  const callback = useRef(options.onAfterDelay);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    callback.current = options.onAfterDelay;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return useMutation({
    mutationFn: (code: string) => saveVoucher({ code }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: vouchersKeys.all });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => callback.current?.(answer.data), VOUCHER_CALLBACK_DELAY_MS);
    },
  });
}
