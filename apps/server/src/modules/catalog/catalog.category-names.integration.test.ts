import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { categoryTranslations } from '../../db/schema/index.ts';
import { categoryNames, sandboxCategoryNames } from './catalog.category-names.ts';
import { upsertCategoryNames } from './catalog.repository.ts';
import { seedCategoryNames } from './catalog.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const curated = new Map([...categoryNames, ...sandboxCategoryNames].map((row) => [`${row.type}\u0000${row.code}`, row.nameVi]));
const curatedName = (type: string, code: string) => curated.get(`${type}\u0000${code}`);

interface CategoryDto {
  id: string;
  name: string;
  name_vi: string | null;
  has_children: boolean;
}

async function storedRow(type: string, code: string) {
  const rows = await ctx.database.db
    .select()
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.type, type), eq(categoryTranslations.code, code)));
  return rows[0];
}

describe('curated Vietnamese category names (seeded)', () => {
  it('names the Mercari and Rakuten top categories in Vietnamese', async () => {
    const mercari = (await get('/api/category/tops')).json().results as CategoryDto[];
    expect(mercari.find((c) => c.id === '1')).toMatchObject({ name: 'レディース', name_vi: 'Thời trang nữ' });
    expect(mercari.find((c) => c.id === '2')).toMatchObject({ name: 'メンズ', name_vi: 'Thời trang nam' });
    for (const top of mercari) expect(top.name_vi, `mercari ${top.id}`).toBe(curatedName('mercari-jp', top.id));

    const rakuten = (await get('/api/category/tops?type=rakuten')).json().results as CategoryDto[];
    expect(rakuten.find((c) => c.id === '100371')).toMatchObject({ name: 'レディースファッション', name_vi: 'Thời trang nữ' });
    expect(rakuten.find((c) => c.id === '551177')?.name_vi).toBe('Thời trang nam');
    for (const top of rakuten) expect(top.name_vi, `rakuten ${top.id}`).toBe(curatedName('rakuten', top.id));
  });

  it('names every category of the sandbox trees, at every level', async () => {
    for (const type of ['mercari-jp', 'rakuten', 'shopping', 'auction']) {
      const pending: (string | null)[] = [null];
      let seen = 0;
      while (pending.length) {
        const parent = pending.pop()!;
        const url = `/api/categories?type=${type}&size=200${parent ? `&parent_id=${parent}` : ''}`;
        for (const node of (await get(url)).json().results as CategoryDto[]) {
          seen += 1;
          expect(node.name_vi, `${type} ${node.id} ${node.name}`).toBe(curatedName(type, node.id));
          if (node.has_children) pending.push(node.id);
        }
      }
      expect(seen, type).toBeGreaterThan(10);
    }
  });

  it('answers curated names from /api/category-by-code', async () => {
    const mercari = (await get('/api/category-by-code?codes=1,7,1289,999999')).json().results;
    expect(mercari).toEqual([
      { code: '1', name: 'レディース', name_vi: 'Thời trang nữ', type: 'mercari-jp' },
      { code: '7', name: '家電・スマホ・カメラ', name_vi: 'Điện máy, điện thoại & máy ảnh', type: 'mercari-jp' },
      { code: '1289', name: 'ポケモンカードゲーム', name_vi: 'Thẻ bài Pokémon', type: 'mercari-jp' },
      { code: '999999', name: null, name_vi: null, type: 'mercari-jp' },
    ]);
    const rakuten = (await get('/api/category-by-code?type=rakuten&codes=100371,566382')).json().results;
    expect(rakuten.map((r: { name_vi: string }) => r.name_vi)).toEqual(['Thời trang nữ', 'Đồ chơi']);
    const surugaya = (await get('/api/category-by-code?type=suruga-ya&codes=7,701')).json().results;
    expect(surugaya.map((r: { name_vi: string }) => r.name_vi)).toEqual(['Trò chơi', 'Nintendo Switch']);
  });

  it('shows curated names in the category path of an item on every site', async () => {
    const sites = [
      ['auction', 'フィギュア'],
      ['shopping', 'バッグ'],
      ['mercari', 'Nintendo'],
      ['rakuten', 'ジャケット'],
      ['paypay', 'ポケモン'],
      ['suruga-ya', 'ゲーム'],
    ] as const;
    for (const [site, keyword] of sites) {
      const search = (await get(`/api/${site}/search?keyword=${encodeURIComponent(keyword)}`)).json();
      const first = (search.results ?? search.products ?? search.items)[0] as { code: string };
      const body = (await get(`/api/${site}/item/${encodeURIComponent(first.code)}`)).json();
      const path = (site === 'mercari' ? body.product : body.data).category_path as { id: string; name_vi: string | null }[];
      // The sandbox's Suruga-ya item pages carry no breadcrumb.
      if (site !== 'suruga-ya') expect(path.length, site).toBeGreaterThan(0);
      const type = site === 'mercari' ? 'mercari-jp' : site;
      for (const node of path) expect(node.name_vi, `${site} ${node.id}`).toBe(curatedName(type, node.id));
    }
  });

  it('never lets a machine translation replace a curated name', async () => {
    await upsertCategoryNames(ctx.database.db, [{ type: 'mercari-jp', code: '1', nameJa: 'レディース', nameVi: 'nữ' }]);
    expect(await storedRow('mercari-jp', '1')).toMatchObject({ nameVi: 'Thời trang nữ', curated: true });
    const byCode = (await get('/api/category-by-code?codes=1')).json().results;
    expect(byCode[0].name_vi).toBe('Thời trang nữ');
  });

  it('replaces machine translations when seeding again, and keeps curated edits', async () => {
    const db = ctx.database.db;
    // A database from before the curated list: the glossary's rendering of the name.
    await db
      .update(categoryTranslations)
      .set({ nameVi: 'nữ ファッション', curated: false })
      .where(and(eq(categoryTranslations.type, 'rakuten'), eq(categoryTranslations.code, '100371')));
    // A name staff corrected by hand, and a category the list does not know.
    await db
      .update(categoryTranslations)
      .set({ nameVi: 'Thời trang phái đẹp' })
      .where(and(eq(categoryTranslations.type, 'mercari-jp'), eq(categoryTranslations.code, '1')));
    await upsertCategoryNames(db, [{ type: 'rakuten', code: '999001', nameJa: 'テスト', nameVi: 'thử' }]);

    await seedCategoryNames(db, { sandbox: true });
    await seedCategoryNames(db, { sandbox: true });

    expect(await storedRow('rakuten', '100371')).toMatchObject({ nameVi: 'Thời trang nữ', curated: true });
    expect(await storedRow('mercari-jp', '1')).toMatchObject({ nameVi: 'Thời trang phái đẹp', curated: true });
    expect(await storedRow('rakuten', '999001')).toMatchObject({ nameVi: 'thử', curated: false });
  });
});
