import { describe, expect, it } from 'vitest';
import { categoryIconOf } from './category-icon';

describe('category tile icons', () => {
  it.each([
    ['腕時計', 'Đồng hồ đeo tay', 'watch'],
    ['アクセサリー、時計', 'Trang sức & đồng hồ', 'watch'],
    ['レディースファッション', 'Thời trang nữ', 'women'],
    ['メンズ', 'Thời trang nam', 'men'],
    ['ファッション', 'Thời trang', 'fashion'],
    ['バッグ・小物・ブランド雑貨', 'Túi xách, phụ kiện & hàng hiệu', 'bag'],
    ['コスメ・香水・美容', 'Mỹ phẩm, nước hoa & làm đẹp', 'beauty'],
    ['家電・スマホ・カメラ', 'Điện máy, điện thoại & máy ảnh', 'camera'],
    ['コミック、アニメグッズ', 'Hàng anime & truyện tranh', 'anime'],
    ['おもちゃ、ゲーム', 'Đồ chơi & game', 'game'],
    ['本、雑誌', 'Sách & tạp chí', 'book'],
    ['自動車、オートバイ', 'Ô tô & xe máy', 'car'],
    ['食品', 'Thực phẩm', 'food'],
    ['その他', 'Khác', 'other'],
  ])('%s → %s', (name, vi, kind) => {
    expect(categoryIconOf(name, vi)).toBe(kind);
  });

  it('reads the Vietnamese name when the Japanese one says nothing', () => {
    expect(categoryIconOf('ゲーム機', null)).toBe('game');
    expect(categoryIconOf('7', 'Trò chơi điện tử, game')).toBe('game');
  });
});
