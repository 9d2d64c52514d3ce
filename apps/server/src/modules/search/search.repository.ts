import { and, desc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { searchHistory, searchKeywords } from '../../db/schema/index.ts';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function recordKeyword(db: Db, typeCode: string, name: string): Promise<void> {
  await db
    .insert(searchKeywords)
    .values({ typeCode, name, searchCount: 1 })
    .onConflictDoUpdate({
      target: [searchKeywords.typeCode, searchKeywords.name],
      set: { searchCount: sql`${searchKeywords.searchCount} + 1`, lastSearchedAt: sql`now()` },
    });
}

/** Adds to a customer's history and keeps only the newest `keep` entries of that site. */
export async function recordHistory(db: Db, userId: string, typeCode: string, name: string, keep: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(searchHistory)
      .values({ userId, typeCode, name })
      .onConflictDoUpdate({ target: [searchHistory.userId, searchHistory.typeCode, searchHistory.name], set: { searchedAt: sql`now()` } });
    const newest = tx
      .select({ name: searchHistory.name })
      .from(searchHistory)
      .where(and(eq(searchHistory.userId, userId), eq(searchHistory.typeCode, typeCode)))
      .orderBy(desc(searchHistory.searchedAt))
      .limit(keep);
    await tx
      .delete(searchHistory)
      .where(and(eq(searchHistory.userId, userId), eq(searchHistory.typeCode, typeCode), notInArray(searchHistory.name, newest)));
  });
}

export async function listHistory(db: Db, userId: string, typeCode: string | undefined, limit: number) {
  const filters = [eq(searchHistory.userId, userId)];
  if (typeCode) filters.push(eq(searchHistory.typeCode, typeCode));
  return db
    .select()
    .from(searchHistory)
    .where(and(...filters))
    .orderBy(desc(searchHistory.searchedAt))
    .limit(limit);
}

export async function deleteHistory(db: Db, userId: string, typeCode: string | undefined): Promise<number> {
  const filters = [eq(searchHistory.userId, userId)];
  if (typeCode) filters.push(eq(searchHistory.typeCode, typeCode));
  const rows = await db.delete(searchHistory).where(and(...filters)).returning({ name: searchHistory.name });
  return rows.length;
}

export async function topKeywords(db: Db, typeCode: string | undefined, limit: number) {
  const query = db
    .select({ name: searchKeywords.name, namVi: searchKeywords.namVi, typeCode: searchKeywords.typeCode, count: searchKeywords.searchCount })
    .from(searchKeywords);
  const filtered = typeCode ? query.where(eq(searchKeywords.typeCode, typeCode)) : query;
  return filtered.orderBy(desc(searchKeywords.searchCount), desc(searchKeywords.lastSearchedAt)).limit(limit);
}

/** Keywords that start with the text first, then those that contain it; most searched first. */
export async function suggestKeywords(db: Db, typeCode: string | undefined, text: string, limit: number) {
  const pattern = `%${escapeLike(text)}%`;
  const prefix = `${escapeLike(text)}%`;
  const filters = [ilike(searchKeywords.name, pattern)];
  if (typeCode) filters.push(eq(searchKeywords.typeCode, typeCode));
  return db
    .select({ name: searchKeywords.name, namVi: searchKeywords.namVi, typeCode: searchKeywords.typeCode, count: searchKeywords.searchCount })
    .from(searchKeywords)
    .where(and(...filters))
    .orderBy(sql`case when ${searchKeywords.name} ilike ${prefix} then 0 else 1 end`, desc(searchKeywords.searchCount))
    .limit(limit);
}

export async function historyNames(db: Db, userId: string, names: string[]) {
  if (!names.length) return new Set<string>();
  const rows = await db
    .select({ name: searchHistory.name })
    .from(searchHistory)
    .where(and(eq(searchHistory.userId, userId), inArray(searchHistory.name, names)));
  return new Set(rows.map((r) => r.name));
}

export async function topKeywordsPerSite(db: Db, perSite: number) {
  const ranked = db
    .select({
      typeCode: searchKeywords.typeCode,
      name: searchKeywords.name,
      rank: sql<number>`row_number() over (partition by ${searchKeywords.typeCode} order by ${searchKeywords.searchCount} desc, ${searchKeywords.lastSearchedAt} desc)`.as('rank'),
    })
    .from(searchKeywords)
    .as('ranked');
  return db.select({ typeCode: ranked.typeCode, name: ranked.name }).from(ranked).where(sql`${ranked.rank} <= ${perSite}`);
}
