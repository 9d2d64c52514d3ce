import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { codRemittanceText, errorMessages } from '@kaimono/i18n';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { CodDisputeDto, CodOutstandingCarrier, CodRemittanceDto } from '../api/shipments-api';

const admin = { ...testUser, id: 'staff-1', role: 'admin' as const };
const t = codRemittanceText.page;

const shipment = (n: number, cod: number) => ({
  id: `5e000000-0000-4000-8000-00000000000${n}`,
  code: `LG26112800000${n}`,
  customer_id: 'c0000000-0000-4000-8000-000000000001',
  customer_name: `Khách ${n}`,
  carrier_tracking: `GHN-${n}`,
  cod_vnd: cod,
  collected_at: '2026-11-27T03:00:00.000Z',
});
const GHN: CodOutstandingCarrier = { carrier: 'Giao Hàng Nhanh', count: 2, total_vnd: 525_000, shipments: [shipment(1, 325_000), shipment(2, 200_000)] };
const VTP: CodOutstandingCarrier = { carrier: 'Viettel Post', count: 1, total_vnd: 90_000, shipments: [shipment(3, 90_000)] };
const REMITTED: CodRemittanceDto = {
  id: 'r0000000-0000-4000-8000-000000000001',
  carrier: 'Viettel Post',
  reference: 'VTP-OLD-1',
  received_on: '2026-11-20',
  amount_vnd: 120_000,
  note: null,
  ledger_key: 'cod-remittance:Viettel Post:VTP-OLD-1',
  ledger_entry_id: 'e0000000-0000-4000-8000-000000000001',
  shipment_codes: ['LG261120000009'],
  created_by: null,
  created_at: '2026-11-20T05:00:00.000Z',
};

const DISPUTE: CodDisputeDto = {
  id: 'd0000000-0000-4000-8000-000000000001',
  carrier: 'Giao Hàng Tiết Kiệm',
  amount_vnd: 30_000,
  reason: 'Trừ phí thu hộ',
  status: 'open',
  remittance_id: 'r0000000-0000-4000-8000-000000000009',
  remittance_reference: 'GHTK-S-01',
  received_on: '2026-11-26',
  shipment_codes: ['LG261126000001', 'LG261126000002'],
  settlement: null,
  created_at: '2026-11-26T05:00:00.000Z',
};

function setup(post: (body: Record<string, unknown>) => { status?: number; body: unknown }, settle?: (body: Record<string, unknown>) => void) {
  let outstanding = [GHN, VTP];
  let remittances = [REMITTED];
  let disputes = [DISPUTE];
  const api = mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/admin/cod-disputes': () => ({
      body: { success: true, results: disputes, pagination: { page: 1, size: 100, total: disputes.length }, open_by_carrier: [], open_total_vnd: disputes.reduce((s, d) => s + d.amount_vnd, 0) },
    }),
    [`POST /api/admin/cod-disputes/${DISPUTE.id}/settle`]: (req) => {
      settle?.(req.body as Record<string, unknown>);
      disputes = [];
      return { body: { success: true, message: codRemittanceText.messages.disputeWrittenOff, replayed: false, data: { ...DISPUTE, status: 'written_off' } } };
    },
    'GET /api/session': { body: { success: true, data: admin } },
    'GET /api/admin/cod/outstanding': () => ({ body: { success: true, data: { carriers: outstanding, total_vnd: outstanding.reduce((s, c) => s + c.total_vnd, 0) } } }),
    'GET /api/admin/cod-remittances': () => ({ body: { success: true, results: remittances, pagination: { page: 1, size: 20, total: remittances.length } } }),
    'POST /api/admin/cod-remittances': (req) => {
      const reply = post(req.body as Record<string, unknown>);
      if (!reply.status || reply.status === 200) {
        outstanding = [VTP];
        remittances = [{ ...REMITTED, id: 'r2', reference: 'GHN-DS-1', carrier: 'Giao Hàng Nhanh', amount_vnd: 525_000, shipment_codes: GHN.shipments.map((s) => s.code) }, ...remittances];
      }
      return reply;
    },
  });
  return api;
}

describe('/admin/cod (Đối soát COD)', () => {
  it('shows the outstanding COD per carrier, sums the picked shipments, records the remittance and refreshes both lists', async () => {
    const sent: Record<string, unknown>[] = [];
    setup((body) => {
      sent.push(body);
      return { body: { success: true, message: codRemittanceText.messages.recorded, replayed: false, data: REMITTED } };
    });
    const user = userEvent.setup();
    renderApp('/admin/cod');
    expect(await screen.findByTestId('cod-outstanding-total')).toHaveProperty('textContent', t.outstandingTotal('615.000 ₫'));
    expect(screen.getAllByTestId('cod-carrier').map((c) => c.getAttribute('data-carrier'))).toEqual(['Giao Hàng Nhanh', 'Viettel Post']);
    expect(await screen.findByText('VTP-OLD-1')).toBeTruthy();
    // The nav names the page in the finance area.
    expect(screen.getAllByRole('link', { name: t.title }).length).toBeGreaterThan(0);

    await user.click(screen.getByLabelText(`${t.columns.pick} ${GHN.shipments[0]!.code}`));
    expect(screen.getByTestId('cod-selected').textContent).toBe(t.selected(1, '325.000 ₫'));
    await user.click(screen.getByLabelText(`${t.columns.pick} ${GHN.shipments[1]!.code}`));
    expect(screen.getByTestId('cod-selected').textContent).toBe(t.selected(2, '525.000 ₫'));
    // Picking another carrier's shipment starts a new batch (one carrier per remittance).
    await user.click(screen.getByLabelText(`${t.columns.pick} ${VTP.shipments[0]!.code}`));
    expect(screen.getByTestId('cod-selected').textContent).toBe(t.selected(1, '90.000 ₫'));
    await user.click(screen.getByLabelText(t.pickAll('Giao Hàng Nhanh')));
    expect(screen.getByTestId('cod-selected').textContent).toBe(t.selected(2, '525.000 ₫'));

    const form = screen.getByRole('form', { name: t.formTitle('Giao Hàng Nhanh') });
    await user.type(within(form).getByLabelText(t.reference), 'GHN-DS-1');
    await user.clear(within(form).getByLabelText(t.receivedOn));
    await user.type(within(form).getByLabelText(t.receivedOn), '2026-11-27');
    await user.type(within(form).getByLabelText(t.amount), '525000');
    await user.click(within(form).getByRole('button', { name: t.submit }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ carrier: 'Giao Hàng Nhanh', reference: 'GHN-DS-1', received_on: '2026-11-27', amount_vnd: 525_000, shipment_ids: GHN.shipments.map((s) => s.id) });
    expect(await screen.findByText(codRemittanceText.messages.recorded)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('cod-carrier').map((c) => c.getAttribute('data-carrier'))).toEqual(['Viettel Post']));
    expect(await screen.findByText('GHN-DS-1')).toBeTruthy();
    expect(screen.queryByRole('form', { name: t.formTitle('Giao Hàng Nhanh') })).toBeNull();
  });

  it('shows the server’s refusal (amount above the sum) and keeps the batch picked', async () => {
    const message = `${errorMessages.COD_REMITTANCE_AMOUNT_MISMATCH} (90.000 ₫)`;
    setup(() => ({ status: 409, body: { success: false, code: 'COD_REMITTANCE_AMOUNT_MISMATCH', message } }));
    const user = userEvent.setup();
    renderApp('/admin/cod');
    await user.click(await screen.findByLabelText(`${t.columns.pick} ${VTP.shipments[0]!.code}`));
    const form = screen.getByRole('form', { name: t.formTitle('Viettel Post') });
    await user.type(within(form).getByLabelText(t.reference), 'VTP-2');
    await user.type(within(form).getByLabelText(t.amount), '100000');
    await user.click(within(form).getByRole('button', { name: t.submit }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByTestId('cod-selected').textContent).toBe(t.selected(1, '90.000 ₫'));
  });

  it('a short amount asks for the shortfall reason and sends it', async () => {
    const sent: Record<string, unknown>[] = [];
    setup((body) => {
      sent.push(body);
      return { body: { success: true, message: codRemittanceText.messages.recordedShort('10.000 ₫'), replayed: false, data: REMITTED } };
    });
    const user = userEvent.setup();
    renderApp('/admin/cod');
    await user.click(await screen.findByLabelText(`${t.columns.pick} ${VTP.shipments[0]!.code}`));
    const form = screen.getByRole('form', { name: t.formTitle('Viettel Post') });
    await user.type(within(form).getByLabelText(t.reference), 'VTP-3');
    await user.type(within(form).getByLabelText(t.amount), '80000');
    expect(screen.getByTestId('cod-shortfall').textContent).toBe(t.shortfallHint('10.000 ₫'));
    // Without a reason the form does not go out (the field is required for a short amount).
    await user.click(within(form).getByRole('button', { name: t.submit }));
    expect(sent).toHaveLength(0);
    await user.type(within(form).getByLabelText(t.shortfallReason), 'Trừ phí COD');
    await user.click(within(form).getByRole('button', { name: t.submit }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ carrier: 'Viettel Post', amount_vnd: 80_000, shortfall_reason: 'Trừ phí COD' });
    expect(await screen.findByText(codRemittanceText.messages.recordedShort('10.000 ₫'))).toBeTruthy();
  });

  it('lists the open disputes (carrier, shipments, amount) and writes one off with a note', async () => {
    const settled: Record<string, unknown>[] = [];
    setup(() => ({ body: {} }), (body) => settled.push(body));
    const user = userEvent.setup();
    renderApp('/admin/cod');
    const row = await screen.findByTestId('cod-dispute-row');
    expect(screen.getByTestId('cod-disputes-total').textContent).toBe(t.disputesTotal('30.000 ₫'));
    expect(row.textContent).toContain('Giao Hàng Tiết Kiệm');
    expect(row.textContent).toContain('LG261126000001, LG261126000002');
    expect(row.textContent).toContain('30.000 ₫');
    await user.click(within(row).getByRole('button', { name: t.settleWriteOff }));
    await user.type(within(row).getByLabelText(t.settleNote), 'Nhà vận chuyển không bồi thường');
    await user.click(within(row).getByRole('button', { name: t.settleSubmit }));
    await waitFor(() => expect(settled).toEqual([{ method: 'write_off', note: 'Nhà vận chuyển không bồi thường' }]));
    expect(await screen.findByText(codRemittanceText.messages.disputeWrittenOff)).toBeTruthy();
    expect(await screen.findByText(t.disputesEmpty)).toBeTruthy();
  });
});
