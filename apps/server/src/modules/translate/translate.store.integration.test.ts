import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { titleTranslations } from '../../db/schema/index.ts';
import { bearer, adminToken } from '../../test/engagement.ts';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { afterAnswerSettled } from '../catalog/index.ts';
import { createTranslator, type Translator } from './index.ts';

// Issue 14 §1: title translations are stored per provider, staff correct one, the correction wins.
let ctx: TestContext;
let translator: Translator;
let admin: Record<string, string>;

beforeAll(async () => {
  translator = createTranslator({ segmenter: 'kuromoji', storeRefreshMs: 60_000 });
  await translator.ready();
  ctx = await createTestContext({ translator });
  admin = bearer((await adminToken(ctx.app, ctx.database)).token);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

/** A Japanese title the sandbox lists on Mercari, with its title_vi. */
async function firstJapaneseItem(): Promise<{ code: string; path: string; title: string; title_vi: string | null }> {
  const body = (await ctx.app.inject({ method: 'GET', url: '/api/mercari/search?keyword=%E3%83%95%E3%82%A3%E3%82%AE%E3%83%A5%E3%82%A2&__auto_translate_keyword=off' })).json();
  await afterAnswerSettled(ctx.database.db);
  const item = (body.products as { code: string; path: string; title: string; title_vi: string | null }[]).find((p) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(p.title));
  if (!item) throw new Error('no Japanese title in the sandbox search');
  return item;
}

describe('title translations store and staff corrections', () => {
  let item: { code: string; path: string; title: string; title_vi: string | null };

  it('stores each title translated for a list once, after the answer', async () => {
    item = await firstJapaneseItem();
    expect(item.title_vi).toBeTruthy();
    const rows = await ctx.database.db.select().from(titleTranslations).where(eq(titleTranslations.sourceText, item.title));
    expect(rows).toEqual([expect.objectContaining({ provider: 'glossary', textVi: item.title_vi })]);
    // Seen again: still one row.
    await firstJapaneseItem();
    expect(await ctx.database.db.select().from(titleTranslations).where(eq(titleTranslations.sourceText, item.title))).toHaveLength(1);
  });

  it('lists and searches titles for staff only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/translations' })).statusCode).toBe(401);
    const customer = await signupCustomer(ctx.app);
    const forbidden = await ctx.app.inject({ method: 'GET', url: '/api/admin/translations', headers: bearer(customer.token) });
    expect(forbidden.statusCode).toBe(403);
    const put = await ctx.app.inject({ method: 'PUT', url: '/api/admin/translations', headers: bearer(customer.token), payload: { source_text: item.title, text_vi: 'Bản dịch' } });
    expect(put.statusCode).toBe(403);

    const list = await ctx.app.inject({ method: 'GET', url: `/api/admin/translations?search=${encodeURIComponent(item.title.slice(0, 6))}`, headers: admin });
    expect(list.statusCode).toBe(200);
    const found = list.json().results.find((r: { source_text: string }) => r.source_text === item.title);
    expect(found).toMatchObject({ provider: 'glossary', glossary: item.title_vi, staff: null, text_vi: item.title_vi });
  });

  it('refuses bad corrections in Vietnamese and changes nothing', async () => {
    const cases = [
      [{ source_text: item.title, text_vi: '   ' }, 400, 'TRANSLATION_INVALID'],
      [{ source_text: item.title, text_vi: 'túi xáchバッグ' }, 400, 'TRANSLATION_INVALID'],
      [{ source_text: item.title, text_vi: 'a'.repeat(501) }, 400, 'TRANSLATION_INVALID'],
      [{ source_text: 'タイトルがない商品', text_vi: 'Sản phẩm' }, 404, 'TRANSLATION_NOT_FOUND'],
    ] as const;
    for (const [payload, status, code] of cases) {
      const response = await ctx.app.inject({ method: 'PUT', url: '/api/admin/translations', headers: admin, payload });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
      expect(response.json().message).toMatch(/bản dịch|Bản dịch/);
    }
    const missing = await ctx.app.inject({ method: 'PUT', url: '/api/admin/translations', headers: admin, payload: { text_vi: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().success).toBe(false);
    const rows = await ctx.database.db.select().from(titleTranslations).where(eq(titleTranslations.provider, 'staff'));
    expect(rows).toEqual([]);
  });

  it('a staff correction wins over the machine one and shows in the catalog', async () => {
    const correction = 'Mô hình nhân vật bản sửa của nhân viên';
    const put = await ctx.app.inject({ method: 'PUT', url: '/api/admin/translations', headers: admin, payload: { source_text: item.title, text_vi: `  ${correction} ` } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ source_text: item.title, text_vi: correction, provider: 'staff', glossary: item.title_vi, staff: correction });

    const again = await firstJapaneseItem();
    expect(again.title_vi).toBe(correction);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api${item.path}` })).json();
    expect(detail.product.title_vi).toBe(correction);
    // The machine row is kept beside the correction.
    const rows = await ctx.database.db.select().from(titleTranslations).where(eq(titleTranslations.sourceText, item.title));
    expect(rows.map((r) => r.provider).sort()).toEqual(['glossary', 'staff']);
  });

  it('another process sees the correction from the store', async () => {
    const other = createTranslator({ segmenter: 'kuromoji' });
    await other.attachStore(ctx.database.db);
    expect(other.toVietnamese(item.title)).toBe('Mô hình nhân vật bản sửa của nhân viên');
  });
});
