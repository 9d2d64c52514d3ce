import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { titleTranslations } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

export type StoredProvider = 'glossary' | 'google' | 'staff';

export interface StoredTranslation {
  sourceText: string;
  provider: StoredProvider;
  textVi: string;
  updatedAt: Date;
}

/** Machine translations: inserted, or updated when the engine now says something else. */
export async function saveMachineTranslations(db: Db, provider: 'glossary' | 'google', rows: readonly { sourceText: string; textVi: string }[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(titleTranslations)
    .values(rows.map((r) => ({ sourceText: r.sourceText, provider, textVi: r.textVi })))
    .onConflictDoUpdate({
      target: [titleTranslations.sourceText, titleTranslations.provider],
      set: { textVi: sql`excluded.text_vi`, updatedAt: sql`now()` },
      setWhere: sql`${titleTranslations.textVi} <> excluded.text_vi`,
    });
}

/** Staff and online rows changed since `since` (all of them when null), oldest first. */
export async function changedSince(db: Db, since: Date | null, limit = 20_000): Promise<StoredTranslation[]> {
  const providers = inArray(titleTranslations.provider, ['staff', 'google']);
  return db
    .select({
      sourceText: titleTranslations.sourceText,
      provider: titleTranslations.provider,
      textVi: titleTranslations.textVi,
      updatedAt: titleTranslations.updatedAt,
    })
    .from(titleTranslations)
    .where(since ? and(providers, gte(titleTranslations.updatedAt, since)) : providers)
    .orderBy(titleTranslations.updatedAt)
    .limit(limit);
}

export async function saveCorrection(db: Db, sourceText: string, textVi: string, staffId: string): Promise<void> {
  await db
    .insert(titleTranslations)
    .values({ sourceText, provider: 'staff', textVi, updatedBy: staffId })
    .onConflictDoUpdate({
      target: [titleTranslations.sourceText, titleTranslations.provider],
      set: { textVi, updatedBy: staffId, updatedAt: sql`now()` },
    });
}

export interface TranslationGroup {
  sourceText: string;
  glossary: string | null;
  google: string | null;
  staff: string | null;
  updatedAt: Date;
}

const group = {
  sourceText: titleTranslations.sourceText,
  glossary: sql<string | null>`max(case when ${titleTranslations.provider} = 'glossary' then ${titleTranslations.textVi} end)`,
  google: sql<string | null>`max(case when ${titleTranslations.provider} = 'google' then ${titleTranslations.textVi} end)`,
  staff: sql<string | null>`max(case when ${titleTranslations.provider} = 'staff' then ${titleTranslations.textVi} end)`,
  updatedAt: sql<Date>`max(${titleTranslations.updatedAt})`.mapWith((v: string | Date) => new Date(v)),
};

/** Titles with their translations per provider, most recently changed first. */
export async function listTranslations(
  db: Db,
  query: { search?: string; corrected?: boolean; offset: number; limit: number },
): Promise<{ rows: TranslationGroup[]; total: number }> {
  const like = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const having = [
    like ? sql`bool_or(${titleTranslations.sourceText} ilike ${like} or ${titleTranslations.textVi} ilike ${like})` : null,
    query.corrected === undefined ? null : query.corrected ? sql`bool_or(${titleTranslations.provider} = 'staff')` : sql`not bool_or(${titleTranslations.provider} = 'staff')`,
  ].filter((c) => c !== null);
  const havingSql = having.length ? sql.join(having, sql` and `) : undefined;
  const base = db.select(group).from(titleTranslations).groupBy(titleTranslations.sourceText);
  const rows = await (havingSql ? base.having(havingSql) : base)
    .orderBy(desc(sql`max(${titleTranslations.updatedAt})`), titleTranslations.sourceText)
    .offset(query.offset)
    .limit(query.limit);
  const counted = db.select({ sourceText: titleTranslations.sourceText }).from(titleTranslations).groupBy(titleTranslations.sourceText);
  const sub = (havingSql ? counted.having(havingSql) : counted).as('t');
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(sub);
  return { rows, total: count?.n ?? 0 };
}

export async function findTranslation(db: Db, sourceText: string): Promise<TranslationGroup | null> {
  const [row] = await db.select(group).from(titleTranslations).where(eq(titleTranslations.sourceText, sourceText)).groupBy(titleTranslations.sourceText);
  return row ?? null;
}
