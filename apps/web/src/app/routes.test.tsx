import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('auth guard', () => {
  it('sends a guest from an account page to login with next = path + search', async () => {
    mockApi(baseHandlers());
    const { router } = renderApp('/account/cart?tab=active');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/account/cart?tab=active');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeTruthy();
  });

  it('guards every other /account page, notification pages included', async () => {
    mockApi(baseHandlers());
    const { router } = renderApp('/account/user/notification-mgmt');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/account/user/notification-mgmt')}`);
  });

  it('keeps register and forgot public', async () => {
    mockApi(baseHandlers());
    renderApp('/account/forgot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quên mật khẩu' })).toBeTruthy();
    expect((await screen.findAllByText('1900 6868')).length).toBeGreaterThan(0);
  });

  it('sends a logged-in visitor from login to the dashboard', async () => {
    mockApi(baseHandlers({ user: testUser }));
    const { router } = renderApp('/account/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Xin chào, Nguyễn Văn An!' })).toBeTruthy();
    expect(screen.getAllByText('KM000123').length).toBeGreaterThan(0);
  });

  it('logs in, stores the token and goes to next', async () => {
    let loggedIn = false;
    const { calls } = mockApi({
      ...baseHandlers(),
      'GET /api/session': () =>
        loggedIn
          ? { body: { success: true, data: testUser } }
          : { status: 401, body: { success: false, code: 'UNAUTHENTICATED', message: 'Vui lòng đăng nhập để tiếp tục.' } },
      'POST /api/login': () => {
        loggedIn = true;
        return { body: { success: true, access: { token: 'tok-123', expires_at: '2030-01-01T00:00:00Z' }, next: '/account/dashboard', message: 'Đăng nhập thành công' } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/login?next=%2Faccount%2Fwallet');
    await user.type(await screen.findByLabelText(/Số điện thoại hoặc email/), '0912 345 678');
    await user.type(screen.getByLabelText(/^Mật khẩu/), 'matkhau123');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/wallet'));
    expect(window.localStorage.getItem('kaimono.token')).toBe('tok-123');
    expect(calls.find((c) => c.path === '/api/login')?.body).toEqual({ username: '0912345678', password: 'matkhau123', next: '/account/wallet' });
    expect((await screen.findAllByText('Đăng nhập thành công')).length).toBeGreaterThan(0);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/session').at(-1)?.headers.authorization).toBe('Bearer tok-123'));
  });

  it("shows the server's login error", async () => {
    mockApi({
      ...baseHandlers(),
      'POST /api/login': { status: 401, body: { success: false, code: 'LOGIN_FAILED', message: 'Lỗi đăng nhập' } },
    });
    const user = userEvent.setup();
    renderApp('/account/login');
    await user.type(await screen.findByLabelText(/Số điện thoại hoặc email/), 'an@example.com');
    await user.type(screen.getByLabelText(/^Mật khẩu/), 'sai');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Lỗi đăng nhập');
  });
});

describe('layout rules', () => {
  it('shows header and footer on ordinary pages', async () => {
    mockApi(baseHandlers());
    renderApp('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it.each(['/trans', '/unusual-traffic'])('hides header and footer on %s', async (path) => {
    mockApi(baseHandlers());
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tìm kiếm sản phẩm' })).toBeNull();
  });

  it.each(['/account/login', '/account/register', '/account/forgot'])('hides only the footer on %s', async (path) => {
    mockApi(baseHandlers());
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('answers unknown paths with the Vietnamese 404', async () => {
    mockApi(baseHandlers());
    renderApp('/khong-co-trang-nay/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeTruthy();
  });

  it('serves /{product}-go as the all-sites explore search', async () => {
    mockApi({ ...baseHandlers(), 'GET /api/products/search': { body: { success: true, keyword: 'iphone', results: [] } } });
    renderApp('/iphone-go');
    expect(await screen.findByRole('heading', { level: 1, name: 'Khám phá “iphone” trên 6 sàn Nhật' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Xem tất cả trên Mercari' })).getAttribute('href')).toBe('/mercari/search?keyword=iphone');
  });

  it('reads keyword, category and auto-translate from a site search URL and sends them to the API', async () => {
    const { calls } = mockApi({
      ...baseHandlers(),
      'GET /api/suruga-ya/search': { body: { success: true, items: [], pagination: { total: 0, pages: 1, size: 20, display: 0 } } },
    });
    renderApp('/suruga-ya/search?keyword=%20zelda%20%20botw&category=7&__auto_translate_keyword=off');
    expect(await screen.findByRole('heading', { level: 1, name: /Kết quả tìm kiếm “zelda botw”/ })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/suruga-ya/search')).toBe(true));
    const query = calls.find((c) => c.path === '/api/suruga-ya/search')!.query;
    expect([query.get('keyword'), query.get('category'), query.get('__auto_translate_keyword')]).toEqual(['zelda botw', '7', 'off']);
    expect((screen.getByRole('radio', { name: 'Tắt' }) as HTMLInputElement).checked).toBe(true);
  });

  it('serves the account favorites pages behind login, linked from the account menu', async () => {
    mockApi({
      ...baseHandlers({ user: testUser }),
      'GET /api/favorite/products': { body: { success: true, results: [], pagination: { page: 1, size: 50, total: 0 } } },
    });
    renderApp('/account/favorites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sản phẩm yêu thích' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Mục tài khoản' });
    expect(within(nav).getByRole('link', { name: 'Sản phẩm yêu thích' }).getAttribute('href')).toBe('/account/favorites');
    expect(within(nav).getByRole('link', { name: 'Cửa hàng theo dõi' }).getAttribute('href')).toBe('/account/favorites/stores');
    expect(await screen.findByRole('heading', { name: 'Bạn chưa lưu sản phẩm nào' })).toBeTruthy();
  });

  it('sends a guest from /account/favorites/stores to login', async () => {
    mockApi(baseHandlers());
    const { router } = renderApp('/account/favorites/stores');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/account/favorites/stores');
  });

  it('renders static pages from staticPages', async () => {
    mockApi(baseHandlers());
    // (/page/bieu-phi and /page/bao-gia-tu-dong are live pages now: features/pricing.)
    renderApp('/page/huong-dan-mua-hang');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent?.length).toBeGreaterThan(0);
    expect(document.title).toContain('Kaimono');
  });
});
