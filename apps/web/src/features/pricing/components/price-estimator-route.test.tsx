import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { extras, priceList } from '../test/fixtures';

// Issue 12 §4: where the visitor's address is known, the estimator starts on its route.
const routes = priceList.routes.map((r) => ({ ...r, provinces: r.code === 'JP-HCM' ? ['79', '92'] : ['01', '48'] }));
const hcmAddress = {
  id: 'a-hcm',
  receiver_name: 'Trần Thị Bình',
  phone: '0912345678',
  province_code: '79',
  province_name: 'Thành phố Hồ Chí Minh',
  ward_code: '26734',
  ward_name: 'Phường Sài Gòn',
  street: '1 Lê Lợi',
  note: null,
  legacy_district: null,
  is_default: true,
  full_address: '1 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
  created_at: '2026-03-01T03:00:00.000Z',
  updated_at: '2026-03-01T03:00:00.000Z',
};

function setup(loggedIn: boolean) {
  if (loggedIn) window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({
    ...baseHandlers(loggedIn ? { user: testUser } : {}),
    'GET /api/price-list/by-route': { body: { success: true, data: { ...priceList, routes } } },
    'GET /api/service-extras/user': { body: { success: true, data: extras } },
    'GET /api/user/address/user': { body: { success: true, default_address: hcmAddress, results: [hcmAddress], limit: 20 } },
    'GET /api/wallet': { body: { success: true, data: { balance_vnd: 0, held_vnd: 0, available_vnd: 0 } } },
  });
}

describe('/page/bao-gia-tu-dong: route by address', () => {
  it('a logged-in customer delivering to TP. Hồ Chí Minh starts on JP-HCM', async () => {
    setup(true);
    renderApp('/page/bao-gia-tu-dong');
    const select = (await screen.findByLabelText('Tuyến vận chuyển')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('JP-HCM'));
  });

  it('a guest starts on the default route', async () => {
    setup(false);
    renderApp('/page/bao-gia-tu-dong');
    const select = (await screen.findByLabelText('Tuyến vận chuyển')) as HTMLSelectElement;
    expect(select.value).toBe('JP-HN');
  });
});
