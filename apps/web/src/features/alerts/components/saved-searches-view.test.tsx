import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '@kaimono/i18n';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const saved = {
  id: 's1',
  site: 'mercari',
  keyword: 'switch',
  auto_translate: 'off',
  searched_keyword: 'switch',
  category: null,
  price_min: null,
  price_max: null,
  condition: null,
  listing_type: null,
  paused: false,
  new_count: 0,
  last_visited_at: '2026-11-28T00:00:00.000Z',
  created_at: '2026-11-28T00:00:00.000Z',
};
const list = {
  'GET /api/saved-searches': { body: { success: true, results: [saved], limit: 10, used: 1 } },
  'GET /api/watches': { body: { success: true, results: [] } },
};

describe('/account/saved-searches: editing a saved search (issue 18)', () => {
  it('changes the site and the category of a saved search', async () => {
    const { calls } = mockApi({ ...baseHandlers({ user: testUser }), ...list, 'PUT /api/saved-searches/s1': { body: { success: true, data: { ...saved, site: 'rakuten', category: '100371' } } } });
    const user = userEvent.setup();
    renderApp('/account/saved-searches');
    await user.click(await screen.findByRole('button', { name: 'Sửa' }));
    await user.selectOptions(screen.getByLabelText('Sàn'), 'rakuten');
    await user.type(screen.getByLabelText('Mã danh mục (để trống: mọi danh mục)'), '100371');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ site: 'rakuten', category: '100371', keyword: 'switch' });
  });

  it('shows the server’s Vietnamese refusal of a category with all six sites', async () => {
    const message = errorMessages.SAVED_SEARCH_CATEGORY_UNKNOWN;
    mockApi({ ...baseHandlers({ user: testUser }), ...list, 'PUT /api/saved-searches/s1': { status: 400, body: { success: false, code: 'SAVED_SEARCH_CATEGORY_UNKNOWN', message } } });
    const user = userEvent.setup();
    renderApp('/account/saved-searches');
    await user.click(await screen.findByRole('button', { name: 'Sửa' }));
    await user.selectOptions(screen.getByLabelText('Sàn'), 'all');
    await user.type(screen.getByLabelText('Mã danh mục (để trống: mọi danh mục)'), '100371');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });
});
