import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { categoryTranslations, productViews } from '../../db/schema/index.ts';
import { catalogContext } from './index.ts';
import { afterAnswerSettled, categoryNamesVi, itemDetail } from './catalog.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function storedName(type: string, code: string) {
  const rows = await ctx.database.db
    .select()
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.type, type), eq(categoryTranslations.code, code)));
  return rows[0];
}

describe('item views are recorded after the answer', () => {
  it('answers the item page, then stores the view; readers wait for it', async () => {
    const visitor = 'visitor-after-0001';
    const search = (await get(`/api/shopping/search?keyword=${encodeURIComponent('バッグ')}`)).json();
    const codes = (search.results as { code: string }[]).slice(0, 3).map((r) => r.code);
    for (const code of codes) expect((await get(`/api/shopping/item/${code}?visitor_id=${visitor}`)).statusCode).toBe(200);
    // Straight after the answers the rows may not be written yet; the list waits for them.
    const viewed = (await get(`/api/product-recently-viewed?visitor_id=${visitor}`)).json().results as { code: string }[];
    expect(viewed.map((v) => v.code)).toEqual([...codes].reverse());
    const rows = await ctx.database.db.select().from(productViews).where(eq(productViews.ownerKey, `v:${visitor}`));
    expect(rows).toHaveLength(3);
  });

  it('still answers the item page when recording the view fails, and logs it', async () => {
    const warn = vi.fn();
    const catalog = { ...catalogContext(ctx.deps), log: { warn } };
    // The view is written with one execute(): make that one fail, everything else works.
    const db = new Proxy(catalog.db, { get: (target, key) => (key === 'execute' ? () => Promise.reject(new Error('disk full')) : Reflect.get(target, key)) });
    const failing = { ...catalog, db };
    const search = (await get(`/api/paypay/search?keyword=${encodeURIComponent('ポケモン')}`)).json();
    const detail = await itemDetail(failing, 'paypay', search.results[0].code, { userId: null, visitorId: 'visitor-after-0002' });
    expect(detail.code).toBe(search.results[0].code);
    await afterAnswerSettled(failing.db);
    expect(warn).toHaveBeenCalledWith({ err: 'disk full' }, 'recording an item view failed');
  });
});

describe('category names: one table per type, refreshed in the background', () => {
  it('names an unknown code with the glossary at once and stores it after the answer (not curated)', async () => {
    const catalog = catalogContext(ctx.deps);
    const names = await categoryNamesVi(catalog, 'shopping', [{ id: 'h9-unknown-1', name: 'バッグ' }]);
    expect(names.get('h9-unknown-1')).toBe('túi xách');
    await afterAnswerSettled(catalog.db);
    expect(await storedName('shopping', 'h9-unknown-1')).toMatchObject({ nameJa: 'バッグ', nameVi: 'túi xách', curated: false });
    // A name the glossary does not know is not stored, and does not fail the answer.
    const none = await categoryNamesVi(catalog, 'shopping', [{ id: 'h9-unknown-2', name: 'テスト分類' }]);
    expect(none.has('h9-unknown-2')).toBe(false);
    await afterAnswerSettled(catalog.db);
    expect(await storedName('shopping', 'h9-unknown-2')).toBeUndefined();
  });

  it('shows a staff edit once the table is ten minutes old: the old name once, then the new one', async () => {
    const catalog = catalogContext(ctx.deps);
    const node = { id: '1', name: 'レディース' };
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = (await categoryNamesVi(catalog, 'mercari', [node])).get('1');
    expect(before).toBe('Thời trang nữ');
    await ctx.database.db
      .update(categoryTranslations)
      .set({ nameVi: 'Thời trang phái đẹp', curated: true })
      .where(and(eq(categoryTranslations.type, 'mercari-jp'), eq(categoryTranslations.code, '1')));
    expect((await categoryNamesVi(catalog, 'mercari', [node])).get('1')).toBe(before);
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect((await categoryNamesVi(catalog, 'mercari', [node])).get('1')).toBe(before);
    await vi.waitFor(async () => expect((await categoryNamesVi(catalog, 'mercari', [node])).get('1')).toBe('Thời trang phái đẹp'));
  });
});
