import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { summary } from '@/test/catalog-fixtures';
import { ProductCard } from './product-card';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');

function renderCard(product = summary()) {
  return render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );
}

describe('product card', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2025-03-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows titles, the yen price, the đồng estimate, condition and free shipping, as one link', () => {
    renderCard();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/mercari/item/m12345678901');
    expect(link.textContent).toContain('ポケモンカード ピカチュウ プロモ 美品');
    expect(link.textContent).toContain('Thẻ Pokémon Pikachu promo, đẹp');
    expect(screen.getByText('¥12,000')).toBeTruthy();
    expect(plain(screen.getByText(/2\.068\.200/).textContent)).toBe('2.068.200 ₫');
    expect(screen.getByText('Như mới')).toBeTruthy();
    expect(screen.getByText('Miễn phí ship nội địa')).toBeTruthy();
    expect(screen.queryByText('Hết hàng')).toBeNull();
    // Through the resizing proxy (GET /img), lazily, with a width for every screen.
    const img = document.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/img?u=%2Fsandbox-images%2Fmercari%2Fm12345678901%2F1.svg&w=320');
    expect(img.getAttribute('srcset')).toContain('/img?u=%2Fsandbox-images%2Fmercari%2Fm12345678901%2F1.svg&w=640 640w');
    expect(img.getAttribute('sizes')).toBe('(max-width: 640px) 50vw, 240px');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('leads with the Vietnamese title and the price in đồng; the Japanese title and the yen price come second', () => {
    renderCard();
    const link = screen.getByRole('link');
    expect(link.firstElementChild?.textContent).toBe('Thẻ Pokémon Pikachu promo, đẹp');
    expect(link.lastElementChild?.getAttribute('lang')).toBe('ja');
    const price = document.querySelector('.price-line')!;
    expect(plain(price.firstElementChild?.textContent)).toBe('≈ 2.068.200 ₫');
    expect(price.lastElementChild?.textContent).toBe('¥12,000');
  });

  it('shows the yen price alone when no đồng estimate is known, and the Japanese title alone without a Vietnamese one', () => {
    renderCard(summary({ price_vnd: null, title_vi: null }));
    expect(document.querySelector('.price-line')?.textContent).toBe('¥12,000');
    expect(screen.getByRole('link').textContent).toBe('ポケモンカード ピカチュウ プロモ 美品');
  });

  it('marks a sold-out product and hides the free-shipping badge when the buyer pays', () => {
    renderCard(summary({ available: false, shipping_payer: 'buyer', title_vi: null, condition: 'unknown' }));
    expect(screen.getByText('Hết hàng')).toBeTruthy();
    expect(screen.queryByText('Miễn phí ship nội địa')).toBeNull();
    expect(screen.queryByText('Chưa rõ tình trạng')).toBeNull();
  });

  it('shows bids and a live countdown for auctions', () => {
    renderCard(
      summary({ site: 'auction', code: 'x123456789', bid_count: 7, end_time: '2025-03-02T01:02:03Z', buy_now_price_jpy: 30_000, path: '/auction/item/x123456789' }),
    );
    expect(screen.getByText('7 lượt đấu')).toBeTruthy();
    expect(screen.getByText('Còn 1 ngày 01:02:03')).toBeTruthy();
    expect(screen.getByText('¥30,000')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText('Còn 1 ngày 01:02:00')).toBeTruthy();
  });

  it('says an auction has ended once its time is past', () => {
    renderCard(summary({ site: 'auction', code: 'x123456789', bid_count: 0, end_time: '2025-02-28T23:59:59Z' }));
    expect(screen.getByText('Đã kết thúc')).toBeTruthy();
  });

  it('shows "Chưa có giá" without a price and no image for an unsafe image URL', () => {
    renderCard(summary({ price_jpy: null, price_vnd: null, image: 'javascript:alert(1)' }));
    expect(screen.getByText('Chưa có giá')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
