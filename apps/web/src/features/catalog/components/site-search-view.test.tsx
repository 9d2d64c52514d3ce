import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { summary } from '@/test/catalog-fixtures';
import { baseHandlers, mockApi, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';


const tops = {
  'GET /api/category/tops': {
    body: {
      success: true,
      results: [
        { id: 'r1', name: 'ゲーム', name_vi: 'Trò chơi', parent_id: null, has_children: true, site: 'mercari' },
        { id: 'r2', name: '本', name_vi: 'Sách', parent_id: null, has_children: false, site: 'mercari' },
      ],
    },
  },
  'GET /api/categories': {
    body: {
      success: true,
      results: [{ id: 'r1-1', name: 'テレビゲーム', name_vi: 'Trò chơi điện tử', parent_id: 'r1', has_children: false, site: 'mercari' }],
      pagination: { page: 1, size: 200, total: 1 },
    },
  },
};

function mercariPage(req: MockRequest) {
  const page = Number(req.query.get('page') ?? 1);
  return {
    body: {
      success: true,
      products: [summary({ code: `m10000000${page}01` }), summary({ code: `m10000000${page}02`, available: false })],
      pagination: { next: page < 3 ? page + 1 : null, prev: page > 1 ? page - 1 : null, total: 60 },
      translation: { original: 'giày', searched: '靴', translated: true },
    },
  };
}

describe('site search page', () => {
  it('shows results, the translation note and pagination links', async () => {
    mockApi({ ...baseHandlers(), ...tops, 'GET /api/mercari/search': mercariPage });
    renderApp('/mercari/search?keyword=gi%C3%A0y');
    expect(await screen.findByTestId('search-translation')).toHaveProperty('textContent', ' Đã dịch thành: “靴”');
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByText('Hết hàng')).toBeTruthy();
    expect(screen.getByText('60 sản phẩm · Trang 1 / 3')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(within(pages).getByRole('link', { name: 'Trang 2' }).getAttribute('href')).toBe('/mercari/search?keyword=gi%C3%A0y&page=2');
  });

  it('writes every filter change to the URL and searches with it', async () => {
    const { calls } = mockApi({ ...baseHandlers(), ...tops, 'GET /api/mercari/search': mercariPage });
    const user = userEvent.setup();
    const { router } = renderApp('/mercari/search?keyword=zelda&page=2');
    await screen.findAllByTestId('product-card');
    const params = () => new URLSearchParams(router.state.location.search);

    await user.selectOptions(screen.getByLabelText('Sắp xếp'), 'price_asc');
    await waitFor(() => expect(params().get('sort')).toBe('price_asc'));
    expect(params().get('page')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Hình thức bán'), 'auction');
    await waitFor(() => expect(params().get('listing_type')).toBe('auction'));
    await user.selectOptions(screen.getByLabelText('Tình trạng'), 'used');
    await waitFor(() => expect(params().get('condition')).toBe('used'));

    await waitFor(() => expect(screen.getByRole('option', { name: 'Trò chơi (ゲーム)' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Danh mục'), 'r1');
    await waitFor(() => expect(params().get('category')).toBe('r1'));
    await user.selectOptions(await screen.findByLabelText('Danh mục con'), 'r1-1');
    await waitFor(() => expect(params().get('category')).toBe('r1-1'));
    expect((screen.getByLabelText('Danh mục') as HTMLSelectElement).value).toBe('r1');

    await user.type(screen.getByLabelText('Giá từ (¥)'), '5000');
    await user.type(screen.getByLabelText('Giá đến (¥)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Áp dụng giá' }));
    expect(screen.getByRole('alert').textContent).toBe('Giá thấp nhất không được lớn hơn giá cao nhất.');
    await user.clear(screen.getByLabelText('Giá đến (¥)'));
    await user.type(screen.getByLabelText('Giá đến (¥)'), '20,000');
    await user.click(screen.getByRole('button', { name: 'Áp dụng giá' }));
    await waitFor(() => expect(params().get('price_max')).toBe('20000'));

    await user.click(screen.getByRole('radio', { name: 'Bật' }));
    await waitFor(() => expect(params().get('__auto_translate_keyword')).toBe('on'));

    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/api/mercari/search').at(-1)!.query;
      expect(Object.fromEntries(last)).toEqual({
        keyword: 'zelda',
        __auto_translate_keyword: 'on',
        category: 'r1-1',
        price_min: '5000',
        price_max: '20000',
        condition: 'used',
        listing_type: 'auction',
        sort: 'price_asc',
        page: '1',
        size: '20',
      });
    });

    await user.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() => expect(params().get('condition')).toBeNull());
    expect([params().get('price_min'), params().get('listing_type'), params().get('category')]).toEqual([null, null, 'r1-1']);
  });

  it('offers no listing-type filter on fixed-price sites', async () => {
    mockApi({
      ...baseHandlers(),
      'GET /api/rakuten/search': { body: { success: true, results: [summary({ site: 'rakuten', code: 'shop:item-1' })], pagination: { page: 1, size: 20, total: 1 } } },
    });
    renderApp('/rakuten/search?keyword=tea');
    await screen.findAllByTestId('product-card');
    expect(screen.queryByLabelText('Hình thức bán')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
  });

  it('shows an empty list with the server message and a retry when the search fails', async () => {
    let fail = true;
    mockApi({
      ...baseHandlers(),
      'GET /api/paypay/search': () =>
        fail
          ? { status: 504, body: { success: false, code: 'UPSTREAM_TIMEOUT', message: 'Sàn Nhật Bản phản hồi quá lâu, vui lòng thử lại sau.' } }
          : { body: { success: true, results: [summary({ site: 'paypay', code: 'z123456789' })], pagination: { page: 1, size: 20, total: 1 } } },
    });
    const user = userEvent.setup();
    renderApp('/paypay/search?keyword=figma');
    expect(await screen.findByText('Sàn Nhật Bản phản hồi quá lâu, vui lòng thử lại sau.')).toBeTruthy();
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
  });

  it('says when nothing matches and lets the visitor drop the filters', async () => {
    mockApi({
      ...baseHandlers(),
      'GET /api/auction/search': { body: { success: true, results: [], pagination: { page: 1, size: 20, total: 0 } } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auction/search?keyword=abc&condition=new');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy sản phẩm phù hợp' })).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Xóa bộ lọc' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=abc'));
  });

  it('asks what to look for when the URL names nothing', async () => {
    mockApi(baseHandlers());
    renderApp('/shopping/search');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bạn muốn tìm gì?' })).toBeTruthy();
  });
});

describe('Suruga-ya category page', () => {
  it('lists the category with its name and searches inside it', async () => {
    const { calls } = mockApi({
      ...baseHandlers(),
      'GET /api/category/tops': { body: { success: true, results: [{ id: '7', name: 'ゲーム', name_vi: 'Trò chơi', parent_id: null, has_children: true, site: 'suruga-ya' }] } },
      'GET /api/suruga-ya/search': { body: { success: true, items: [summary({ site: 'suruga-ya', code: '123000456' })], pagination: { total: 1, pages: 1, size: 20, display: 1 } } },
    });
    renderApp('/suruga-ya/category/7?sort=newest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Danh mục Trò chơi' })).toBeTruthy();
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
    const query = calls.find((c) => c.path === '/api/suruga-ya/search')!.query;
    expect([query.get('category'), query.get('sort')]).toEqual(['7', 'newest']);
    expect(screen.queryByLabelText('Danh mục')).toBeNull();
  });
});
