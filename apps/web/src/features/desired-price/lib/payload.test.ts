import { describe, expect, it } from 'vitest';
import { cancelPayload, createPayload, savePayload, statusPayload, updatePayload } from './payload';

const full = {
  id: 'dp1',
  status: 2,
  assignee_id: 'staff-1',
  buy_auto: true,
  account_id: 'u1',
  desired_price: 9000,
  ship_mode: 'air',
  services_extra: ['photo'],
  coupons_code: 'CHAOBAN50K',
  address_id: 'a1',
  other_price: 9500,
  confirm: true,
  site: 'mercari',
  code: 'm123',
};

describe('desired-price payload rules (spec §4, §5)', () => {
  it('creates without id, other_price and confirm', () => {
    const body = createPayload({ ...full, id: null });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('other_price');
    expect(body).not.toHaveProperty('confirm');
    expect(body).toMatchObject({ desired_price: 9000, site: 'mercari', code: 'm123', buy_auto: true });
  });

  it('updates with only id, desired_price, ship_mode, services_extra, coupons_code, address_id', () => {
    expect(Object.keys(updatePayload(full)).sort()).toEqual(['address_id', 'coupons_code', 'desired_price', 'id', 'services_extra', 'ship_mode']);
  });

  it('chooses create without an id and update with one', () => {
    expect(savePayload({ ...full, id: undefined }).method).toBe('POST');
    const update = savePayload(full);
    expect(update.method).toBe('PUT');
    expect(update.body).not.toHaveProperty('other_price');
  });

  it('sends only id, status, assignee_id, buy_auto, account_id on a status change', () => {
    expect(statusPayload(full)).toEqual({ id: 'dp1', status: 2, assignee_id: 'staff-1', buy_auto: true, account_id: 'u1' });
  });

  it('forces status 0 on a cancel', () => {
    expect(cancelPayload(full)).toEqual({ id: 'dp1', status: 0, assignee_id: 'staff-1', buy_auto: true, account_id: 'u1' });
    expect(cancelPayload({ id: 'dp2', status: 5 })).toEqual({ id: 'dp2', status: 0 });
  });
});
