import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('floating widget', () => {
  it('hides and shows the contact panel and remembers it', async () => {
    mockApi(baseHandlers());
    const user = userEvent.setup();
    const first = renderApp('/about');
    const widget = () => within(screen.getByRole('complementary', { name: 'Liên hệ nhanh' }));
    const toggle = widget().getByRole('button', { name: 'Ẩn bảng liên hệ' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await widget().findByRole('link', { name: 'Chat Zalo' })).toHaveProperty('href', 'https://zalo.me/0912345678');
    expect(widget().getByRole('link', { name: 'Chat Facebook' }).getAttribute('href')).toBe('https://m.me/kaimono');
    expect(widget().getByRole('link', { name: 'Gọi hotline' }).getAttribute('href')).toBe('tel:19006868');
    expect(widget().getByRole('link', { name: 'Báo giá tự động' }).getAttribute('href')).toBe('/page/bao-gia-tu-dong');

    await user.click(toggle);
    expect(window.localStorage.getItem('kaimono.contactPanelHidden')).toBe('true');
    const shown = screen.getByRole('button', { name: 'Hiện bảng liên hệ' });
    expect(shown.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Chat Zalo' })).toBeNull();
    first.unmount();

    renderApp('/about');
    expect(screen.getByRole('button', { name: 'Hiện bảng liên hệ' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Hiện bảng liên hệ' }));
    expect(window.localStorage.getItem('kaimono.contactPanelHidden')).toBe('false');
    expect(await screen.findByRole('link', { name: 'Chat Zalo' })).toBeTruthy();
  });

  it('opens the display settings and keeps the font size', async () => {
    mockApi(baseHandlers());
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(screen.getByRole('button', { name: 'Cài đặt hiển thị' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cài đặt hiển thị' });
    await user.click(screen.getByRole('radio', { name: 'Lớn' }));
    await waitFor(() => expect(document.documentElement.getAttribute('data-font-size')).toBe('lg'));
    expect(JSON.parse(window.localStorage.getItem('kaimono.preferences') ?? '{}')).toMatchObject({ fontSize: 'lg' });
    expect(dialog).toBeTruthy();
  });
});
