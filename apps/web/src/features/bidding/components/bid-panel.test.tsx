import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as IconsModule from '@/shared/ui/icons';
import { Icon } from '@/shared/ui/icons';
import { BidPanel } from './bid-panel';

// The panel draws its gavel icon once per render: the icon's calls count the panel's renders.
vi.mock('@/shared/ui/icons', async (importOriginal) => {
  const actual = await importOriginal<typeof IconsModule>();
  return { ...actual, Icon: vi.fn(actual.Icon) };
});

const START = Date.parse('2026-11-28T03:00:00.000Z');
const item = {
  site: 'auction' as const,
  code: 'x123456789',
  title: 'Máy ảnh Canon AE-1',
  image: null,
  rate: 1_723_500,
  domesticShippingJpy: null,
  auction: {
    current_price_jpy: 5_000,
    current_price_ex_tax_jpy: 4_545,
    start_price_jpy: 1_000,
    buy_now_price_jpy: null,
    bid_count: 4,
    start_time: null,
    end_time: new Date(START + 5_000).toISOString(),
    auto_extension: true,
    early_closing: false,
    status: 'open' as const,
    min_next_bid_jpy: 5_250,
  },
};

describe('BidPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(Icon).mockClear();
  });

  it('does not render again every second; once when the auction ends', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BidPanel item={item} isLoggedIn={false} loginHref="/account/login" support={{}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Đăng nhập để đặt giá' })).toBeTruthy();
    const renders = vi.mocked(Icon).mock.calls.length;
    act(() => vi.advanceTimersByTime(3_000));
    expect(vi.mocked(Icon).mock.calls.length).toBe(renders);
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('Phiên đấu giá đã kết thúc, không thể đặt giá.')).toBeTruthy();
    const afterEnd = vi.mocked(Icon).mock.calls.length;
    expect(afterEnd).toBeGreaterThan(renders);
    act(() => vi.advanceTimersByTime(5_000));
    expect(vi.mocked(Icon).mock.calls.length).toBe(afterEnd);
  });
});
