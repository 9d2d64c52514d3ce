import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { createTestQueryClient } from '@/test/render-app';
import { getUserCoupons, type UserCouponDto } from '../api/vouchers-api';
import { vouchersKeys } from '../api/query-keys';
import { VOUCHER_CALLBACK_DELAY_MS } from '../lib/save-callback';
import { useSaveVoucher } from './use-save-voucher';

const coupon = { id: 'uc1', status: 'usable' } as unknown as UserCouponDto;
const emptyPage = { success: true, results: [], pagination: { page: 1, size: 20, total: 0 } };

function setup(reply: { status?: number; body: unknown }) {
  const api = mockApi({
    'POST /api/voucher': reply,
    'GET /api/coupons/user': { body: emptyPage },
  });
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const onAfterDelay = vi.fn();
  const hook = renderHook(
    () => {
      // The saved list is on screen, as on the page: it must reload after a save.
      useQuery({ queryKey: vouchersKeys.mine(1), queryFn: ({ signal }) => getUserCoupons(1, signal) });
      return useSaveVoucher({ onAfterDelay });
    },
    { wrapper },
  );
  const couponLoads = () => api.calls.filter((c) => c.path === '/api/coupons/user').length;
  return { ...hook, api, onAfterDelay, couponLoads };
}

describe('saving a voucher (spec §4: coupons reload, callback after 2000 ms)', () => {
  beforeEach(() => {
    // Only timeouts are faked: fetch and promises keep running.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the 2000 ms of spec §9', () => {
    expect(VOUCHER_CALLBACK_DELAY_MS).toBe(2000);
  });

  it('reloads the coupons at once and fires the callback exactly 2000 ms after the save', async () => {
    const { result, onAfterDelay, couponLoads } = setup({ body: { success: true, message: 'Lưu mã giảm giá thành công', data: coupon } });
    await vi.waitFor(() => expect(couponLoads()).toBe(1));

    await act(async () => {
      await result.current.mutateAsync('CHAOBAN50K');
      // Flushes pending promises without moving the clock (vi.waitFor would advance it).
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(couponLoads()).toBe(2);
    expect(onAfterDelay).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(VOUCHER_CALLBACK_DELAY_MS - 1);
    });
    expect(onAfterDelay).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onAfterDelay).toHaveBeenCalledTimes(1);
    expect(onAfterDelay).toHaveBeenCalledWith(coupon);
  });

  it('fires nothing and reloads nothing when the server refuses the code', async () => {
    const { result, onAfterDelay, couponLoads } = setup({
      status: 404,
      body: { success: false, code: 'VOUCHER_NOT_FOUND', message: 'Không tìm thấy mã giảm giá.' },
    });
    await vi.waitFor(() => expect(couponLoads()).toBe(1));
    await act(async () => {
      await expect(result.current.mutateAsync('KHONGCO')).rejects.toThrow('Không tìm thấy mã giảm giá.');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(onAfterDelay).not.toHaveBeenCalled();
    expect(couponLoads()).toBe(1);
  });

  it('cancels the pending callback when the page goes away', async () => {
    const { result, onAfterDelay, unmount } = setup({ body: { success: true, message: 'Lưu mã giảm giá thành công', data: coupon } });
    await act(async () => {
      await result.current.mutateAsync('CHAOBAN50K');
    });
    unmount();
    await vi.advanceTimersByTimeAsync(VOUCHER_CALLBACK_DELAY_MS);
    expect(onAfterDelay).not.toHaveBeenCalled();
  });
});
