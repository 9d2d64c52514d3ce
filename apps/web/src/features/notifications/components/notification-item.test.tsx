import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@/shared/ui/toast';
import { createTestQueryClient } from '@/test/render-app';
import type { NotificationDto } from '../api/notifications-api';
import { NotificationItem } from './notification-item';

function note(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    _id: 'n1',
    id: 'n1',
    category: 'over_pricing',
    title: 'Bạn đã bị trả giá cao hơn',
    body: 'Sản phẩm "Thẻ Pokémon Pikachu" đã có người trả ¥5,000, cao hơn giá tối đa ¥1,500 của bạn.',
    link: '/account/bids',
    data: { bid_id: 'b1', site: 'auction', code: 'x1', item_title: 'ポケモンカード ピカチュウ', item_title_vi: 'Thẻ Pokémon Pikachu' },
    read: false,
    read_at: null,
    reaction: null,
    collected: false,
    created_at: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

function renderItem(item: NotificationDto) {
  const router = createMemoryRouter([{ path: '*', element: <ul><NotificationItem item={item} /></ul> }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('NotificationItem: the item a notification names (issue 14)', () => {
  it('the text names it in Vietnamese; the Japanese original from its data is a smaller line in lang="ja"', () => {
    renderItem(note());
    const original = screen.getByTestId('notif-original-title');
    expect(original.textContent).toBe('Tên gốc: ポケモンカード ピカチュウ');
    expect(original.querySelector('[lang="ja"]')?.textContent).toBe('ポケモンカード ピカチュウ');
    expect(screen.getByText(/Thẻ Pokémon Pikachu/).compareDocumentPosition(original) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('no extra line when the notification has no item, or its text already has the original', () => {
    const { unmount } = renderItem(note({ data: null }));
    expect(screen.queryByTestId('notif-original-title')).toBeNull();
    unmount();
    renderItem(note({ body: 'Sản phẩm "ポケモンカード ピカチュウ" đã có người trả giá cao hơn.' }));
    expect(screen.queryByTestId('notif-original-title')).toBeNull();
  });
});

describe('NotificationItem: alerts (issue 18)', () => {
  it('lists the new matches with one tap to the item, the bid dialog or the cart', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <ul>
              <NotificationItem
                item={note({
                  category: 'saved_search',
                  title: 'Tìm kiếm “switch · Mercari”: 2 sản phẩm mới',
                  body: '• Máy Switch — ¥12,800 (~2.300.000 ₫)\n• Tay cầm — ¥3,000 (~540.000 ₫)',
                  link: '/account/saved-searches?open=s1',
                  data: {
                    saved_search_id: 's1',
                    items: [
                      { code: 'm1', title: 'スイッチ本体', title_vi: 'Máy Switch', path: '/mercari/item/m1', bid_path: '/mercari/item/m1?action=bid', cart_path: null },
                      { code: 'x2', title: 'コントローラー', title_vi: null, path: '/shopping/item/x2', bid_path: null, cart_path: '/shopping/item/x2?action=cart' },
                      { code: 'evil', title: 'x', path: '//evil.example/x' },
                    ],
                  },
                })}
              />
            </ul>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const list = screen.getByTestId('notif-alert-items');
    const links = [...list.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Xem: Máy Switch', '/mercari/item/m1'],
      ['Đặt giá', '/mercari/item/m1?action=bid'],
      ['Xem: コントローラー', '/shopping/item/x2'],
      ['Thêm vào giỏ', '/shopping/item/x2?action=cart'],
    ]);
    screen.getByRole('link', { name: 'Đặt giá' }).click();
    await new Promise((r) => setTimeout(r, 0));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/mercari/item/m1?action=bid');
  });
});
