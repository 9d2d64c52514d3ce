import { describe, expect, it } from 'vitest';
import { notificationOf, readPushMessage, safePath } from './push-message';

const data = (text: string) => ({ json: () => JSON.parse(text) as unknown, text: () => text });

describe('service worker: push messages', () => {
  it('shows title, body and icon, tagged by id, with the link kept for the click', () => {
    const { title, options } = notificationOf(
      readPushMessage(data(JSON.stringify({ id: 'n1', category: 'watch', title: 'Giảm giá', body: 'Còn 29.800 ¥', icon: '/icons/notification-192.png', link: '/mercari/item/m1?x=1' }))),
    );
    expect(title).toBe('Giảm giá');
    expect(options).toMatchObject({ body: 'Còn 29.800 ¥', icon: '/icons/notification-192.png', tag: 'n1', lang: 'vi', data: { link: '/mercari/item/m1?x=1', id: 'n1', category: 'watch' } });
  });

  it('a message that is not JSON shows as text under the default title', () => {
    expect(notificationOf(readPushMessage(data('Xin chào')))).toMatchObject({ title: 'Kaimono', options: { body: 'Xin chào' } });
    expect(notificationOf(readPushMessage(null)).title).toBe('Kaimono');
  });

  it('opens only paths of the app', () => {
    expect(safePath('/account/bids')).toBe('/account/bids');
    for (const link of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', null, 42]) expect(safePath(link)).toBe('/');
    expect(notificationOf({ link: 'https://evil.example', icon: 'https://evil.example/i.png' }).options).toMatchObject({ icon: '/icons/notification-192.png', data: { link: '/' } });
  });
});
