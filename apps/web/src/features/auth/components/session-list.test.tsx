import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const here: AccountSession = {
  id: 's-here',
  device: 'Chrome trên Windows',
  ip: '113.161.1.10',
  created_at: '2026-11-20T02:00:00.000Z',
  last_seen_at: '2026-11-27T03:05:00.000Z',
  current: true,
};
const phone: AccountSession = { ...here, id: 's-phone', device: 'Safari trên iPhone', ip: '14.232.2.20', last_seen_at: '2026-11-26T13:30:00.000Z', current: false };
const tablet: AccountSession = { ...here, id: 's-tablet', device: 'Chrome trên Android', ip: null, last_seen_at: '2026-11-25T01:00:00.000Z', current: false };

function setup() {
  let sessions = [here, phone, tablet];
  const api = mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: testUser } },
    'GET /api/account/sessions': () => ({ body: { success: true, results: sessions } }),
    'DELETE /api/account/sessions/s-phone': () => {
      sessions = sessions.filter((s) => s.id !== 's-phone');
      return { body: { success: true, message: 'Đã đăng xuất thiết bị.' } };
    },
    'POST /api/account/sessions/revoke-others': () => {
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return { body: { success: true, message: 'Đã đăng xuất các thiết bị khác.', data: { ended } } };
    },
  });
  return api;
}

async function openList() {
  renderApp('/account/security');
  expect(await screen.findByRole('heading', { name: 'Thiết bị đang đăng nhập' })).toBeTruthy();
  return screen.findAllByTestId('session-row', undefined);
}

describe('/account/security: logged-in devices', () => {
  it('lists each device with its address and last seen, this device marked and without a log-out button', async () => {
    setup();
    const rows = await openList();
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Chrome trên Windows');
    expect(rows[0]!.textContent).toContain('Thiết bị này');
    expect(rows[0]!.textContent).toContain('113.161.1.10');
    // Vietnam time (UTC+7).
    expect(rows[0]!.textContent).toContain('10:05 27/11/2026');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain('Safari trên iPhone');
    expect(rows[1]!.textContent).not.toContain('Thiết bị này');
    expect(rows[1]!.textContent).toContain('20:30 26/11/2026');
    expect(rows[2]!.textContent).toContain('Không rõ');
    expect(within(rows[1]!).getByRole('button', { name: 'Đăng xuất Safari trên iPhone' })).toBeTruthy();
  });

  it('logs one device out after a confirm and reads the list again', async () => {
    const api = setup();
    const user = userEvent.setup();
    const rows = await openList();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Đăng xuất Safari trên iPhone' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Safari trên iPhone sẽ phải đăng nhập lại');
    await user.click(within(dialog).getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/account/sessions/s-phone')).toBe(true);
    expect(await screen.findByText('Đã đăng xuất thiết bị.')).toBeTruthy();
  });

  it('"Đăng xuất các thiết bị khác" leaves only this device', async () => {
    const api = setup();
    const user = userEvent.setup();
    await openList();
    await user.click(screen.getByRole('button', { name: 'Đăng xuất các thiết bị khác' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Đăng xuất các thiết bị khác' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(api.calls.filter((c) => c.path === '/api/account/sessions/revoke-others')).toHaveLength(1);
    expect(await screen.findByText('Không có thiết bị nào khác đang đăng nhập.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Đăng xuất các thiết bị khác' })).toBeNull();
  });
});
