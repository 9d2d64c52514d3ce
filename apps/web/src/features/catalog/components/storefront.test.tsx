import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummaryDto } from '@kaimono/contracts';
import { summary } from '@/test/catalog-fixtures';
import { baseHandlers, mockApi, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/** Issue 14 §3: the home and landing pages look like a shop — tiles with icons, product rails, hot keywords. */

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');
const list = (...items: ProductSummaryDto[]): MockReply => ({ body: { success: true, results: items } });
const category = (site: string, id: string, name: string, nameVi: string) => ({ id, name, name_vi: nameVi, parent_id: null, has_children: true, site });
const quicks = (keywords: Record<string, string[]>): MockReply => ({
  body: {
    success: true,
    results: ['auction', 'shopping', 'mercari', 'rakuten', 'paypay', 'suruga-ya'].map((site) => ({ site, name: site, path: `/${site}`, keywords: keywords[site] ?? [] })),
  },
});
/** A request that stays unanswered while the test looks at the loading state. */
const never = () => new Promise<MockReply>(() => {});

const homeHandlers = () => ({
  ...baseHandlers(),
  'GET /api/category/home': {
    body: {
      success: true,
      results: [
        { site: 'auction', categories: [category('auction', '23104', 'アクセサリー、時計', 'Trang sức & đồng hồ'), category('auction', '23000', 'ファッション', 'Thời trang')] },
        { site: 'rakuten', categories: [category('rakuten', '558929', '腕時計', 'Đồng hồ đeo tay'), category('rakuten', '1', 'ファッション', 'Thời trang')] },
      ],
    },
  },
  'GET /api/group-products': { body: { success: true, results: [{ site: 'mercari', title: 'Mercari', results: [summary()] }] } },
  'GET /api/product-recently-viewed': list(),
  'GET /api/shopping/deal/products': list(summary({ site: 'shopping', code: 'shop_1', path: '/shopping/item/shop_1', title_vi: 'Nước hoa hồng Shiseido', price_jpy: 500, price_vnd: 86_250 })),
  'GET /api/auction/outstanding-products': list(summary({ site: 'auction', code: 'x1', path: '/auction/item/x1', bid_count: 2, end_time: new Date(Date.now() + 3_600_000).toISOString() })),
  'GET /api/mercari/home/products': list(summary({ code: 'm2', path: '/mercari/item/m2' })),
  'GET /api/rakuten/deal/products': list(),
  'GET /api/quicks': quicks({ mercari: ['ポケモンカード', 'nike'], auction: ['seiko'] }),
});

describe('home page shop', () => {
  beforeEach(() => {
    mockApi(homeHandlers());
  });

  it('shows category tiles with icons and the site, product rails priced in đồng, each site’s hot keywords', async () => {
    renderApp('/');
    const tiles = await screen.findByRole('region', { name: 'Danh mục nổi bật' });
    const watch = await within(tiles).findByRole('link', { name: /Trang sức & đồng hồ/ });
    expect(watch.getAttribute('href')).toBe('/auction/search?category=23104');
    expect(watch.getAttribute('data-icon')).toBe('watch');
    expect(watch.querySelector('svg')).toBeTruthy();
    expect(watch.textContent).toContain('Yahoo Auction');
    // One tile per Vietnamese name: Rakuten's "Thời trang" is not shown twice.
    expect(within(tiles).getAllByRole('link', { name: /^Thời trang/ })).toHaveLength(1);
    expect(within(tiles).getAllByRole('link')).toHaveLength(3);

    const deals = await screen.findByRole('region', { name: /Giá tốt hôm nay/ });
    expect(within(deals).getByText('Yahoo! Shopping')).toBeTruthy();
    const card = await within(deals).findByTestId('product-card');
    expect(card.textContent).toContain('Nước hoa hồng Shiseido');
    expect(plain(card.querySelector('.price-line__main')?.textContent)).toBe('≈ 86.250 ₫');
    expect(card.querySelector('.price-line__jpy')?.textContent).toBe('¥500');
    expect(within(deals).getByRole('link', { name: 'Xem tất cả: Giá tốt hôm nay' }).getAttribute('href')).toBe('/shopping');
    expect(await within(screen.getByRole('region', { name: /Đấu giá sắp kết thúc/ })).findByTestId('product-card')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: /Ưu đãi Rakuten/ })).findByText('Chưa có sản phẩm nào trong danh sách này.')).toBeTruthy();

    const keywords = await screen.findByRole('region', { name: 'Từ khóa hot trên các sàn' });
    const pokemon = await within(keywords).findByRole('link', { name: /ポケモンカード/ });
    expect(pokemon.getAttribute('href')).toBe(`/mercari/search?keyword=${encodeURIComponent('ポケモンカード')}`);
    expect(within(keywords).getByRole('link', { name: /seiko/ }).getAttribute('href')).toBe('/auction/search?keyword=seiko');
    // Sites without keywords get no empty card.
    expect(within(keywords).queryByRole('heading', { name: 'Suruga-ya' })).toBeNull();
  });

  it('shows placeholders while the lists load', async () => {
    mockApi({ ...homeHandlers(), 'GET /api/category/home': never, 'GET /api/shopping/deal/products': never, 'GET /api/quicks': never });
    renderApp('/');
    const deals = await screen.findByRole('region', { name: /Giá tốt hôm nay/ });
    expect(within(deals).getByRole('status')).toBeTruthy();
    expect(within(deals).queryByTestId('product-card')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Danh mục nổi bật' })).getByRole('status')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Từ khóa hot trên các sàn' })).getByRole('status')).toBeTruthy();
  });

  it('says so when there are no categories or keywords yet, and offers a retry when a list fails', async () => {
    mockApi({
      ...homeHandlers(),
      'GET /api/category/home': { body: { success: true, results: [{ site: 'auction', categories: [] }] } },
      'GET /api/quicks': quicks({}),
      'GET /api/auction/outstanding-products': { status: 502, body: { success: false, code: 'UPSTREAM_UNAVAILABLE', message: 'Không kết nối được với sàn Nhật Bản, vui lòng thử lại sau.' } },
    });
    renderApp('/');
    expect(await within(await screen.findByRole('region', { name: 'Danh mục nổi bật' })).findByText('Chưa có danh mục cho sàn này.')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Từ khóa hot trên các sàn' })).findByText('Chưa có thống kê từ khóa cho trang này.')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: /Đấu giá sắp kết thúc/ })).findByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});

describe('landing page shop', () => {
  it('shows the site banner, its categories as icon tiles with the Japanese name, and its top keywords', async () => {
    mockApi({
      ...baseHandlers(),
      'GET /api/category/tops': { body: { success: true, results: [category('mercari', '1', 'レディース', 'Thời trang nữ'), category('mercari', '7', '家電・スマホ・カメラ', 'Điện máy, điện thoại & máy ảnh')] } },
      'GET /api/mercari/ranking': { body: { success: true, Items: [summary({ code: 'm100' })] } },
      'GET /api/mercari/home/products': { body: { success: true, Items: [] } },
      'GET /api/keyword-top-search': { body: { success: true, results: [{ name: 'ポケモンカード', nam_vi: 'thẻ Pokémon', type_code: 'mercari', in_history: false }] } },
    });
    renderApp('/mercari');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mua hàng trên Mercari' })).toBeTruthy();
    expect(screen.getByText('Giá hiển thị bằng tiền Việt')).toBeTruthy();
    const tiles = screen.getByRole('region', { name: 'Danh mục nổi bật' });
    const women = await within(tiles).findByRole('link', { name: /Thời trang nữ/ });
    expect(women.getAttribute('data-icon')).toBe('women');
    expect(within(women).getByText('レディース').getAttribute('lang')).toBe('ja');
    expect(within(tiles).getByRole('link', { name: /Điện máy/ }).getAttribute('data-icon')).toBe('camera');
    const top = screen.getByRole('region', { name: 'Từ khóa được tìm nhiều' });
    expect((await within(top).findByRole('link', { name: /ポケモンカード/ })).textContent).toContain('thẻ Pokémon');
  });

  it('a site without a category tree (404) shows no tiles and no error', async () => {
    const { calls } = mockApi({
      ...baseHandlers(),
      'GET /api/category/tops': { status: 404, body: { success: false, code: 'CAPABILITY_UNAVAILABLE', message: 'Trang này chưa hỗ trợ chức năng bạn yêu cầu.' } },
      'GET /api/paypay/home/products': list(summary({ site: 'paypay', code: 'z1', path: '/paypay/item/z1' })),
    });
    renderApp('/paypay');
    const tiles = await screen.findByRole('region', { name: 'Danh mục nổi bật' });
    expect(await within(tiles).findByText('Chưa có danh mục cho sàn này.')).toBeTruthy();
    expect(within(tiles).queryByRole('button', { name: 'Thử lại' })).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/category/tops' && c.query.get('type') === 'paypay')).toBe(true));
  });

  it('shows PayPay tiles when the category API answers', async () => {
    mockApi({
      ...baseHandlers(),
      'GET /api/category/tops': { body: { success: true, results: [category('paypay', '2494', 'ファッション', 'Thời trang')] } },
      'GET /api/paypay/home/products': list(),
    });
    renderApp('/paypay');
    const tiles = await screen.findByRole('region', { name: 'Danh mục nổi bật' });
    expect((await within(tiles).findByRole('link', { name: /Thời trang/ })).getAttribute('href')).toBe('/paypay/search?category=2494');
  });
});
