import type { Article, Feedback, StoreInfo } from '@kaimono/contracts';
import { seedArticles, seedFeedbacks } from '@kaimono/i18n';
import type { Db } from '../../platform/db.ts';
import * as repo from './content.repository.ts';
import { coverSlugs, seededCoverUrl } from './content.covers.ts';

const STORE_KEY = 'store';

/** The store profile a fresh installation starts with; staff edit the `store` setting later. */
export const defaultStoreInfo: StoreInfo = {
  name: 'Kaimono',
  phone: '1900 6868',
  hotline: '1900 6868',
  email: 'hotro@kaimono.vn',
  location: { address: 'Tầng 8, 25 Nguyễn Thị Minh Khai, Phường Sài Gòn, TP. Hồ Chí Minh' },
  socials: { facebook: 'https://www.facebook.com/kaimono.vn', instagram: 'https://www.instagram.com/kaimono.vn' },
  chat: { facebook: 'https://m.me/kaimono.vn', zalo: 'https://zalo.me/19006868' },
  estimate: true,
  office_hours: '8:00–21:00, Thứ Hai – Thứ Bảy',
};

export async function getStoreInfo(db: Db): Promise<StoreInfo> {
  const stored = await repo.readSetting<Partial<StoreInfo>>(db, STORE_KEY);
  return { ...defaultStoreInfo, ...stored };
}

export async function searchArticles(db: Db, query: { keyword?: string | undefined; slug?: string | undefined; page: number; size: number }) {
  const { rows, total } = await repo.searchArticles(db, query);
  const results: Article[] = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    cover: row.cover,
    tags: row.tags,
    published_at: row.publishedAt.toISOString(),
  }));
  return { results, pagination: { page: query.page, size: query.size, total } };
}

export async function listFeedbacks(db: Db, page: number, size: number) {
  const { rows, total } = await repo.listFeedbacks(db, page, size);
  const results: Feedback[] = rows.map((row) => ({
    id: row.id,
    customer_name: row.customerName,
    city: row.city,
    rating: row.rating,
    content: row.content,
    site_code: row.siteCode,
    created_at: row.createdAt.toISOString(),
  }));
  return { results, pagination: { page, size, total } };
}

/** Seeds the store profile, news and testimonials once per database. */
export async function seedContent(db: Db): Promise<boolean> {
  // Covers came after the first seeded installations: those get them once (an article staff gave a
  // cover of its own keeps it).
  if (await repo.insertSettingOnce(db, 'seed:article-covers', { at: new Date().toISOString() })) {
    await repo.setMissingCovers(db, coverSlugs().map((slug) => ({ slug, cover: seededCoverUrl(slug)! })));
  }
  const first = await repo.insertSettingOnce(db, 'seed:content', { at: new Date().toISOString() });
  if (!first) return false;
  await repo.insertSettingOnce(db, STORE_KEY, defaultStoreInfo);
  await repo.insertArticles(
    db,
    seedArticles.map((a) => ({
      slug: a.slug,
      title: a.title,
      summary: a.summary,
      body: a.body,
      tags: [...a.tags],
      cover: seededCoverUrl(a.slug),
      publishedAt: new Date(`${a.published_at}T02:00:00Z`),
    })),
  );
  await repo.insertFeedbacks(
    db,
    seedFeedbacks.map((f, index) => ({
      customerName: f.customer_name,
      city: f.city,
      rating: f.rating,
      content: f.content,
      siteCode: f.site_code,
      sortOrder: index,
      createdAt: new Date(`${f.created_at}T03:00:00Z`),
    })),
  );
  return true;
}
