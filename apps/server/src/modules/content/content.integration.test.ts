import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles, seedFeedbacks } from '@kaimono/i18n';
import sharp from 'sharp';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { seedContent } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('store and content', () => {
  it('GET /api/store answers the store profile from the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/store' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ name: 'Kaimono', estimate: true });
    expect(data.location.address).toContain('TP. Hồ Chí Minh');
    expect(Object.keys(data.socials).sort()).toEqual(['facebook', 'instagram']);
    expect(Object.keys(data.chat).sort()).toEqual(['facebook', 'zalo']);

    // Staff edits to the stored profile show up: it is read from the database, not a constant.
    await ctx.database.executeSql(`update settings set value = jsonb_set(value, '{hotline}', '"1900 1234"') where key = 'store'`, []);
    const edited = await ctx.app.inject({ method: 'GET', url: '/api/store' });
    expect(edited.json().data.hotline).toBe('1900 1234');
  });

  it('GET /api/article/search pages the seeded news, newest first, and searches', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/article/search?page=1&size=5' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.pagination).toEqual({ page: 1, size: 5, total: seedArticles.length });
    expect(body.results).toHaveLength(5);
    const dates = body.results.map((a: { published_at: string }) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const bySlug = await ctx.app.inject({ method: 'GET', url: `/api/article/search?slug=${seedArticles[0]!.slug}` });
    expect(bySlug.json().results[0].title).toBe(seedArticles[0]!.title);

    const word = seedArticles[0]!.title.split(' ').slice(0, 2).join(' ');
    const search = await ctx.app.inject({ method: 'GET', url: `/api/article/search?keyword=${encodeURIComponent(word)}` });
    expect(search.json().results.length).toBeGreaterThan(0);

    const wildcard = await ctx.app.inject({ method: 'GET', url: '/api/article/search?keyword=%25%25%25' });
    expect(wildcard.json().results).toEqual([]);

    const bad = await ctx.app.inject({ method: 'GET', url: '/api/article/search?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('GET /api/feedbacks lists the testimonials', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/feedbacks?size=100' });
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination.total).toBe(seedFeedbacks.length);
    expect(response.json().results[0]).toMatchObject({ customer_name: seedFeedbacks[0]!.customer_name, rating: seedFeedbacks[0]!.rating });
  });

  it('every seeded article has a cover the server itself serves as a WebP picture (issue 14 §3: news cards had no image)', async () => {
    const { results } = (await ctx.app.inject({ method: 'GET', url: '/api/article/search?page=1&size=50' })).json() as { results: { slug: string; cover: string | null }[] };
    expect(results).toHaveLength(seedArticles.length);
    for (const article of results) {
      expect(article.cover).toBe(`/media/news/${article.slug}.webp`);
      const image = await ctx.app.inject({ method: 'GET', url: article.cover! });
      expect(image.statusCode, article.slug).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 450 });
    }
    const unknown = await ctx.app.inject({ method: 'GET', url: '/media/news/nope.webp' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().success).toBe(false);
    const traversal = await ctx.app.inject({ method: 'GET', url: '/media/news/..%2F..%2Fpackage.json' });
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.statusCode).toBeLessThan(500);
  });

  it('an installation seeded before covers gets them once, and a cover staff set stays', async () => {
    const [first, second] = seedArticles;
    await ctx.database.executeSql(`update articles set cover = null where slug = $1`, [first!.slug]);
    await ctx.database.executeSql(`update articles set cover = '/media/own.webp' where slug = $1`, [second!.slug]);
    await ctx.database.executeSql(`delete from settings where key = 'seed:article-covers'`, []);
    await seedContent(ctx.database.db);
    const coverOf = async (slug: string) => (await ctx.app.inject({ method: 'GET', url: `/api/article/search?slug=${slug}` })).json().results[0].cover;
    expect(await coverOf(first!.slug)).toBe(`/media/news/${first!.slug}.webp`);
    expect(await coverOf(second!.slug)).toBe('/media/own.webp');
  });
});
