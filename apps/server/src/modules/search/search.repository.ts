import { and, count, desc, eq, gte, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { searchHistory, searchKeywordVisits, searchKeywords } from '../../db/schema/index.ts';
import { SEARCH_KEYWORD_MIN_VISITORS } from './search.keyword-policy.ts';

/** Shown to visitors: not hidden by staff, searched by enough different visitors. */
const listed = and(eq(searchKeywords.hidden, false), gte(searchKeywords.visitorCount, SEARCH_KEYWORD_MIN_VISITORS))!;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Counts a search that ran: once per keyword, visitor and day. A new (keyword, visitor, day) adds
 * one to the keyword's count and recounts its distinct visitors; a repeat changes nothing.
 */
export async function recordVisit(db: Db, visit: { typeCode: string; name: string; visitorKey: string; day: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(searchKeywordVisits).values(visit).onConflictDoNothing().returning({ day: searchKeywordVisits.day });
    if (inserted.length === 0) return false;
    const visitors = sql<number>`(select count(distinct ${searchKeywordVisits.visitorKey})::int from ${searchKeywordVisits}
      where ${searchKeywordVisits.typeCode} = ${visit.typeCode} and ${searchKeywordVisits.name} = ${visit.name})`;
    await tx
      .insert(searchKeywords)
      .values({ typeCode: visit.typeCode, name: visit.name, searchCount: 1, visitorCount: 1 })
      .onConflictDoUpdate({
        target: [searchKeywords.typeCode, searchKeywords.name],
        set: { searchCount: sql`${searchKeywords.searchCount} + 1`, visitorCount: visitors, lastSearchedAt: sql`now()` },
      });
    return true;
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
  const filtered = query.where(typeCode ? and(listed, eq(searchKeywords.typeCode, typeCode)) : listed);
  return filtered.orderBy(desc(searchKeywords.searchCount), desc(searchKeywords.lastSearchedAt)).limit(limit);
}

/** Keywords that start with the text first, then those that contain it; most searched first. */
export async function suggestKeywords(db: Db, typeCode: string | undefined, text: string, limit: number) {
  const pattern = `%${escapeLike(text)}%`;
  const prefix = `${escapeLike(text)}%`;
  const filters = [listed, ilike(searchKeywords.name, pattern)];
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
    .where(listed)
    .as('ranked');
  return db.select({ typeCode: ranked.typeCode, name: ranked.name }).from(ranked).where(sql`${ranked.rank} <= ${perSite}`);
}

export type KeywordRow = typeof searchKeywords.$inferSelect;

/** Staff: every counted keyword, most searched first. */
export async function adminKeywords(
  db: Db,
  f: { typeCode?: string | undefined; search?: string | undefined; hidden?: boolean | undefined },
  page: number,
  size: number,
): Promise<{ rows: KeywordRow[]; total: number }> {
  const filters: SQL[] = [];
  if (f.typeCode) filters.push(eq(searchKeywords.typeCode, f.typeCode));
  if (f.search) filters.push(ilike(searchKeywords.name, `%${escapeLike(f.search.toLocaleLowerCase('vi'))}%`));
  if (f.hidden !== undefined) filters.push(eq(searchKeywords.hidden, f.hidden));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(searchKeywords)
    .where(where)
    .orderBy(desc(searchKeywords.searchCount), desc(searchKeywords.lastSearchedAt), searchKeywords.name)
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(searchKeywords).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function setHidden(db: Db, typeCode: string, name: string, hidden: boolean, by: string): Promise<KeywordRow | undefined> {
  const [row] = await db
    .update(searchKeywords)
    .set({ hidden, hiddenBy: hidden ? by : null })
    .where(and(eq(searchKeywords.typeCode, typeCode), eq(searchKeywords.name, name)))
    .returning();
  return row;
}
