import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminShipmentDto, ShipmentDto } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const ID = 'c0000000-0000-4000-8000-000000000001';
const CODE = 'LG26112800007';

function shipment(overrides: Partial<ShipmentDto> = {}): ShipmentDto {
  return {
    id: ID,
    code: CODE,
    status: 'requested',
    stage: 'requested',
    stage_label: 'Chờ đóng thùng',
    route_code: 'JP-HN',
    route_name: 'Nhật Bản → Hà Nội',
    ship_mode: 'air',
    ship_mode_name: 'Đường bay',
    address: null,
    note: '',
    separate_estimate_vnd: 550_000,
    consolidated_estimate_vnd: 275_000,
    saving_estimate_vnd: 275_000,
    orders: [{ id: 'a0000000-0000-4000-8000-000000000001', code: 'KM261128000001', status: 'at_jp_warehouse', estimated_weight_g: 300, items: [] }],
    boxes: [],
    bill: null,
    international_tracking: null,
    carrier_name: null,
    carrier_tracking: null,
    cod_vnd: 0,
    cod_collected_at: null,
    cancellable: true,
    cancelled_at: null,
    cancel_reason: null,
    events: [{ from_status: null, to_status: 'requested', label: 'Yêu cầu gửi chung', actor_kind: 'customer', note: '', created_at: '2026-11-28T01:00:00.000Z' }],
    created_at: '2026-11-28T01:00:00.000Z',
    updated_at: '2026-11-28T01:00:00.000Z',
    ...overrides,
  };
}

const cancelledShipment = shipment({ status: 'cancelled', stage: 'cancelled', stage_label: 'Đã hủy', cancellable: false, cancelled_at: '2026-11-28T02:00:00.000Z' });

function customer(handlers: Record<string, MockHandler | MockReply>) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({ ...baseHandlers({ user: testUser }), ...handlers });
}

describe('the customer cancels a shipment (/account/shipments/{code})', () => {
  it('asks before cancelling; keeping it sends nothing; confirming cancels and shows the shipment cancelled', async () => {
    let current = shipment();
    const { calls } = customer({
      [`GET /api/shipments/${CODE}`]: () => ({ body: { success: true, message: '', data: current } }),
      [`POST /api/shipments/${CODE}/cancel`]: () => {
        current = cancelledShipment;
        return { body: { success: true, message: 'Đã hủy lô hàng.', data: current } };
      },
    });
    const user = userEvent.setup();
    renderApp(`/account/shipments/${CODE}`);
    await user.click(await screen.findByRole('button', { name: 'Hủy lô hàng' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Hủy lô hàng này?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Giữ lô hàng' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Hủy lô hàng' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hủy lô hàng' }));
    await waitFor(() => expect(screen.getByTestId('shipment-stage').textContent).toBe('Đã hủy'));
    expect(calls.filter((c) => c.method === 'POST' && c.path === `/api/shipments/${CODE}/cancel`)).toHaveLength(1);
    expect(screen.getByTestId('shipment-cancelled').textContent).toBe('Lô hàng đã hủy.');
    expect(screen.queryByRole('button', { name: 'Hủy lô hàng' })).toBeNull();
  });

  it('has no cancel button once packed, and says the server’s reason when the warehouse packed it meanwhile', async () => {
    customer({
      [`GET /api/shipments/${CODE}`]: { body: { success: true, message: '', data: shipment() } },
      [`POST /api/shipments/${CODE}/cancel`]: {
        status: 409,
        body: { success: false, code: 'SHIPMENT_PACKED_NOT_CANCELLABLE', message: 'Kho Nhật đã đóng thùng lô hàng này nên bạn không thể tự hủy. Vui lòng liên hệ chăm sóc khách hàng.' },
      },
    });
    const user = userEvent.setup();
    renderApp(`/account/shipments/${CODE}`);
    await user.click(await screen.findByRole('button', { name: 'Hủy lô hàng' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hủy lô hàng' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kho Nhật đã đóng thùng lô hàng này nên bạn không thể tự hủy. Vui lòng liên hệ chăm sóc khách hàng.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a packed shipment shows no cancel button; a bill paid by the carrier’s COD says so', async () => {
    customer({
      [`GET /api/shipments/${CODE}`]: {
        body: {
          success: true,
          message: '',
          data: shipment({
            status: 'delivered',
            stage: 'delivered',
            stage_label: 'Đã nhận hàng',
            cancellable: false,
            cod_vnd: 325_000,
            cod_collected_at: '2026-11-28T03:00:00.000Z',
            bill: { id: 'b1', code: 'HD261128000001', status: 'paid', amount_vnd: 325_000, weight_g: 1_250, chargeable_weight_g: 1_300, lines: [], paid_at: '2026-11-28T03:00:00.000Z', paid_via: 'cod' },
          }),
        },
      },
    });
    renderApp(`/account/shipments/${CODE}`);
    expect((await screen.findByTestId('bill-status')).textContent).toBe('Đã thanh toán (thu hộ khi giao)');
    expect(spaced(screen.getByTestId('bill-amount').textContent)).toBe('325.000 ₫');
    expect(screen.queryByRole('button', { name: 'Hủy lô hàng' })).toBeNull();
  });
});

const admin = { ...testUser, role: 'admin' as const };
function adminShipment(overrides: Partial<ShipmentDto> = {}): AdminShipmentDto {
  return { ...shipment(overrides), customer: { id: 'u1', customer_no: 'KH0001', full_name: 'Lê Thị Alice', phone: '0912345678' }, audit: [] };
}

function staff(handlers: Record<string, MockHandler | MockReply>) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({ ...baseHandlers({ user: testUser }), 'GET /api/session': { body: { success: true, data: admin } }, ...handlers });
}

describe('staff cancel a shipment and record the carrier’s COD (/admin/shipments/{id})', () => {
  it('cancels a packed shipment with a reason after confirming; the server’s refusal is shown as is', async () => {
    let refuse = true;
    let current = adminShipment({ status: 'packed', stage: 'packed', stage_label: 'Đã đóng thùng', cancellable: false });
    const { calls } = staff({
      [`GET /api/admin/shipments/${ID}`]: () => ({ body: { success: true, message: '', data: current } }),
      [`POST /api/admin/shipments/${ID}/cancel`]: () => {
        if (refuse) return { status: 400, body: { success: false, code: 'SHIPMENT_CANCEL_REASON_REQUIRED', message: 'Vui lòng nhập lý do hủy lô hàng (2–500 ký tự).' } };
        current = { ...adminShipment(), ...cancelledShipment, cancel_reason: 'Khách gọi xin hủy' };
        return { body: { success: true, message: 'Đã hủy lô hàng.', data: current } };
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/shipments/${ID}`);
    const cancel = await screen.findByRole('button', { name: 'Hủy lô hàng' });
    await user.click(cancel);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xác nhận hủy lô hàng' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Vui lòng nhập lý do hủy lô hàng (2–500 ký tự).');

    refuse = false;
    await user.type(screen.getByLabelText('Lý do hủy'), 'Khách gọi xin hủy');
    await user.click(screen.getByRole('button', { name: 'Hủy lô hàng' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xác nhận hủy lô hàng' }));
    await waitFor(() => expect(screen.getByTestId('shipment-stage').textContent).toBe('Đã hủy'));
    expect(calls.filter((c) => c.path === `/api/admin/shipments/${ID}/cancel`).at(-1)!.body).toEqual({ reason: 'Khách gọi xin hủy' });
    expect(screen.queryByRole('button', { name: 'Hủy lô hàng' })).toBeNull();
  });

  it('a billed shipment not yet shipped can be cancelled: the page says what happens to its bill (refund when paid), asks, then shows it cancelled', async () => {
    const paidBill = { id: 'b1', code: 'HD261128000001', status: 'paid' as const, amount_vnd: 325_000, weight_g: 1_250, chargeable_weight_g: 1_300, lines: [], paid_at: '2026-11-28T02:00:00.000Z', paid_via: 'wallet' as const };
    let current = adminShipment({ status: 'billed', stage: 'paid', stage_label: 'Đã thanh toán', cancellable: false, bill: paidBill });
    const { calls } = staff({
      [`GET /api/admin/shipments/${ID}`]: () => ({ body: { success: true, message: '', data: current } }),
      [`POST /api/admin/shipments/${ID}/cancel`]: () => {
        current = { ...adminShipment(), ...cancelledShipment, bill: null, cancel_reason: 'Hàng bị giữ ở kho Nhật' };
        return { body: { success: true, message: 'Đã hủy lô hàng.', data: current } };
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/shipments/${ID}`);
    const cancel = await screen.findByRole('button', { name: 'Hủy lô hàng' });
    expect(spaced(document.body.textContent)).toContain('Hóa đơn HD261128000001 đã thanh toán: 325.000 ₫ sẽ được hoàn vào ví của khách.');
    await user.type(screen.getByLabelText('Lý do hủy'), 'Hàng bị giữ ở kho Nhật');
    await user.click(cancel);
    // Keeping it sends nothing.
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hủy' }));
    expect(calls.filter((c) => c.path === `/api/admin/shipments/${ID}/cancel`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Hủy lô hàng' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xác nhận hủy lô hàng' }));
    await waitFor(() => expect(screen.getByTestId('shipment-stage').textContent).toBe('Đã hủy'));
    expect(calls.filter((c) => c.path === `/api/admin/shipments/${ID}/cancel`)).toHaveLength(1);
  });

  it('a shipped shipment has no cancel; a handed-over COD shipment takes the carrier’s collected amount', async () => {
    let current = adminShipment({
      status: 'handed_to_carrier',
      stage: 'handed_to_carrier',
      stage_label: 'Đang giao hàng',
      cancellable: false,
      carrier_name: 'Giao Hàng Nhanh',
      carrier_tracking: 'GHN-778899',
      cod_vnd: 325_000,
      bill: { id: 'b1', code: 'HD261128000001', status: 'unpaid', amount_vnd: 325_000, weight_g: 1_250, chargeable_weight_g: 1_300, lines: [], paid_at: null, paid_via: null },
    });
    const { calls } = staff({
      [`GET /api/admin/shipments/${ID}`]: () => ({ body: { success: true, message: '', data: current } }),
      [`POST /api/admin/shipments/${ID}/cod-collected`]: () => {
        current = { ...current, status: 'delivered', stage: 'delivered', stage_label: 'Đã nhận hàng', cod_collected_at: '2026-11-28T03:00:00.000Z', bill: { ...current.bill!, status: 'paid', paid_via: 'cod' } };
        return { body: { success: true, message: 'ok', data: current } };
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/shipments/${ID}`);
    const form = await screen.findByTestId('cod-form');
    expect(screen.queryByRole('button', { name: 'Hủy lô hàng' })).toBeNull();
    await user.type(within(form).getByLabelText('Số tiền đơn vị vận chuyển đã thu (₫)'), '325.000');
    await user.click(within(form).getByRole('button', { name: 'Ghi nhận đã thu tiền' }));
    await screen.findByTestId('cod-collected');
    expect(calls.find((c) => c.path === `/api/admin/shipments/${ID}/cod-collected`)!.body).toEqual({ amount_vnd: 325_000 });
    expect(screen.getByTestId('bill-status').textContent).toBe('Đã thanh toán (thu hộ khi giao)');
    expect(screen.queryByTestId('cod-form')).toBeNull();
  });
});

describe('staff split a shipment (/admin/shipments/{id})', () => {
  it('ticks orders, asks before splitting, then shows the shipment with the rest and links the new one; a refusal is shown as is', async () => {
    const first = { id: 'a0000000-0000-4000-8000-000000000001', code: 'KM261128000001', status: 'at_jp_warehouse' as const, estimated_weight_g: 300, items: [] };
    const second = { id: 'a0000000-0000-4000-8000-000000000002', code: 'KM261128000002', status: 'at_jp_warehouse' as const, estimated_weight_g: 500, items: [] };
    const NEW_ID = 'c0000000-0000-4000-8000-000000000009';
    let refuse = true;
    let current = adminShipment({ status: 'packed', stage: 'packed', stage_label: 'Đã đóng thùng', cancellable: false, orders: [first, second] });
    const { calls } = staff({
      [`GET /api/admin/shipments/${ID}`]: () => ({ body: { success: true, message: '', data: current } }),
      [`POST /api/admin/shipments/${ID}/split`]: () => {
        if (refuse) return { status: 409, body: { success: false, code: 'SHIPMENT_SPLIT_ALL_ORDERS', message: 'Phải để lại ít nhất một đơn hàng trong lô hàng cũ.' } };
        current = { ...current, status: 'requested', stage: 'requested', stage_label: 'Chờ đóng thùng', orders: [first] };
        const created = { ...adminShipment({ orders: [second] }), id: NEW_ID, code: 'LG26112800009' };
        return { body: { success: true, message: 'Đã tách các đơn đã chọn sang lô hàng mới LG26112800009.', data: current, created } };
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/shipments/${ID}`);
    const form = await screen.findByTestId('split-form');
    const button = within(form).getByRole('button', { name: 'Tách sang lô mới' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.click(within(form).getByLabelText('KM261128000002'));
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Chuyển KM261128000002 khỏi lô LG26112800007 sang một lô hàng mới?');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận tách lô hàng' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Phải để lại ít nhất một đơn hàng trong lô hàng cũ.');

    refuse = false;
    await user.click(button);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xác nhận tách lô hàng' }));
    await waitFor(() => expect(calls.filter((c) => c.path === `/api/admin/shipments/${ID}/split`)).toHaveLength(2));
    const done = await screen.findByTestId('split-created');
    expect(within(done).getByRole('link', { name: 'LG26112800009' }).getAttribute('href')).toBe(`/admin/shipments/${NEW_ID}`);
    expect(calls.filter((c) => c.path === `/api/admin/shipments/${ID}/split`).map((c) => c.body)).toEqual([{ order_ids: [second.id] }, { order_ids: [second.id] }]);
    await waitFor(() => expect(screen.getByTestId('shipment-stage').textContent).toBe('Chờ đóng thùng'));
    // One order left: nothing more to split.
    expect(screen.queryByRole('button', { name: 'Tách sang lô mới' })).toBeNull();
  });
});
