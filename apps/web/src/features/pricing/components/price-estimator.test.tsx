import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail } from '@/test/catalog-fixtures';
import { baseHandlers, mockApi, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { calcResult, extras, priceList } from '../test/fixtures';

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

function setup(handlers: Record<string, MockHandler | MockReply> = {}) {
  return mockApi({
    ...baseHandlers(),
    'GET /api/price-list/by-route': { body: { success: true, data: priceList } },
    'GET /api/service-extras/user': { body: { success: true, data: extras } },
    'POST /api/estimate-price': { body: calcResult() },
    ...handlers,
  });
}

async function openEstimator(path = '/page/bao-gia-tu-dong') {
  const result = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Báo giá tự động' })).toBeTruthy();
  await screen.findByLabelText('Tuyến vận chuyển');
  return result;
}

describe('/page/bao-gia-tu-dong: the estimator', () => {
  it('prices what the visitor typed with the chosen route, mode and services, and shows the breakdown', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await openEstimator();
    await user.selectOptions(screen.getByLabelText(/^Sàn Nhật Bản/), 'mercari');
    await user.type(screen.getByLabelText(/^Giá sản phẩm/), '8,000');
    await user.type(screen.getByLabelText(/^Cân nặng ước tính/), '0,6');
    await user.type(screen.getByLabelText('Dài (cm)'), '30');
    await user.type(screen.getByLabelText('Rộng (cm)'), '20');
    await user.type(screen.getByLabelText('Cao (cm)'), '10');
    await user.selectOptions(screen.getByLabelText('Tuyến vận chuyển'), 'JP-HCM');
    expect((screen.getByLabelText('Hình thức vận chuyển') as HTMLSelectElement).value).toBe('air');
    await user.click(screen.getByRole('checkbox', { name: /Chụp ảnh sản phẩm/ }));
    await user.click(screen.getByRole('button', { name: 'Tính báo giá' }));

    const breakdown = await screen.findByTestId('price-breakdown');
    const body = calls.find((c) => c.method === 'POST' && c.path === '/api/estimate-price')?.body;
    expect(body).toEqual({
      items: [{ site_code: 'mercari', code: null, name: null, price: 8000, qty: 1, tax_included: true, domestic_shipping: null, weight: 600, length: 30, width: 20, height: 10 }],
      route_code: 'JP-HCM',
      ship_mode: 'air',
      services_extra: ['photos'],
    });
    expect(within(breakdown).getByRole('heading', { level: 3, name: 'Tiền hàng' })).toBeTruthy();
    expect(within(breakdown).getByRole('heading', { level: 3, name: 'Vận chuyển quốc tế' })).toBeTruthy();
    expect(plain(within(screen.getByTestId('price-group-goods')).getByRole('rowheader', { name: /Thẻ Pokémon/ }).closest('tr')?.textContent)).toContain('¥8,000');
    expect(plain(screen.getByTestId('first-payment').textContent)).toBe('1.489.104 ₫');
    expect(plain(screen.getByTestId('second-payment').textContent)).toBe('250.000 ₫');
    expect(plain(screen.getByTestId('total-vnd').textContent)).toBe('1.739.104 ₫');
    expect(plain(breakdown.textContent)).toContain('Khối lượng tính cước: 1 kg');

    // Changing the form marks the result as out of date until it is calculated again.
    await user.type(screen.getByLabelText(/^Số lượng/), '2');
    expect(screen.getByText(/Thông tin đã thay đổi/)).toBeTruthy();
  });

  it('checks the form in Vietnamese and sends nothing while something is wrong', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await openEstimator();
    await user.type(screen.getByLabelText(/^Cân nặng ước tính/), 'nặng');
    await user.type(screen.getByLabelText('Dài (cm)'), '30');
    await user.click(screen.getByRole('button', { name: 'Tính báo giá' }));
    expect(await screen.findByText('Vui lòng chọn sàn.')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập giá sản phẩm (yên) hoặc dán link sản phẩm.')).toBeTruthy();
    expect(screen.getByText('Cân nặng phải là số lớn hơn 0, tối đa 1.000 kg.')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập đủ dài, rộng và cao, hoặc để trống cả ba.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng kiểm tra lại các ô được đánh dấu.');
    expect(screen.getByLabelText(/^Giá sản phẩm/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === '/api/estimate-price')).toBe(false);
  });

  it('fills the form from a pasted link (link resolver + catalog item) and sends the product code', async () => {
    const product = detail({ site: 'mercari', code: 'm55555555555', price_jpy: 12_000, shipping_payer: 'seller' });
    const { calls } = setup({
      'POST /api/object-resolver': { body: { success: true, data: { path: '/mercari/item/m55555555555', product_id: 'm55555555555', site: 'mercari' } } },
      'GET /api/mercari/item/m55555555555': { body: { success: true, product: { ...product, category: null } } },
    });
    const user = userEvent.setup();
    await openEstimator();
    await user.type(screen.getByLabelText(/^Link sản phẩm/), 'https://jp.mercari.com/item/m55555555555');
    await user.click(screen.getByRole('button', { name: 'Lấy thông tin' }));
    const card = await screen.findByTestId('estimate-product');
    expect(card.textContent).toContain('ポケモンカード ピカチュウ プロモ 美品');
    expect(card.textContent).toContain('Giá hiện tại: ¥12,000');
    expect(calls.find((c) => c.path === '/api/object-resolver')?.body).toEqual({ url: 'https://jp.mercari.com/item/m55555555555' });
    expect((screen.getByLabelText(/^Sàn Nhật Bản/) as HTMLSelectElement).value).toBe('mercari');
    expect((screen.getByLabelText(/^Giá sản phẩm/) as HTMLInputElement).value).toBe('12000');
    // The seller pays the shipping inside Japan.
    expect((screen.getByLabelText(/^Phí ship nội địa Nhật/) as HTMLInputElement).value).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Tính báo giá' }));
    await screen.findByTestId('price-breakdown');
    const body = calls.find((c) => c.path === '/api/estimate-price')?.body as { items: Array<Record<string, unknown>>; route_code: string };
    expect(body.items[0]).toMatchObject({ site_code: 'mercari', code: 'm55555555555', price: 12_000, domestic_shipping: 0, name: product.title_vi });
    expect(body.route_code).toBe('JP-HN');
  });

  it('shows the resolver message for an unsupported link', async () => {
    setup({
      'POST /api/object-resolver': { status: 400, body: { success: false, code: 'LINK_UNSUPPORTED', message: 'Link sản phẩm chưa được hỗ trợ hoặc chưa đúng.' } },
    });
    const user = userEvent.setup();
    await openEstimator();
    await user.click(screen.getByRole('button', { name: 'Lấy thông tin' }));
    expect(await screen.findByText('Vui lòng dán link sản phẩm.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Link sản phẩm/), 'https://example.com/x');
    await user.click(screen.getByRole('button', { name: 'Lấy thông tin' }));
    expect(await screen.findByText('Link sản phẩm chưa được hỗ trợ hoặc chưa đúng.')).toBeTruthy();
    expect(screen.queryByTestId('estimate-product')).toBeNull();
  });

  it('starts from the product of ?site=&code= (the item page link) and shows the server problem', async () => {
    const product = detail({ site: 'mercari', code: 'm12345678901', price_jpy: 9000, shipping_payer: 'buyer', domestic_shipping_jpy: null });
    setup({
      'GET /api/mercari/item/m12345678901': { body: { success: true, product: { ...product, category: null } } },
      'POST /api/estimate-price': { body: calcResult({ calc_error: 'Tuyến vận chuyển "JP-XX" không tồn tại.' }) },
    });
    const user = userEvent.setup();
    await openEstimator('/page/bao-gia-tu-dong?site=mercari&code=m12345678901');
    expect(await screen.findByTestId('estimate-product')).toBeTruthy();
    expect((screen.getByLabelText(/^Giá sản phẩm/) as HTMLInputElement).value).toBe('9000');
    expect((screen.getByLabelText(/^Phí ship nội địa Nhật/) as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Tính báo giá' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Tuyến vận chuyển "JP-XX" không tồn tại.'));
  });
});
