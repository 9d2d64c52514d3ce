import { describe, expect, it } from 'vitest';
import { defaultNotificationPreferences, notificationKinds } from '@kaimono/contracts';
import { channelsFor, inAppOnlyPreferences, preferenceGroup } from './notifications.preferences.ts';

describe('channelsFor', () => {
  it('every kind of notification has a settings group (system: none, centre only)', () => {
    for (const kind of notificationKinds) expect(kind in preferenceGroup).toBe(true);
    expect(channelsFor('system', defaultNotificationPreferences)).toEqual({ in_app: true, email: false, push: false, zalo: false, sms: false });
  });

  it('saved searches and watches follow their own cells, per channel', () => {
    const preferences = {
      ...defaultNotificationPreferences,
      saved_search: { in_app: false, email: false, push: true, zalo: true, sms: false },
      watch: { in_app: true, email: true, push: false, zalo: false, sms: true },
    };
    expect(channelsFor('saved_search', preferences)).toEqual({ in_app: false, email: false, push: true, zalo: true, sms: false });
    expect(channelsFor('watch', preferences)).toEqual({ in_app: true, email: true, push: false, zalo: false, sms: true });
  });

  it('outbid (over_pricing) uses the bids cell', () => {
    const preferences = { ...defaultNotificationPreferences, bids: { in_app: true, email: false, push: true, zalo: false, sms: true } };
    expect(channelsFor('over_pricing', preferences)).toEqual(preferences.bids);
    expect(channelsFor('bid', preferences)).toEqual(preferences.bids);
  });

  it('defaults: push on for alerts, Zalo and SMS off, promotions only in the centre', () => {
    expect(channelsFor('saved_search', defaultNotificationPreferences)).toMatchObject({ in_app: true, push: true, zalo: false, sms: false, email: false });
    expect(channelsFor('promotion', defaultNotificationPreferences)).toEqual({ in_app: true, email: false, push: false, zalo: false, sms: false });
  });

  it('without a settings reader: the centre only, for every kind', async () => {
    const preferences = await inAppOnlyPreferences(null as never, 'u');
    for (const kind of notificationKinds) expect(channelsFor(kind, preferences)).toMatchObject({ email: false, push: false, zalo: false, sms: false });
  });
});
