import { afterEach, describe, expect, it } from 'vitest';
import { badgeText, resolvePollInterval, shouldToast } from './notification-toast';

describe('shouldToast', () => {
  it('toasts on the first poll when something is unread', () => {
    expect(shouldToast(null, { total_unreaded: 2, collected: 0 })).toBe(true);
    expect(shouldToast(null, { total_unreaded: 0, collected: 0 })).toBe(false);
  });

  it('toasts again only on news', () => {
    expect(shouldToast({ total_unreaded: 2, collected: 2 }, { total_unreaded: 2, collected: 0 })).toBe(false);
    expect(shouldToast({ total_unreaded: 2, collected: 0 }, { total_unreaded: 3, collected: 1 })).toBe(true);
    expect(shouldToast({ total_unreaded: 0, collected: 0 }, { total_unreaded: 1, collected: 0 })).toBe(true);
    expect(shouldToast({ total_unreaded: 3, collected: 0 }, { total_unreaded: 1, collected: 0 })).toBe(false);
    expect(shouldToast({ total_unreaded: 1, collected: 0 }, { total_unreaded: 0, collected: 1 })).toBe(false);
  });
});

describe('resolvePollInterval', () => {
  afterEach(() => {
    delete window.__KAIMONO_NOTIFICATION_POLL_MS__;
  });

  it('is 60 s unless a prop or the window setting says otherwise, never under 1 s', () => {
    expect(resolvePollInterval()).toBe(60_000);
    window.__KAIMONO_NOTIFICATION_POLL_MS__ = 2_000;
    expect(resolvePollInterval()).toBe(2_000);
    expect(resolvePollInterval(5_000)).toBe(5_000);
    expect(resolvePollInterval(10)).toBe(60_000);
  });
});

describe('badgeText', () => {
  it('caps at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(100)).toBe('99+');
  });
});
