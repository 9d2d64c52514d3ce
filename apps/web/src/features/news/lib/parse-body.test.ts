import { describe, expect, it } from 'vitest';
import { parseArticleBody } from './parse-body';

describe('article body', () => {
  it('reads paragraphs, ## headings and - bullets', () => {
    const body = 'Mở đầu dòng một\ndòng hai\n\n## Bước 1\n\n- Tạo tài khoản\n- Nạp tiền\n\nKết thúc.';
    expect(parseArticleBody(body)).toEqual([
      { type: 'paragraph', text: 'Mở đầu dòng một dòng hai' },
      { type: 'heading', level: 2, text: 'Bước 1' },
      { type: 'list', items: ['Tạo tài khoản', 'Nạp tiền'] },
      { type: 'paragraph', text: 'Kết thúc.' },
    ]);
  });

  it('treats markup-like text as plain text', () => {
    expect(parseArticleBody('<script>alert(1)</script>')).toEqual([{ type: 'paragraph', text: '<script>alert(1)</script>' }]);
  });
});
