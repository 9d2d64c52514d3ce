import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { fakeMatchMedia } from '@/test/match-media';
import { renderApp } from '@/test/render-app';

/** A screen as narrow as a phone: every `(max-width: …)` query matches. */
function phoneScreen() {
  vi.stubGlobal('matchMedia', fakeMatchMedia((query) => query.includes('max-width')));
}

describe('AccountShell', () => {
  it('on a wide screen keeps the account menu beside the content', async () => {
    mockApi({ ...baseHandlers({ user: testUser }), 'GET /api/user/profile': { body: { success: true, data: testUser } } });
    renderApp('/account/dashboard');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Mục tài khoản' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mục tài khoản' })).toBeNull();
  });

  it('on a phone shows the heading with no menu before it; the menu opens in a drawer and closes on a link', async () => {
    phoneScreen();
    mockApi({ ...baseHandlers({ user: testUser }), 'GET /api/user/profile': { body: { success: true, data: testUser } } });
    const { router } = renderApp('/account/dashboard');
    const heading = await screen.findByRole('heading', { level: 1 });
    // No account menu in the page: nothing of it comes before the heading.
    expect(screen.queryByRole('navigation', { name: 'Mục tài khoản' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Mục tài khoản' });
    expect(button.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Mục tài khoản' });
    const nav = within(drawer).getByRole('navigation', { name: 'Mục tài khoản' });
    expect(within(nav).getAllByRole('link')).toHaveLength(20); // incl. Gửi chung (consolidated shipments) and Tìm kiếm đã lưu (alerts)
    await userEvent.click(within(nav).getByRole('link', { name: 'Sổ địa chỉ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/addresses'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mục tài khoản' })).toBeNull());
  });
});
