import { describe, expect, it } from 'vitest';
import { homeContent, seedArticles, seedFeedbacks, staticPages } from './index.ts';

const PAGE_PATHS = [
  '/page/nguoi-dung-moi',
  '/page/huong-dan-mua-hang',
  '/page/chinh-sach-bao-mat',
  '/page/bieu-phi',
  '/page/dich-vu-chup-anh',
  '/page/chinh-sach-giao-dich',
  '/page/bao-gia-tu-dong',
  '/about',
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('static pages', () => {
  it('has exactly the eight pages, each keyed by its own path', () => {
    expect(Object.keys(staticPages).sort()).toEqual([...PAGE_PATHS].sort());
    for (const [key, page] of Object.entries(staticPages)) expect(page.path).toBe(key);
  });

  it.each(PAGE_PATHS)('%s has a title, a short description and at least 4 sections', (path) => {
    const page = staticPages[path];
    expect(page).toBeDefined();
    if (!page) return;
    expect(page.title.trim().length).toBeGreaterThan(0);
    expect(page.description.trim().length).toBeGreaterThan(0);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.sections.length).toBeGreaterThanOrEqual(4);
    for (const section of page.sections) {
      expect(section.heading.trim().length).toBeGreaterThan(0);
      const hasBody = (section.paragraphs?.length ?? 0) + (section.list?.length ?? 0) + (section.table?.length ?? 0);
      expect(hasBody).toBeGreaterThan(0);
      // Every table row has as many cells as the header.
      const header = section.table?.[0];
      for (const row of section.table ?? []) expect(row.length).toBe(header?.length);
    }
  });
});

describe('home content', () => {
  it('names all six sites', () => {
    expect(Object.keys(homeContent.sites).sort()).toEqual(
      ['auction', 'mercari', 'paypay', 'rakuten', 'shopping', 'suruga-ya'].sort(),
    );
  });

  it('has 4–5 steps, 4–6 reasons and 6–8 questions', () => {
    expect(homeContent.steps.length).toBeGreaterThanOrEqual(4);
    expect(homeContent.steps.length).toBeLessThanOrEqual(5);
    expect(homeContent.whyUs.length).toBeGreaterThanOrEqual(4);
    expect(homeContent.whyUs.length).toBeLessThanOrEqual(6);
    expect(homeContent.faq.length).toBeGreaterThanOrEqual(6);
    expect(homeContent.faq.length).toBeLessThanOrEqual(8);
  });
});

describe('seed articles', () => {
  it('has at least 14 articles', () => {
    expect(seedArticles.length).toBeGreaterThanOrEqual(14);
  });

  it('has unique, kebab-case ASCII slugs', () => {
    const slugs = seedArticles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has a body of at least 1500 characters, a summary, tags and a 2026 date', () => {
    for (const article of seedArticles) {
      expect(article.body.length, article.slug).toBeGreaterThanOrEqual(1500);
      expect(article.title.trim().length, article.slug).toBeGreaterThan(0);
      expect(article.summary.trim().length, article.slug).toBeGreaterThan(0);
      expect(article.tags.length, article.slug).toBeGreaterThan(0);
      expect(article.published_at, article.slug).toMatch(ISO_DATE);
      expect(article.published_at >= '2026-01-01' && article.published_at <= '2026-11-20', article.slug).toBe(true);
    }
  });
});

describe('seed feedbacks', () => {
  it('has 12–16 testimonials with ratings 1–5 and valid dates', () => {
    expect(seedFeedbacks.length).toBeGreaterThanOrEqual(12);
    expect(seedFeedbacks.length).toBeLessThanOrEqual(16);
    for (const feedback of seedFeedbacks) {
      expect(Number.isInteger(feedback.rating)).toBe(true);
      expect(feedback.rating).toBeGreaterThanOrEqual(1);
      expect(feedback.rating).toBeLessThanOrEqual(5);
      expect(feedback.created_at).toMatch(ISO_DATE);
      expect(feedback.customer_name.trim().length).toBeGreaterThan(0);
      expect(feedback.city.trim().length).toBeGreaterThan(0);
    }
  });

  it('is not all five stars', () => {
    expect(seedFeedbacks.some((f) => f.rating < 5)).toBe(true);
  });
});

describe('Vietnamese text', () => {
  // Words that, written without diacritics, point to text typed without Vietnamese accents.
  const UNACCENTED = [' khong ', ' duoc ', ' tien ', ' nguoi ', ' hang ', ' cua ', ' thanh toan '];
  const allText = JSON.stringify([staticPages, homeContent, seedArticles, seedFeedbacks]).toLowerCase();

  it.each(UNACCENTED)('does not contain %j', (word) => {
    expect(allText.includes(word)).toBe(false);
  });

  it('contains no placeholder or encoding debris', () => {
    for (const marker of ['todo', 'lorem', 'undefined', '\ufffd']) expect(allText.includes(marker)).toBe(false);
  });
});
