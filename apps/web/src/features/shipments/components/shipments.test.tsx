import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { ShipmentCandidatesResponse, ShipmentDto, ShipmentPreview } from '../api/shipments-api';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const O1 = 'a0000000-0000-4000-8000-000000000001';
const O2 = 'a0000000-0000-4000-8000-000000000002';

const candidates: ShipmentCandidatesResponse = {
  success: true,
  results: [
    { order_id: O1, code: 'KM261128000001', items: [{ name: 'ポケモンカード', name_vi: 'Thẻ Pokémon', qty: 1, image: null }], estimated_weight_g: 230, arrived_at: null },
    { order_id: O2, code: 'KM261128000002', items: [{ name: 'フィギュア', name_vi: 'Mô hình', qty: 2, image: null }], estimated_weight_g: 220, arrived_at: null },
  ],
  routes: [
    {
      code: 'JP-HN',
      name: 'Nhật Bản → Hà Nội',
      modes: [
        { code: 'air', name: 'Đường bay', price_per_kg_vnd: 250_000, min_weight_g: 500 },
        { code: 'sea', name: 'Đường biển', price_per_kg_vnd: 95_000, min_weight_g: 5_000 },
      ],
    },
    { code: 'JP-HCM', name: 'Nhật Bản → TP. Hồ Chí Minh', modes: [{ code: 'air', name: 'Đường bay', price_per_kg_vnd: 250_000, min_weight_g: 500 }] },
  ],
  default_route_code: 'JP-HN',
};

const preview: ShipmentPreview = {
  route_code: 'JP-HN',
  route_name: 'Nhật Bản → Hà Nội',
  ship_mode: 'sea',
  ship_mode_name: 'Đường biển',
  separate: [
    { order_id: O1, order_code: 'KM261128000001', weight_g: 230, chargeable_weight_g: 5_000, amount_vnd: 475_000, lines: [] },
    { order_id: O2, order_code: 'KM261128000002', weight_g: 220, chargeable_weight_g: 5_000, amount_vnd: 475_000, lines: [] },
  ],
  separate_total_vnd: 950_000,
  consolidated: { weight_g: 450, chargeable_weight_g: 5_000, amount_vnd: 475_000, lines: [] },
  saving_vnd: 475_000,
};

const shipment: ShipmentDto = {
  id: 's0000000-0000-4000-8000-000000000001',
  code: 'LG26112800001',
  status: 'requested',
  stage: 'requested',
  stage_label: 'Chờ đóng thùng',
  route_code: 'JP-HN',
  route_name: 'Nhật Bản → Hà Nội',
  ship_mode: 'sea',
  ship_mode_name: 'Đường biển',
  address: null,
  note: '',
  separate_estimate_vnd: 950_000,
  consolidated_estimate_vnd: 475_000,
  saving_estimate_vnd: 475_000,
  orders: [],
  boxes: [],
  bill: null,
  international_tracking: null,
  carrier_name: null,
  carrier_tracking: null,
  cod_vnd: 0,
  events: [{ from_status: null, to_status: 'requested', label: 'Yêu cầu gửi chung', actor_kind: 'customer', note: '', created_at: '2026-11-28T01:00:00.000Z' }],
  created_at: '2026-11-28T01:00:00.000Z',
  updated_at: '2026-11-28T01:00:00.000Z',
};

function loggedIn(handlers: Record<string, MockHandler | MockReply>) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({ ...baseHandlers({ user: testUser }), 'GET /api/shipments/candidates': { body: candidates }, ...handlers });
}

describe('consolidation (/account/shipments/new)', () => {
  it('shows the saving for the chosen orders, route and mode before confirming, then creates the shipment', async () => {
    const { calls } = loggedIn({
      'POST /api/shipments/preview': { body: { success: true, data: preview } },
      'POST /api/shipments': { body: { success: true, message: 'ok', data: shipment } },
      'GET /api/shipments/LG26112800001': { body: { success: true, message: '', data: shipment } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/shipments/new');
    const previewButton = await screen.findByRole('button', { name: 'Xem chi phí và tiết kiệm' });
    expect(previewButton.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /KM261128000001/ }));
    await user.click(screen.getByRole('checkbox', { name: /KM261128000002/ }));
    await user.selectOptions(screen.getByLabelText('Hình thức'), 'sea');
    // No confirm before the saving was shown.
    expect(screen.queryByRole('button', { name: 'Xác nhận gửi chung' })).toBeNull();
    await user.click(previewButton);
    expect(spaced((await screen.findByTestId('saving')).textContent)).toBe('475.000 ₫');
    expect(spaced(screen.getByTestId('separate-total').textContent)).toBe('950.000 ₫');
    expect(spaced(screen.getByTestId('together-total').textContent)).toBe('475.000 ₫');
    expect(calls.find((c) => c.path === '/api/shipments/preview')!.body).toEqual({ order_ids: [O1, O2], route_code: 'JP-HN', ship_mode: 'sea' });

    await user.click(screen.getByRole('button', { name: 'Xác nhận gửi chung' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/shipments/LG26112800001'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/shipments')!.body).toEqual({ order_ids: [O1, O2], route_code: 'JP-HN', ship_mode: 'sea' });
    expect(await screen.findByText('Chờ đóng thùng')).toBeTruthy();
  });

  it("says the server's Vietnamese reason when the orders cannot be consolidated; changing the choice hides an old preview", async () => {
    let refuse = false;
    loggedIn({
      'POST /api/shipments/preview': () =>
        refuse
          ? { status: 409, body: { success: false, code: 'SHIPMENT_ORDER_IN_SHIPMENT', message: 'Đơn hàng đã nằm trong một lô hàng khác. (KM261128000001)' } }
          : { body: { success: true, data: preview } },
    });
    const user = userEvent.setup();
    renderApp('/account/shipments/new');
    await user.click(await screen.findByRole('checkbox', { name: /KM261128000001/ }));
    await user.click(screen.getByRole('button', { name: 'Xem chi phí và tiết kiệm' }));
    await screen.findByTestId('saving');
    await user.selectOptions(screen.getByLabelText('Tuyến vận chuyển'), 'JP-HCM');
    expect(screen.queryByTestId('saving')).toBeNull();
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Xem chi phí và tiết kiệm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Đơn hàng đã nằm trong một lô hàng khác. (KM261128000001)');
    expect(screen.queryByRole('button', { name: 'Xác nhận gửi chung' })).toBeNull();
  });
});
