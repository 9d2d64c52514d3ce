import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles, seedFeedbacks } from '@kaimono/i18n';
import { createTestContext, type TestContext } from '../../test/harness.ts';

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
});
