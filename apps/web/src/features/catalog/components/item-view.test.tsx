import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail } from '@/test/catalog-fixtures';
import { baseHandlers, mockApi, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';


const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');
const itemPath = '/api/mercari/item/m12345678901';

function itemReply(overrides = {}): MockReply {
  return { body: { success: true, product: { ...detail(overrides), category: null } } };
}

describe('item page states', () => {
  it('shows a loading state, then the product', async () => {
    const pending: { release?: (reply: MockReply) => void } = {};
    mockApi({ ...baseHandlers(), [`GET ${itemPath}`]: () => new Promise<MockReply>((resolve) => (pending.release = resolve)) });
    renderApp('/mercari/item/m12345678901');
    // The first render also loads the lazy route: allow it time.
    expect(await screen.findByText('Đang tải thông tin sản phẩm…')).toBeTruthy();
    // On a busy machine the loading text can show before the item request is sent: answer it once it is.
    await waitFor(() => expect(pending.release).toBeDefined());
    pending.release!(itemReply());
    expect(await screen.findByRole('heading', { level: 1, name: 'Thẻ Pokémon Pikachu promo, đẹp' })).toBeTruthy();
    expect(screen.queryByText('Đang tải thông tin sản phẩm…')).toBeNull();
  });

  it('answers a 404 with "không tìm thấy" and the server message, without a retry', async () => {
    mockApi({
      ...baseHandlers(),
      [`GET ${itemPath}`]: { status: 404, body: { success: false, code: 'ITEM_NOT_FOUND', message: 'Không tìm thấy sản phẩm. Sản phẩm có thể đã bị xóa hoặc đường dẫn chưa đúng.' } },
    });
    renderApp('/mercari/item/m12345678901');
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy sản phẩm' })).toBeTruthy();
    expect(screen.getByText(/Sản phẩm có thể đã bị xóa/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Về trang Mercari' }).getAttribute('href')).toBe('/mercari');
  });

  it('answers a 502 with the message and a retry that loads the product', async () => {
    let calls = 0;
    mockApi({
      ...baseHandlers(),
      [`GET ${itemPath}`]: () =>
        ++calls === 1
          ? { status: 502, body: { success: false, code: 'UPSTREAM_UNAVAILABLE', message: 'Không kết nối được với sàn Nhật Bản, vui lòng thử lại sau.' } }
          : itemReply(),
    });
    const user = userEvent.setup();
    renderApp('/mercari/item/m12345678901');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chưa tải được sản phẩm' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Không kết nối được với sàn Nhật Bản, vui lòng thử lại sau.');
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thẻ Pokémon Pikachu promo, đẹp' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('treats a 504 the same way (retry)', async () => {
    mockApi({ ...baseHandlers(), [`GET ${itemPath}`]: { status: 504, body: { success: false, code: 'UPSTREAM_TIMEOUT', message: 'Sàn Nhật Bản phản hồi quá lâu, vui lòng thử lại sau.' } } });
    renderApp('/mercari/item/m12345678901');
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});

describe('item page title', () => {
  it('the Vietnamese title is the heading, the Japanese original below it, smaller, in lang="ja"', async () => {
    mockApi({ ...baseHandlers(), [`GET ${itemPath}`]: itemReply() });
    renderApp('/mercari/item/m12345678901');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Thẻ Pokémon Pikachu promo, đẹp');
    expect(heading.getAttribute('lang')).toBeNull();
    const original = screen.getByTestId('item-title-ja');
    expect(original.tagName).toBe('P');
    expect(original.textContent).toBe('Tên gốc tiếng Nhật: ポケモンカード ピカチュウ プロモ 美品');
    expect(original.querySelector('[lang="ja"]')?.textContent).toBe('ポケモンカード ピカチュウ プロモ 美品');
    // The original comes after the heading in the page.
    expect(heading.compareDocumentPosition(original) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('without a Vietnamese title the heading is the original, in lang="ja", and nothing repeats it', async () => {
    mockApi({ ...baseHandlers(), [`GET ${itemPath}`]: itemReply({ title_vi: null }) });
    renderApp('/mercari/item/m12345678901');
    const heading = await screen.findByRole('heading', { level: 1, name: 'ポケモンカード ピカチュウ プロモ 美品' });
    expect(heading.getAttribute('lang')).toBe('ja');
    expect(screen.queryByTestId('item-title-ja')).toBeNull();
  });
});

describe('item page content', () => {
  it('shows prices, rate, facts, seller, breadcrumb and a safe original link; sends the visitor id', async () => {
    const { calls } = mockApi({ ...baseHandlers(), [`GET ${itemPath}`]: itemReply() });
    renderApp('/mercari/item/m12345678901');
    await screen.findByRole('heading', { level: 1 });
    const price = screen.getByTestId('item-price');
    expect(price.textContent).toContain('¥12,000');
    expect(plain(price.textContent)).toContain('≈ 2.068.200 ₫');
    expect(price.textContent).toContain('Giá chưa thuế ¥10,910, thuế 10%');
    expect(price.textContent).toContain('Tỷ giá 1 ¥ = 172,35 ₫, cập nhật 01/03/2025.');
    expect(screen.getByTestId('item-condition').textContent).toBe('Như mới');
    expect(screen.getByTestId('item-shipping-fee').textContent).toBe('Miễn phí');
    expect(screen.getByTestId('item-stock').textContent).toBe('Còn 1 sản phẩm');
    expect(screen.getByTestId('item-seller-name').textContent).toContain('たなか');
    const crumbs = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(within(crumbs).getByRole('link', { name: 'Thẻ sưu tầm' }).getAttribute('href')).toBe('/mercari/search?category=c1');
    const original = screen.getByRole('link', { name: /Xem sản phẩm gốc trên Mercari/ });
    expect(original.getAttribute('href')).toBe('https://jp.mercari.com/item/m12345678901');
    expect(original.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByTestId('item-actions').textContent).toContain('Tạm tính');
    const visitorId = window.localStorage.getItem('kaimono.visitorId');
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.find((c) => c.path === itemPath)?.query.get('visitor_id')).toBe(visitorId);
  });

  it('renders the description as text, never as HTML', async () => {
    mockApi({ ...baseHandlers(), [`GET ${itemPath}`]: itemReply({ description: '<img src=x onerror="alert(1)">Hàng đẹp<br>Giao nhanh<script>alert(2)</script>' }) });
    renderApp('/mercari/item/m12345678901');
    const description = await screen.findByTestId('item-description');
    expect(description.querySelector('img, script, br')).toBeNull();
    expect(description.textContent).toBe('Hàng đẹpGiao nhanhalert(2)'.replace('Hàng đẹpGiao', 'Hàng đẹp\nGiao'));
  });

  it('moves through the gallery with the thumbnails and the arrow keys', async () => {
    mockApi({ ...baseHandlers(), [`GET ${itemPath}`]: itemReply() });
    renderApp('/mercari/item/m12345678901');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs).toHaveLength(3);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]!.getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Ảnh 2 / 3' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Ảnh 2 / 3' }));
    expect(screen.getByTestId('item-main-image').getAttribute('src')).toBe('/img?u=%2Fsandbox-images%2Fmercari%2Fm12345678901%2F2.svg&w=640');
    // The largest paint of the page is fetched first; the thumbnails lazily.
    expect(screen.getByTestId('item-main-image').getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByTestId('item-main-image').getAttribute('srcset')).toContain('&w=1280 1280w');
    expect(tabs[0]!.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Ảnh 3 / 3' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Ảnh sau' }));
    expect(screen.getByRole('tab', { name: 'Ảnh 1 / 3' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the auction box with the live countdown and the domestic shipping estimate', async () => {
    const end = new Date(Date.now() + 2 * 3600_000 + 90_000).toISOString();
    mockApi({
      ...baseHandlers(),
      'GET /api/auction/item/x123456789': {
        body: {
          success: true,
          data: detail({
            site: 'auction',
            code: 'x123456789',
            shipping_payer: 'buyer',
            price_jpy: 5_000,
            price_vnd: 861_750,
            auction: {
              current_price_jpy: 5_000,
              current_price_ex_tax_jpy: 4_545,
              start_price_jpy: 1_000,
              buy_now_price_jpy: 20_000,
              bid_count: 4,
              start_time: null,
              end_time: end,
              auto_extension: true,
              early_closing: false,
              status: 'open',
              min_next_bid_jpy: 5_250,
            },
          }),
        },
      },
      'GET /api/auction/domestic-shipping-fee/x123456789': {
        body: { success: true, data: { code: 'x123456789', fee_jpy: null, estimate_min_jpy: 800, estimate_max_jpy: 1500, shipping_payer: 'buyer', fee_vnd: null, note: 'Người bán chưa công bố phí.' } },
      },
    });
    renderApp('/auction/item/x123456789');
    const box = await screen.findByTestId('item-auction');
    expect(box.textContent).toContain('¥5,250');
    expect(box.textContent).toContain('¥20,000');
    expect(within(box).getByRole('timer').textContent).toMatch(/^Còn 02:01:\d\d$/);
    expect(box.textContent).toContain('Tự động gia hạn');
    await waitFor(() => expect(screen.getByTestId('item-shipping-fee').textContent).toContain('¥800 – ¥1,500 (ước tính)'));
    expect(screen.getByTestId('item-shipping-fee').textContent).toContain('Người bán chưa công bố phí.');
  });
});
