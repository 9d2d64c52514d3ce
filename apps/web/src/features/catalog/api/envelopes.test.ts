import { describe, expect, it } from 'vitest';
import { siteCodes } from '@/shared/config/sites';
import { detail, summary } from '@/test/catalog-fixtures';
import { normaliseItem, normaliseList, normaliseSearch, searchEnvelopeOf } from './envelopes';

const items = [summary({ code: 'a1' }), summary({ code: 'a2' })];
const translation = { original: 'giày', searched: '靴', translated: true };

describe('search envelopes', () => {
  it.each(['auction', 'shopping', 'rakuten', 'paypay'] as const)('%s: results + pagination{page,size,total}', (site) => {
    const page = normaliseSearch(site, { success: true, results: items, pagination: { page: 2, size: 20, total: 45 }, translation }, { page: 2, size: 20 });
    expect(page).toEqual({ items, page: 2, size: 20, total: 45, pages: 3, hasNext: true, translation });
    const last = normaliseSearch(site, { success: true, results: items, pagination: { page: 3, size: 20, total: 45 } }, { page: 3, size: 20 });
    expect([last.hasNext, last.translation]).toEqual([false, null]);
  });

  it('mercari: products + pagination{next,prev,total}', () => {
    const first = normaliseSearch('mercari', { success: true, products: items, pagination: { next: 2, prev: null, total: 130 }, translation }, { page: 1, size: 20 });
    expect(first).toEqual({ items, page: 1, size: 20, total: 130, pages: 7, hasNext: true, translation });
    const middle = normaliseSearch('mercari', { success: true, products: items, pagination: { next: 4, prev: 2, total: 130 } }, { page: 3, size: 20 });
    expect([middle.page, middle.hasNext]).toEqual([3, true]);
    const end = normaliseSearch('mercari', { success: true, products: items, pagination: { next: null, prev: 6, total: 130 } }, { page: 7, size: 20 });
    expect([end.page, end.pages, end.hasNext]).toEqual([7, 7, false]);
  });

  it('suruga-ya: items + pagination{total,pages,size,display}', () => {
    const page = normaliseSearch('suruga-ya', { success: true, items, pagination: { total: 41, pages: 3, size: 20, display: 2 } }, { page: 1, size: 20 });
    expect(page).toEqual({ items, page: 1, size: 20, total: 41, pages: 3, hasNext: true, translation: null });
  });

  it('caps pages at 100 (the API refuses more)', () => {
    const page = normaliseSearch('auction', { success: true, results: items, pagination: { page: 1, size: 20, total: 1_000_000 } }, { page: 1, size: 20 });
    expect(page.pages).toBe(100);
  });

  it('answers an empty page for a malformed answer rather than crashing', () => {
    for (const site of siteCodes) {
      const page = normaliseSearch(site, { success: true }, { page: 1, size: 20 });
      expect(page.items).toEqual([]);
      expect(page.total).toBe(0);
    }
  });

  it('knows every site', () => {
    expect(Object.keys(searchEnvelopeOf).sort()).toEqual([...siteCodes].sort());
  });
});

describe('item envelopes', () => {
  it('mercari: product (with category)', () => {
    const product = detail({ site: 'mercari' });
    expect(normaliseItem('mercari', { success: true, product: { ...product, category: null } }).code).toBe(product.code);
  });

  it('paypay: data + categories (categories fill a missing path)', () => {
    const product = detail({ site: 'paypay', code: 'z123456789', category_path: [] });
    const categories = [{ id: 'p1', name: 'ホビー', name_vi: 'Sở thích' }];
    expect(normaliseItem('paypay', { success: true, data: product, categories }).category_path).toEqual(categories);
  });

  it.each(['auction', 'shopping', 'rakuten', 'suruga-ya'] as const)('%s: data', (site) => {
    const product = detail({ site, code: 'x1' });
    expect(normaliseItem(site, { success: true, data: product })).toEqual(product);
  });

  it('refuses an answer without a product', () => {
    expect(() => normaliseItem('auction', { success: true })).toThrow();
  });
});

describe('list envelopes', () => {
  it('reads {results} and Mercari {Items}', () => {
    expect(normaliseList({ success: true, results: items })).toEqual(items);
    expect(normaliseList({ success: true, Items: items })).toEqual(items);
    expect(normaliseList(null)).toEqual([]);
  });
});
