import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountsAdminText as t } from '@kaimono/i18n';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { formatVnd } from '@/shared/lib/money';

const admin = { ...testUser, id: 'staff-1', role: 'admin' as const };
const row = (account: string, group: string, closing: number) => ({ account, group, opening_vnd: 0, movements: [], net_vnd: closing, closing_vnd: closing });

function setup(codDisputes: { open_total_vnd: number; by_carrier: { carrier: string; count: number; amount_vnd: number }[] }) {
  mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: admin } },
    'GET /api/admin/accounts/summary': () => ({
      body: {
        success: true,
        data: {
          date: '2026-11-28',
          from: '2026-11-27T17:00:00.000Z',
          to: '2026-11-28T17:00:00.000Z',
          accounts: [row('bank_clearing', 'clearing', -620_000), row('cod_disputed', 'clearing', -30_000), row('cod_receivable', 'clearing', 650_000)],
          groups: [{ group: 'clearing', opening_vnd: 0, net_vnd: 0, closing_vnd: 0 }],
          totals: { opening_vnd: 0, net_vnd: 0, closing_vnd: 0 },
          reconciled: true,
          cod_disputes: codDisputes,
          limits: [],
        },
      },
    }),
  });
}

describe('/admin/accounts: the carriers’ short COD remittances', () => {
  it('lists the open disputes per carrier with their total', async () => {
    setup({ open_total_vnd: 30_000, by_carrier: [{ carrier: 'Giao Hàng Tiết Kiệm', count: 1, amount_vnd: 30_000 }] });
    renderApp('/admin/accounts');
    const section = await screen.findByTestId('accounts-cod-disputes');
    expect(section.textContent).toContain(t.codDisputeLine('Giao Hàng Tiết Kiệm', 1, formatVnd(30_000)));
    expect(section.textContent).toContain(t.codDisputesTotal(formatVnd(30_000)));
    expect(screen.getByText(t.accountNames.cod_disputed!)).toBeTruthy();
  });

  it('says when there is none', async () => {
    setup({ open_total_vnd: 0, by_carrier: [] });
    renderApp('/admin/accounts');
    expect((await screen.findByTestId('accounts-cod-disputes')).textContent).toContain(t.codDisputesNone);
  });
});
