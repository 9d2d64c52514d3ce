import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alertsText, cartWebText } from '@kaimono/i18n';
import { detail } from '@/test/catalog-fixtures';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// Issue 18 §5: one tap from an alert to the item, the bid dialog or the cart; watches on a seller from the item page.
const itemPath = 'GET /api/mercari/item/m12345678901';
const itemReply = (overrides = {}): MockReply => ({ body: { success: true, product: { ...detail(overrides), category: null } } });
const added = { body: { success: true, message: 'ok', data: {} } };

function loggedIn(handlers: Record<string, MockHandler | MockReply>) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/watches': { body: { success: true, results: [] } },
    ...handlers,
  });
}

describe('an alert’s cart link (?action=cart)', () => {
  it('opens the item with the add-to-cart dialog pre-filled; one confirmation adds it, and the intent leaves the address', async () => {
    const api = loggedIn({ [itemPath]: itemReply({ stock: 5 }), 'POST /api/cart': added });
    const user = userEvent.setup();
    const { router } = renderApp('/mercari/item/m12345678901?action=cart');
    const dialog = await screen.findByRole('dialog', { name: cartWebText.addToCart.title });
    expect(within(dialog).getByText('Thẻ Pokémon Pikachu promo, đẹp')).toBeTruthy();
    // Nothing is added before the customer confirms.
    expect(api.calls.some((c) => c.path === '/api/cart' && c.method === 'POST')).toBe(false);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(within(dialog).getByRole('button', { name: /^Tăng số lượng/ }));
    await user.click(within(dialog).getByRole('button', { name: cartWebText.addToCart.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: cartWebText.addToCart.title })).toBeNull());
    expect(api.calls.filter((c) => c.path === '/api/cart' && c.method === 'POST').map((c) => c.body)).toEqual([{ site_code: 'mercari', code: 'm12345678901', qty: 2, variant: null }]);
    const panel = screen.getByTestId('buying-panel');
    expect(await within(panel).findByRole('link', { name: cartWebText.buying.viewCart })).toBeTruthy();
  });

  it('asks for the variant in the dialog when the item has several, and adds nothing when the customer declines', async () => {
    const variants = [
      { id: 'v-red', name: 'Đỏ', quantity: 2, price_jpy: null },
      { id: 'v-blue', name: 'Xanh', quantity: 3, price_jpy: null },
    ];
    const api = loggedIn({ [itemPath]: itemReply({ stock: 5, variants }), 'POST /api/cart': added });
    const user = userEvent.setup();
    renderApp('/mercari/item/m12345678901?action=cart');
    let dialog = await screen.findByRole('dialog', { name: cartWebText.addToCart.title });
    await user.click(within(dialog).getByRole('button', { name: cartWebText.addToCart.confirm }));
    expect(within(dialog).getByText(cartWebText.buying.variantRequired)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/cart' && c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: cartWebText.addToCart.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.path === '/api/cart' && c.method === 'POST')).toBe(false);

    // Opened again from the next alert: the chosen variant goes with the item.
    renderApp('/mercari/item/m12345678901?action=cart');
    dialog = await screen.findByRole('dialog', { name: cartWebText.addToCart.title });
    await user.selectOptions(within(dialog).getByLabelText(cartWebText.buying.variant), 'v-blue');
    await user.click(within(dialog).getByRole('button', { name: cartWebText.addToCart.confirm }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/cart' && c.method === 'POST').map((c) => c.body)).toEqual([{ site_code: 'mercari', code: 'm12345678901', qty: 1, variant: 'v-blue' }]));
  });

  it('opens no dialog for an item that can no longer be bought (sold since the alert)', async () => {
    loggedIn({ [itemPath]: itemReply({ available: false, stock: 0 }) });
    renderApp('/mercari/item/m12345678901?action=cart');
    const panel = await screen.findByTestId('buying-panel');
    expect(within(panel).getByText(cartWebText.buying.soldOut)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a guest is not shown the dialog (the panel sends them to login)', async () => {
    mockApi({ ...baseHandlers(), [itemPath]: itemReply() });
    renderApp('/mercari/item/m12345678901?action=cart');
    await screen.findByTestId('buying-panel');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('an alert’s bid link (?action=bid)', () => {
  it('opens the bid dialog of the auction', async () => {
    const auction = {
      current_price_jpy: 1_000,
      current_price_ex_tax_jpy: 1_000,
      start_price_jpy: 1_000,
      buy_now_price_jpy: null,
      bid_count: 0,
      start_time: '2026-11-27T00:00:00.000Z',
      end_time: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      auto_extension: true,
      early_closing: false,
      status: 'open',
      min_next_bid_jpy: 1_000,
    };
    loggedIn({ [itemPath]: itemReply({ auction, price_jpy: 1_000 }) });
    renderApp('/mercari/item/m12345678901?action=bid');
    expect(await screen.findByRole('dialog', {}, { timeout: 5_000 })).toBeTruthy();
  });
});

describe('watching a seller from the item page', () => {
  it('watches the item’s seller for new listings', async () => {
    const api = loggedIn({
      [itemPath]: itemReply(),
      'POST /api/watches': { body: { success: true, data: { id: 'w1', kind: 'seller', site: 'mercari', code: 'seller1', events: ['new_listing'] } } },
    });
    const user = userEvent.setup();
    renderApp('/mercari/item/m12345678901');
    const button = await screen.findByTestId('watch-seller');
    expect(button.textContent).toContain(alertsText.watchSeller);
    await user.click(button);
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/watches' && c.method === 'POST')?.body).toEqual({ kind: 'seller', site: 'mercari', code: 'seller1' }));
  });
});
