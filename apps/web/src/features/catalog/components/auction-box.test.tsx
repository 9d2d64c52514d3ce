import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as MoneyModule from '@/shared/lib/money';
import { testRate } from '@/test/catalog-fixtures';
import { formatMoney } from '@/shared/lib/money';
import { AuctionBox } from './auction-box';

// Every price in the box is drawn through formatMoney: its calls count the box's renders.
vi.mock('@/shared/lib/money', async (importOriginal) => {
  const actual = await importOriginal<typeof MoneyModule>();
  return { ...actual, formatMoney: vi.fn(actual.formatMoney) };
});

const START = Date.parse('2026-11-28T03:00:00.000Z');
const auction = {
  current_price_jpy: 1_500,
  current_price_ex_tax_jpy: 1_364,
  start_price_jpy: 1_000,
  buy_now_price_jpy: null,
  bid_count: 3,
  start_time: null,
  end_time: new Date(START + 5_000).toISOString(),
  auto_extension: true,
  early_closing: false,
  status: 'open' as const,
  min_next_bid_jpy: 1_600,
};

describe('AuctionBox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(formatMoney).mockClear();
  });

  it('ticks only its countdown every second; the box renders again once, when the auction ends', () => {
    render(<AuctionBox auction={auction} rate={testRate} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toContain('00:00:05');
    const afterFirstRender = vi.mocked(formatMoney).mock.calls.length;
    expect(afterFirstRender).toBeGreaterThan(0);

    act(() => vi.advanceTimersByTime(3_000));
    // The clock moved, the prices were not drawn again.
    expect(screen.getByRole('timer').textContent).toContain('00:00:02');
    expect(vi.mocked(formatMoney).mock.calls.length).toBe(afterFirstRender);

    act(() => vi.advanceTimersByTime(3_000));
    // Ended: the box itself changes (no countdown, no minimum next bid) — one more render.
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Phiên đấu giá đã kết thúc.')).toBeTruthy();
    const afterEnd = vi.mocked(formatMoney).mock.calls.length;
    expect(afterEnd).toBeGreaterThan(afterFirstRender);
    act(() => vi.advanceTimersByTime(5_000));
    expect(vi.mocked(formatMoney).mock.calls.length).toBe(afterEnd);
  });

  it('shows the end time in Vietnam time, as before (14:05 02/03/2026)', () => {
    render(<AuctionBox auction={{ ...auction, end_time: '2026-03-02T07:05:00.000Z' }} rate={testRate} />);
    expect(screen.getByText('14:05 02/03/2026')).toBeTruthy();
  });
});
