import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const admin = { ...testUser, id: 'admin-1', role: 'admin' as const, full_name: 'Nhân viên CSKH', customer_no: 'KM000001' };
const customer = { id: 'c-1', customer_no: 'KM000321', full_name: 'Trần Thị Bình', phone: '0912000321' };
const notification = {
  _id: 'n-1',
  id: 'n-1',
  category: 'order',
  title: 'Đơn hàng đã về kho',
  body: 'Kiện hàng đã về kho Việt Nam.',
  link: '/account/quotes',
  data: null,
  read: false,
  read_at: null,
  reaction: null,
  collected: false,
  created_at: '2026-03-02T03:15:00.000Z',
};

function setup(handlers: Record<string, MockHandler | MockReply> = {}, user: typeof testUser | typeof admin = admin) {
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: user } },
    'GET /api/admin/wallet/customers/KM000321': {
      body: { success: true, data: { customer, balances: { balance_vnd: 0, held_vnd: 0, available_vnd: 0 }, entries: [] } },
    },
    'GET /api/admin/wallet/customers/KM999999': { status: 404, body: { success: false, code: 'CUSTOMER_NOT_FOUND', message: 'Không tìm thấy khách hàng.' } },
    'POST /api/admin/notifications': (req) => {
      const body = req.body as { broadcast?: boolean };
      return body.broadcast
        ? { body: { success: true, message: 'Đã gửi thông báo cho 41 khách hàng.', sent: 41, skipped: 2, data: null } }
        : { body: { success: true, message: 'Đã gửi thông báo.', sent: 1, skipped: 0, data: notification } };
    },
    ...handlers,
  });
}

async function openScreen() {
  const result = renderApp('/admin/notifications');
  expect(await screen.findByRole('heading', { level: 1, name: 'Gửi thông báo' })).toBeTruthy();
  await screen.findByRole('form', { name: 'Soạn thông báo' });
  return result;
}

describe('/admin/notifications', () => {
  it('sends to one customer found by number: checks the form, previews, confirms, shows the result', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await openScreen();

    // Nothing filled in: Vietnamese messages, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Xem trước' }));
    expect(await screen.findByText('Vui lòng nhập tiêu đề (tối đa 200 ký tự).')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập nội dung (tối đa 2000 ký tự).')).toBeTruthy();
    expect(screen.getByText('Vui lòng tra cứu khách hàng nhận thông báo.')).toBeTruthy();

    // An unknown number: the server's message.
    await user.type(screen.getByLabelText(/^Mã khách hàng/), 'km999999');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect(await screen.findByText('Không tìm thấy khách hàng.')).toBeTruthy();

    await user.clear(screen.getByLabelText(/^Mã khách hàng/));
    await user.type(screen.getByLabelText(/^Mã khách hàng/), ' km000321 ');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect((await screen.findByTestId('admin-notify-recipient-name')).textContent).toBe('Trần Thị Bình');

    await user.selectOptions(screen.getByLabelText(/^Loại thông báo/), 'order');
    await user.type(screen.getByLabelText(/^Tiêu đề/), 'Đơn hàng đã về kho');
    await user.type(screen.getByLabelText(/^Nội dung/), 'Kiện hàng đã về kho Việt Nam.');
    await user.type(screen.getByLabelText(/^Đường dẫn khi bấm/), 'https://evil.example/');
    await user.click(screen.getByRole('button', { name: 'Xem trước' }));
    expect(await screen.findByText('Đường dẫn phải là một trang của Kaimono, bắt đầu bằng "/".')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(screen.getByLabelText(/^Đường dẫn khi bấm/));
    await user.type(screen.getByLabelText(/^Đường dẫn khi bấm/), '/account/quotes');
    await user.click(screen.getByRole('button', { name: 'Xem trước' }));

    const dialog = await screen.findByRole('dialog', { name: 'Xem trước thông báo' });
    expect(within(dialog).getByTestId('admin-notify-preview-recipient').textContent).toBe('Trần Thị Bình (KM000321)');
    const sample = within(dialog).getByRole('article', { name: 'Thông báo như khách hàng thấy' });
    expect(sample.textContent).toContain('Đơn hàng');
    expect(sample.textContent).toContain('Đơn hàng đã về kho');
    expect(sample.textContent).toContain('Kiện hàng đã về kho Việt Nam.');
    expect(sample.textContent).toContain('/account/quotes');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Gửi thông báo' }));
    const result = await screen.findByTestId('admin-notify-result');
    expect(result.textContent).toContain('Đã gửi thông báo.');
    expect(result.textContent).toContain('1 khách hàng đã nhận thông báo.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/notifications')?.body).toEqual({
      customer_no: 'KM000321',
      category: 'order',
      title: 'Đơn hàng đã về kho',
      body: 'Kiện hàng đã về kho Việt Nam.',
      link: '/account/quotes',
    });
    // The form is ready for the next message.
    expect((screen.getByLabelText(/^Tiêu đề/) as HTMLInputElement).value).toBe('');
  });

  it('broadcasts promotion/system only, says it reaches every customer and reports how many received it', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await openScreen();
    await user.click(screen.getByRole('radio', { name: /Tất cả khách hàng/ }));
    expect(screen.queryByLabelText(/^Mã khách hàng/)).toBeNull();
    const category = screen.getByLabelText(/^Loại thông báo/) as HTMLSelectElement;
    expect([...category.options].map((o) => o.textContent)).toEqual(['Khuyến mãi', 'Hệ thống']);
    await user.selectOptions(category, 'promotion');
    await user.type(screen.getByLabelText(/^Tiêu đề/), 'Giảm 10% phí dịch vụ');
    await user.type(screen.getByLabelText(/^Nội dung/), 'Áp dụng đến hết tháng 3.');
    await user.click(screen.getByRole('button', { name: 'Xem trước' }));

    const dialog = await screen.findByRole('dialog', { name: 'Xem trước thông báo' });
    expect(within(dialog).getByTestId('admin-notify-preview-recipient').textContent).toBe('Tất cả khách hàng (trừ người đã tắt loại thông báo này)');
    expect(within(dialog).getByText('Thông báo sẽ đến mọi khách hàng và không thể thu hồi sau khi gửi.')).toBeTruthy();
    expect(within(dialog).getByText('Không có đường dẫn')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Gửi cho tất cả khách hàng' }));

    const result = await screen.findByTestId('admin-notify-result');
    expect(result.textContent).toContain('Đã gửi thông báo cho 41 khách hàng.');
    expect(result.textContent).toContain('2 khách hàng đã tắt loại thông báo này nên không nhận.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ broadcast: true, category: 'promotion', title: 'Giảm 10% phí dịch vụ', body: 'Áp dụng đến hết tháng 3.' });
  });

  it('"Sửa lại" closes the preview without sending; a refused send shows the server message and keeps the text', async () => {
    const { calls } = setup({
      'POST /api/admin/notifications': {
        status: 404,
        body: { success: false, code: 'NOTIFICATION_RECIPIENT_NOT_FOUND', message: 'Không tìm thấy khách hàng nhận thông báo.' },
      },
    });
    const user = userEvent.setup();
    await openScreen();
    await user.type(screen.getByLabelText(/^Mã khách hàng/), 'KM000321');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await screen.findByTestId('admin-notify-recipient-name');
    await user.type(screen.getByLabelText(/^Tiêu đề/), 'Bảo trì hệ thống');
    await user.type(screen.getByLabelText(/^Nội dung/), 'Hệ thống bảo trì lúc 23:00.');

    await user.click(screen.getByRole('button', { name: 'Xem trước' }));
    let dialog = await screen.findByRole('dialog', { name: 'Xem trước thông báo' });
    await user.click(within(dialog).getByRole('button', { name: 'Sửa lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Xem trước' }));
    dialog = await screen.findByRole('dialog', { name: 'Xem trước thông báo' });
    await user.click(within(dialog).getByRole('button', { name: 'Gửi thông báo' }));
    expect(await screen.findByText('Không tìm thấy khách hàng nhận thông báo.')).toBeTruthy();
    expect(screen.getByText('Không gửi được thông báo.')).toBeTruthy();
    expect(screen.queryByTestId('admin-notify-result')).toBeNull();
    expect((screen.getByLabelText(/^Tiêu đề/) as HTMLInputElement).value).toBe('Bảo trì hệ thống');
  });

  it('is for staff only', async () => {
    setup({}, testUser);
    renderApp('/admin/notifications');
    expect(await screen.findByText('Trang này chỉ dành cho nhân viên quản trị.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Soạn thông báo' })).toBeNull();
  });
});
