import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { articles, feedbacks, settings } from '../../db/schema/index.ts';

export async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return rows[0]?.value as T | undefined;
}

/** Writes a setting only if absent; true when this call wrote it (seeding runs once). */
export async function insertSettingOnce(db: Db, key: string, value: unknown): Promise<boolean> {
  const rows = await db.insert(settings).values({ key, value }).onConflictDoNothing().returning({ key: settings.key });
  return rows.length === 1;
}

export async function upsertSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function searchArticles(db: Db, query: { keyword?: string | undefined; slug?: string | undefined; page: number; size: number }) {
  const filters = [sql`${articles.publishedAt} <= now()`];
  if (query.slug) filters.push(eq(articles.slug, query.slug));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    filters.push(or(ilike(articles.title, pattern), ilike(articles.summary, pattern), ilike(articles.body, pattern))!);
  }
  const where = and(...filters);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), articles.slug)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function listFeedbacks(db: Db, page: number, size: number) {
  const where = eq(feedbacks.published, true);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(feedbacks)
      .where(where)
      .orderBy(feedbacks.sortOrder, desc(feedbacks.createdAt))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(feedbacks).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function insertArticles(db: Db, rows: (typeof articles.$inferInsert)[]) {
  if (rows.length) await db.insert(articles).values(rows).onConflictDoNothing();
}

/** Gives seeded articles their cover where none is set yet (installations seeded before covers existed). */
export async function setMissingCovers(db: Db, covers: { slug: string; cover: string }[]) {
  for (const { slug, cover } of covers) {
    await db.update(articles).set({ cover }).where(and(eq(articles.slug, slug), isNull(articles.cover)));
  }
}

export async function insertFeedbacks(db: Db, rows: (typeof feedbacks.$inferInsert)[]) {
  if (rows.length) await db.insert(feedbacks).values(rows);
}
