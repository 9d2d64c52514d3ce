import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCodes } from '@kaimono/contracts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { seedDatabase } from '../../db/seed.ts';
import { loadConfig } from '../../platform/config.ts';
import { createMarketplaces } from '../../platform/marketplaces.ts';
import { afterAnswerSettled } from '../catalog/index.ts';
import { and, eq } from 'drizzle-orm';
import { searchKeywords } from '../../db/schema/index.ts';
import { SEARCH_KEYWORD_MIN_VISITORS, SEEDED_KEYWORDS, seedPopularKeywords } from './index.ts';
import { intlConstructions } from '../../test/intl.ts';

let ctx: TestContext;
beforeAll(async () => {
  // The sandbox of a default installation (2,000 listings a site), as the demo data meets it.
  const marketplaces = await createMarketplaces(loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', DATA_DIR: 'data/test-unused' }));
  ctx = await createTestContext({ marketplaces });
});
afterAll(async () => {
  await ctx.close();
});

type Listed = { name: string; nam_vi: string | null; type_code: string };
const topOf = async (site: string): Promise<Listed[]> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/keyword-top-search?type_code=${site}&size=20` })).json().results;

describe('seeded popular keywords (issue 14 §3: "Từ khóa được tìm nhiều" was empty on all six landing pages)', () => {
  it('a fresh database lists nothing until the demo data is seeded', async () => {
    for (const site of siteCodes) expect(await topOf(site)).toEqual([]);
  });

  it('the demo seed lists every site its keywords, most searched first, with the Vietnamese reading', async () => {
    // Thousands of rows, one date formatter (ADR 0012: a formatter per row kept ~60 MB of ICU
    // memory outside the JavaScript heap for the server's whole life).
    const made = await intlConstructions('DateTimeFormat', () => seedDatabase(ctx.database.db, { seedDemoData: true, catalogMode: 'sandbox' }));
    expect(made).toBeLessThanOrEqual(1);
    for (const site of siteCodes) {
      const listed = await topOf(site);
      expect(listed.map((k) => k.name)).toEqual(SEEDED_KEYWORDS[site].map(([name]) => name));
      expect(listed.every((k) => k.type_code === site)).toBe(true);
    }
    expect((await topOf('auction'))[0]).toMatchObject({ name: 'ポケモンカード', nam_vi: 'thẻ Pokémon' });
  });

  it('runs once per database', async () => {
    expect(await seedPopularKeywords(ctx.database.db)).toBe(false);
  });

  it('the search bar suggests them', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/keyword/autocomplete?type_code=mercari&keyword=${encodeURIComponent('ポケモン')}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((k: Listed) => k.name)).toContain('ポケモンカード');
  });

  it.each(siteCodes)('every keyword of %s finds listings on that site', async (site) => {
    for (const [name] of SEEDED_KEYWORDS[site]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/${site}/search?keyword=${encodeURIComponent(name)}&__auto_translate_keyword=off` });
      expect(response.statusCode, `${site} ${name}`).toBe(200);
      expect(response.json().pagination.total, `${site} ${name}`).toBeGreaterThan(0);
    }
  });

  it('a real search afterwards recounts the visitors from the same table: the keyword stays listed and counts one more', async () => {
    const [lastName] = SEEDED_KEYWORDS.paypay.at(-1)!;
    const counts = async () =>
      (await ctx.database.db.select().from(searchKeywords).where(and(eq(searchKeywords.typeCode, 'paypay'), eq(searchKeywords.name, lastName))))[0]!;
    await afterAnswerSettled(ctx.database.db); // the searches of the test above count too
    const before = await counts();
    expect(before.visitorCount).toBeGreaterThan(SEARCH_KEYWORD_MIN_VISITORS);
    await ctx.app.inject({ method: 'GET', url: `/api/paypay/search?keyword=${encodeURIComponent(lastName)}&__auto_translate_keyword=off`, remoteAddress: '203.0.113.77' });
    await afterAnswerSettled(ctx.database.db);
    const after = await counts();
    expect(after).toMatchObject({ searchCount: before.searchCount + 1, visitorCount: before.visitorCount + 1 });
    expect((await topOf('paypay')).map((k) => k.name)).toContain(lastName);
  });
});
