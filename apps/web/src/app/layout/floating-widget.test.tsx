import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('steps aside while one of its buttons would lie on a price, and comes back when the price has gone', async () => {
    mockApi(baseHandlers());
    const rect = (left: number, top: number, width: number, height: number) =>
      ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
    let priceTop = 690;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.classList.contains('widget__button')) return rect(300, 680, 44, 44);
      if (this.classList.contains('price-line')) return rect(190, priceTop, 150, 20);
      return rect(0, 0, 0, 0);
    });
    renderApp('/about');
    const widget = screen.getByRole('complementary', { name: 'Liên hệ nhanh' });
    expect(widget.classList.contains('widget--aside')).toBe(false);

    // A product card's price scrolls under the chat button.
    const price = document.createElement('p');
    price.className = 'price-line';
    price.textContent = '¥1,200';
    document.body.append(price);
    await waitFor(() => expect(widget.classList.contains('widget--aside')).toBe(true));

    // Scrolled on: the price is above the buttons now.
    priceTop = 300;
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(widget.classList.contains('widget--aside')).toBe(false));
    price.remove();
  });
});
