import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminBidQueueItem } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { bidActions } from '../lib/admin-bid-actions';
import { bidDto } from '../test/fixtures';

const admin = { ...testUser, id: 'staff-1', role: 'admin' as const };

function queued(overrides: Partial<AdminBidQueueItem> = {}): AdminBidQueueItem {
  return {
    ...bidDto({ placer: 'live', status: 'placing', status_label: 'Đang gửi lên sàn', mode: 'now', current_price_jpy: 1_000 }),
    customer: { id: 'c1', customer_no: 'KM000777', full_name: 'Lê Văn Khách', phone: '0987654321' },
    staff_id: null,
    staff_name: null,
    staff_taken_at: null,
    ...overrides,
  };
}

const FREE = queued({ id: 'b-free', _id: 'b-free', code: 'a100000001', title: 'Máy ảnh Canon AE-1', path: '/auction/item/a100000001', max_price_jpy: 3_000 });
const MINE = queued({
  id: 'b-mine',
  _id: 'b-mine',
  code: 'a100000002',
  title: 'Ống kính Nikon 50mm',
  path: '/auction/item/a100000002',
  mode: 'snipe',
  staff_id: 'staff-1',
  staff_name: 'Nguyễn Văn An',
  staff_taken_at: '2026-03-02T03:05:00.000Z',
});
const OTHERS = queued({ id: 'b-other', _id: 'b-other', code: 'a100000003', title: 'Đồng hồ Seiko', path: '/auction/item/a100000003', staff_id: 'staff-2', staff_name: 'Trần Thị Bình', staff_taken_at: '2026-03-02T03:06:00.000Z' });
const ENDED = queued({
  id: 'b-ended',
  _id: 'b-ended',
  code: 'a100000004',
  title: 'Máy nghe nhạc Walkman',
  path: '/auction/item/a100000004',
  status: 'leading',
  status_label: 'Đang dẫn đầu',
  max_price_jpy: 5_000,
  current_price_jpy: 4_200,
  end_time: new Date(Date.now() - 60_000).toISOString(),
  staff_id: 'staff-1',
  staff_name: 'Nguyễn Văn An',
  staff_taken_at: '2026-03-02T03:05:00.000Z',
});

function setup(handlers: Record<string, MockHandler | MockReply> = {}, user: typeof testUser | typeof admin = admin) {
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: user } },
    'GET /api/admin/bids/queue': (req) => ({ body: { success: true, results: req.query.get('scope') === 'open' ? [ENDED] : [FREE, MINE, OTHERS] } }),
    ...handlers,
  });
}

async function openScreen() {
  const result = renderApp('/admin/bids');
  expect(await screen.findByRole('heading', { level: 1, name: 'Hàng đợi đấu giá' })).toBeTruthy();
  return result;
}

const rowOf = async (title: string) => (await screen.findAllByTestId('bid-queue-row')).find((r) => r.textContent?.includes(title))!;

describe('/admin/bids', () => {
  it('lists the queue with customer, item link, prices, countdown, mode and who took it; actions follow the state', async () => {
    const { calls } = setup();
    await openScreen();
    const rows = await screen.findAllByTestId('bid-queue-row');
    expect(rows).toHaveLength(3);
    expect(calls.find((c) => c.path === '/api/admin/bids/queue')?.query.get('scope')).toBe('queue');
    expect(screen.getByRole('table', { name: 'Lượt đặt giá' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Giá tối đa' })).toBeTruthy();

    const free = rows[0]!;
    expect(within(free).getByRole('link', { name: 'Máy ảnh Canon AE-1' }).getAttribute('href')).toBe('/auction/item/a100000001');
    expect(free.textContent).toContain('Lê Văn Khách');
    expect(free.textContent).toContain('KM000777');
    expect(free.textContent).toContain('¥3,000');
    expect(free.textContent).toContain('¥1,000');
    expect(free.textContent).toContain('Đặt ngay');
    expect(free.textContent).toContain('Chưa ai nhận');
    expect(within(free).getByTestId('bid-queue-countdown').textContent).toMatch(/^00:59:\d\d$/);
    expect(within(free).getByRole('button', { name: 'Nhận lượt đặt giá a100000001' })).toBeTruthy();
    expect(within(free).getByRole('button', { name: 'Báo kết quả đặt giá a100000001' })).toBeTruthy();

    const mine = rows[1]!;
    expect(mine.textContent).toContain('Phút chót');
    expect(mine.textContent).toContain('Bạn');
    expect(within(mine).queryByRole('button', { name: /^Nhận/ })).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Báo kết quả đặt giá a100000002' })).toBeTruthy();

    const others = rows[2]!;
    expect(others.textContent).toContain('Trần Thị Bình');
    expect(within(others).queryByRole('button')).toBeNull();
    expect(screen.getByText('Tự động cập nhật mỗi 15 giây.')).toBeTruthy();
  });

  it('takes a bid after confirmation; the list is fetched again', async () => {
    const { calls } = setup({ 'POST /api/admin/bids/b-free/take': { body: { success: true, message: 'Đã nhận lượt đặt giá để xử lý.', data: FREE } } });
    const user = userEvent.setup();
    await openScreen();
    await user.click(within(await rowOf('Canon')).getByRole('button', { name: 'Nhận lượt đặt giá a100000001' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Nhận lượt đặt giá này?' });
    expect(confirm.textContent).toContain('¥3,000');
    const before = calls.filter((c) => c.path === '/api/admin/bids/queue').length;
    await user.click(within(confirm).getByRole('button', { name: 'Nhận lượt đặt giá' }));
    expect(await screen.findByText('Đã nhận lượt đặt giá để xử lý.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/bids/b-free/take')).toBe(true);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/bids/queue').length).toBeGreaterThan(before));
  });

  it('a refused take shows the server message', async () => {
    setup({
      'POST /api/admin/bids/b-free/take': { status: 409, body: { success: false, code: 'BID_QUEUE_TAKEN', message: 'Lượt đặt giá này đã có nhân viên khác nhận.' } },
    });
    const user = userEvent.setup();
    await openScreen();
    await user.click(within(await rowOf('Canon')).getByRole('button', { name: 'Nhận lượt đặt giá a100000001' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Nhận lượt đặt giá' }));
    expect(await screen.findByText('Lượt đặt giá này đã có nhân viên khác nhận.')).toBeTruthy();
    expect(screen.getByText('Không thực hiện được')).toBeTruthy();
  });

  it('reports the site accepted the bid (leading, current price), or refused it with a reason and a warning', async () => {
    const { calls } = setup({
      'POST /api/admin/bids/b-mine/report': { body: { success: true, message: 'Đã ghi nhận kết quả từ sàn.', data: { ...MINE, status: 'leading' } } },
      'POST /api/admin/bids/b-free/report': { body: { success: true, message: 'Đã ghi nhận kết quả từ sàn.', data: { ...FREE, status: 'failed' } } },
    });
    const user = userEvent.setup();
    await openScreen();
    await user.click(within(await rowOf('Nikon')).getByRole('button', { name: 'Báo kết quả đặt giá a100000002' }));
    let dialog = await screen.findByRole('dialog', { name: 'Kết quả đặt giá trên sàn: a100000002' });
    await user.type(within(dialog).getByLabelText(/Giá hiện tại trên sàn/), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi kết quả' }));
    expect(await within(dialog).findByText('Vui lòng nhập giá (số nguyên yên, lớn hơn 0).')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/Giá hiện tại trên sàn/));
    await user.type(within(dialog).getByLabelText(/Giá hiện tại trên sàn/), '1.500');
    await user.type(within(dialog).getByLabelText(/Ghi chú nội bộ/), 'Tài khoản KM-01');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi kết quả' }));
    expect(await screen.findByText('Đã ghi nhận kết quả từ sàn.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/bids/b-mine/report')?.body).toEqual({ result: 'accepted', is_highest: true, current_price_jpy: 1_500, note: 'Tài khoản KM-01' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(await rowOf('Canon')).getByRole('button', { name: 'Báo kết quả đặt giá a100000001' }));
    dialog = await screen.findByRole('dialog', { name: 'Kết quả đặt giá trên sàn: a100000001' });
    await user.click(within(dialog).getByRole('radio', { name: 'Sàn từ chối' }));
    expect(within(dialog).getByText(/tiền giữ được trả về ví khách/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Lý do sàn từ chối/), 'Người bán chặn');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi kết quả' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/admin/bids/b-free/report')?.body).toEqual({ result: 'rejected', reason: 'Người bán chặn' }));
  });

  it('reports the outcome of an ended open bid: won needs a price within the maximum; a refusal is shown', async () => {
    let refuse = true;
    const { calls } = setup({
      'POST /api/admin/bids/b-ended/outcome': () =>
        refuse
          ? { status: 409, body: { success: false, code: 'BID_OUTCOME_TOO_EARLY', message: 'Phiên đấu giá chưa kết thúc.' } }
          : { body: { success: true, message: 'Đã ghi nhận kết quả phiên đấu giá.', data: { ...ENDED, status: 'won' } } },
    });
    const user = userEvent.setup();
    await openScreen();
    await screen.findAllByTestId('bid-queue-row');
    await user.click(screen.getByRole('button', { name: 'Đang mở, chờ kết quả phiên' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/bids/queue' && c.query.get('scope') === 'open')).toBe(true));
    const row = await rowOf('Walkman');
    expect(row.textContent).toContain('Đang dẫn đầu');
    expect(within(row).getByTestId('bid-queue-countdown').textContent).toBe('Đã kết thúc');
    expect(within(row).queryByRole('button', { name: /^Báo kết quả đặt giá/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Báo kết quả phiên a100000004' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kết quả phiên đấu giá a100000004' });
    expect(within(dialog).getByText(/tạo đơn hàng cho khách/)).toBeTruthy();
    const price = within(dialog).getByLabelText(/Giá thắng/);
    expect((price as HTMLInputElement).value).toBe('4200');
    await user.clear(price);
    await user.type(price, '6000');
    await user.click(within(dialog).getByRole('button', { name: 'Ghi nhận kết quả' }));
    expect(await within(dialog).findByText('Giá thắng không được vượt quá giá tối đa ¥5,000.')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '4500');
    await user.click(within(dialog).getByRole('button', { name: 'Ghi nhận kết quả' }));
    expect(await screen.findByText('Phiên đấu giá chưa kết thúc.')).toBeTruthy();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Ghi nhận kết quả' }));
    expect(await screen.findByText('Đã ghi nhận kết quả phiên đấu giá.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/admin/bids/b-ended/outcome').at(-1)?.body).toEqual({ result: 'won', final_price_jpy: 4_500 });
  });

  it('shows an empty queue, and a load failure with retry', async () => {
    let fail = true;
    setup({
      'GET /api/admin/bids/queue': () => (fail ? { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Lỗi' } } : { body: { success: true, results: [] } }),
    });
    const user = userEvent.setup();
    await openScreen();
    const retry = await screen.findByRole('button', { name: /Thử lại/ });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Không có lượt đặt giá nào cần đặt')).toBeTruthy();
  });

  it('is for staff only', async () => {
    setup({}, testUser);
    await openScreen();
    expect(await screen.findByText('Trang này chỉ dành cho nhân viên quản trị.')).toBeTruthy();
    expect(screen.queryByTestId('bid-queue-row')).toBeNull();
  });
});

describe('bidActions', () => {
  const now = Date.now();
  it('takes only an untaken placing bid; reports unless another staff member took it; the outcome after the end', () => {
    expect(bidActions(FREE, 'staff-1', now)).toMatchObject({ take: true, report: true, outcome: false });
    expect(bidActions(MINE, 'staff-1', now)).toMatchObject({ take: false, report: true, outcome: false });
    expect(bidActions(OTHERS, 'staff-1', now)).toMatchObject({ take: false, report: false, outcome: false });
    expect(bidActions(ENDED, 'staff-1', now)).toMatchObject({ take: false, report: false, outcome: true, ended: true });
    expect(bidActions({ ...ENDED, status: 'won' }, 'staff-1', now).outcome).toBe(false);
  });
});
