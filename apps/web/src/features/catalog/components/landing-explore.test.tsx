import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { summary } from '@/test/catalog-fixtures';
import { baseHandlers, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';


const auctionItem = (code: string) => summary({ site: 'auction', code, path: `/auction/item/${code}`, bid_count: 3, end_time: new Date(Date.now() + 3_600_000).toISOString() });

describe('site landing', () => {
  it('shows top categories, ending-soon auctions and new listings for /auction', async () => {
    mockApi({
      ...baseHandlers(),
      'GET /api/category/tops': { body: { success: true, results: [{ id: '2084', name: 'おもちゃ、ゲーム', name_vi: 'Đồ chơi, trò chơi', parent_id: null, has_children: true, site: 'auction' }] } },
      'GET /api/auction/outstanding-products': { body: { success: true, results: [auctionItem('x100000001'), auctionItem('x100000002')] } },
      'GET /api/auction/home/products': { status: 502, body: { success: false, code: 'UPSTREAM_UNAVAILABLE', message: 'Không kết nối được với sàn Nhật Bản, vui lòng thử lại sau.' } },
      'GET /api/exchange-price': { body: { success: true, data: { vnd_per_jpy_scaled: 1_723_500, vnd_per_jpy: '172.35', updated_at: '2025-03-01T02:00:00Z' }, history: [] } },
    });
    renderApp('/auction');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mua hàng trên Yahoo! Auctions' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Đồ chơi, trò chơi/ })).getAttribute('href')).toBe('/auction/search?category=2084');
    const ending = screen.getByRole('region', { name: 'Đấu giá sắp kết thúc' });
    await waitFor(() => expect(within(ending).getAllByTestId('product-card')).toHaveLength(2));
    const newest = screen.getByRole('region', { name: 'Mới đăng bán' });
    expect(await within(newest).findByRole('button', { name: 'Thử lại' })).toBeTruthy();
    expect(await screen.findByText('Tỷ giá hôm nay: 1 ¥ ≈ 172,35 ₫ (cập nhật 01/03/2025)')).toBeTruthy();
  });

  it('links Suruga-ya categories (its known list when the API has no tree) to their category pages', async () => {
    mockApi({
      ...baseHandlers(),
      'GET /api/category/tops': { status: 404, body: { success: false, code: 'CAPABILITY_UNAVAILABLE', message: 'Trang này chưa hỗ trợ chức năng bạn yêu cầu.' } },
      'GET /api/suruga-ya/search': { body: { success: true, items: [summary({ site: 'suruga-ya', code: '881302072' })], pagination: { total: 1, pages: 1, size: 12, display: 1 } } },
    });
    renderApp('/suruga-ya');
    const categories = await screen.findByRole('region', { name: 'Danh mục Suruga-ya' });
    expect((await within(categories).findByRole('link', { name: /Trò chơi/ })).getAttribute('href')).toBe('/suruga-ya/category/7');
    const games = screen.getByRole('region', { name: 'Trò chơi mới về' });
    expect(within(games).getByRole('link', { name: 'Xem tất cả: Trò chơi mới về' }).getAttribute('href')).toBe('/suruga-ya/category/7?sort=newest');
  });

  it('numbers the Mercari ranking', async () => {
    mockApi({
      ...baseHandlers(),
      'GET /api/mercari/ranking': { body: { success: true, Items: [summary({ code: 'm100' }), summary({ code: 'm200' })] } },
      'GET /api/mercari/home/products': { body: { success: true, Items: [] } },
    });
    renderApp('/mercari');
    const ranking = await screen.findByRole('region', { name: 'Bảng xếp hạng' });
    expect(await within(ranking).findByText('Hạng 2')).toBeTruthy();
    expect(await screen.findByText('Chưa có sản phẩm nào trong danh sách này.')).toBeTruthy();
  });
});

describe('all-sites explore', () => {
  it('shows a section per site; a failed site shows its error and retries on its own', async () => {
    const { calls } = mockApi({
      ...baseHandlers(),
      'GET /api/products/search': {
        body: {
          success: true,
          keyword: 'iphone',
          results: [
            { site: 'auction', results: [auctionItem('x100000001')], total: 120, error: null },
            { site: 'shopping', results: [], total: 0, error: null },
            { site: 'mercari', results: [summary()], total: 5, error: null },
            { site: 'rakuten', results: [], total: 0, error: 'Sàn Nhật Bản phản hồi quá lâu, vui lòng thử lại sau.' },
            { site: 'paypay', results: [summary({ site: 'paypay', code: 'z123456789' })], total: 1, error: null },
            { site: 'suruga-ya', results: [], total: 0, error: null },
          ],
        },
      },
      'GET /api/rakuten/search': { body: { success: true, results: [summary({ site: 'rakuten', code: 'shop:item-1' })], pagination: { page: 1, size: 8, total: 1 } } },
    });
    const user = userEvent.setup();
    renderApp('/iphone-go');
    await screen.findByText('120 sản phẩm');
    const auction = screen.getByRole('region', { name: 'Yahoo! Auctions' });
    expect(within(auction).getAllByTestId('product-card')).toHaveLength(1);
    expect(within(auction).getByText('120 sản phẩm')).toBeTruthy();
    expect(within(auction).getByRole('link', { name: 'Xem tất cả trên Yahoo! Auctions' }).getAttribute('href')).toBe('/auction/search?keyword=iphone');
    expect(within(screen.getByRole('region', { name: 'Yahoo! Shopping' })).getByText('Không có sản phẩm phù hợp trên sàn này.')).toBeTruthy();
    const rakuten = screen.getByRole('region', { name: 'Rakuten Ichiba' });
    expect(within(rakuten).getByText('Sàn Nhật Bản phản hồi quá lâu, vui lòng thử lại sau.')).toBeTruthy();
    await user.click(within(rakuten).getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(within(rakuten).getAllByTestId('product-card')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/rakuten/search')?.query.get('keyword')).toBe('iphone');
    expect(within(screen.getByRole('region', { name: 'Mercari' })).getAllByTestId('product-card')).toHaveLength(1);
  });
});

describe('home catalog sections', () => {
  it('adds categories, rankings and recently viewed below the existing content', async () => {
    const { calls } = mockApi({
      ...baseHandlers(),
      'GET /api/category/home': {
        body: { success: true, results: [{ site: 'mercari', categories: [{ id: '1', name: 'レディース', name_vi: 'Thời trang nữ', parent_id: null, has_children: true, site: 'mercari' }] }, { site: 'auction', categories: [] }] },
      },
      'GET /api/group-products': {
        body: { success: true, results: [{ site: 'mercari', title: 'Mercari', results: [summary()] }, { site: 'rakuten', title: 'Rakuten', results: [summary({ site: 'rakuten', code: 'a:b' })] }] },
      },
      'GET /api/product-recently-viewed': { body: { success: true, results: [summary({ code: 'm999' })] } },
    });
    const user = userEvent.setup();
    renderApp('/');
    expect((await screen.findByRole('link', { name: /^Thời trang nữ/ })).getAttribute('href')).toBe('/mercari/search?category=1');
    const tabs = await screen.findByRole('tablist', { name: 'Chọn sàn để xem bảng xếp hạng' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Mercari', 'Rakuten']);
    await user.click(within(tabs).getByRole('tab', { name: 'Rakuten' }));
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: /Thẻ Pokémon/ }).getAttribute('href')).toBe('/rakuten/item/a:b'));
    expect(await screen.findByRole('heading', { name: 'Sản phẩm bạn đã xem' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/product-recently-viewed')?.query.get('visitor_id')).toBe(window.localStorage.getItem('kaimono.visitorId'));
  });
});
