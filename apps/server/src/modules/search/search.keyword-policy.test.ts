import { describe, expect, it } from 'vitest';
import { keywordRefusal } from './search.keyword-policy.ts';

describe('keywordRefusal', () => {
  it.each([
    // Vietnamese mobile numbers, written every usual way
    ['nhận quà gọi 0912345678', 'phone'],
    ['0912 345 678', 'phone'],
    ['0912.345.678 free', 'phone'],
    ['+84 912 345 678', 'phone'],
    ['84912345678', 'phone'],
    ['０９１２３４５６７８', 'phone'],
    // Japanese numbers
    ['090-1234-5678', 'phone'],
    ['+81 90 1234 5678', 'phone'],
    ['03-1234-5678', 'phone'],
    // links and domains
    ['https://scam.example/x', 'link'],
    ['www.khuyenmai', 'link'],
    ['quatang.vn', 'link'],
    ['vao t.me/abc', 'link'],
    ['shop.com.vn/sale', 'link'],
    // blocked words, as whole words
    ['Nhà cái uy tín', 'blocked_word'],
    ['kết bạn ZALO', 'blocked_word'],
    ['vay tiền nhanh', 'blocked_word'],
    ['đm', 'blocked_word'],
    ['VCL', 'blocked_word'],
  ])('refuses %j (%s)', (keyword, reason) => {
    expect(keywordRefusal(keyword)).toBe(reason);
  });

  it.each([
    'nintendo switch',
    'ポケモンカード',
    'áo khoác nữ',
    'lon bia asahi', // "lon" (a can) is not the profanity with diacritics
    'iphone 15 pro 256gb',
    'jan 4902370548495', // a barcode, not a phone number
    'sony wh-1000xm5',
    'gundam 1/144',
    'size 27.5 cm',
    'đồng hồ casio',
  ])('lists %j', (keyword) => {
    expect(keywordRefusal(keyword)).toBeNull();
  });
});
