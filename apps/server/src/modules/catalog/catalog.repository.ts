import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { categoryTranslations, productViews } from '../../db/schema/index.ts';

export const RECENTLY_VIEWED_LIMIT = 50;

export interface ViewSnapshot {
  site: string;
  code: string;
  title: string;
  image: string | null;
  priceJpy: number | null;
  isShopsProduct: boolean;
  seller?: { id: string; name: string; isStore: boolean } | null;
}

/**
 * One statement (on the embedded database every statement runs on the server's only thread):
 * upsert the view, then drop the owner's views beyond the newest RECENTLY_VIEWED_LIMIT. The delete
 * does not see the upserted row (same snapshot), so it keeps the newest LIMIT - 1 of the others.
 */
export async function recordView(db: Db, ownerKey: string, item: ViewSnapshot): Promise<void> {
  await db.execute(sql`
    with viewed as (
      insert into ${productViews} (owner_key, site, code, title, image, price_jpy, is_shops_product, seller_id, seller_name, seller_is_store)
      values (${ownerKey}, ${item.site}, ${item.code}, ${item.title}, ${item.image}, ${item.priceJpy}, ${item.isShopsProduct},
              ${item.seller?.id ?? null}, ${item.seller?.name ?? null}, ${item.seller?.isStore ?? null})
      on conflict (owner_key, site, code) do update
        set title = excluded.title, image = excluded.image, price_jpy = excluded.price_jpy,
            is_shops_product = excluded.is_shops_product, seller_id = excluded.seller_id,
            seller_name = excluded.seller_name, seller_is_store = excluded.seller_is_store, viewed_at = now()
      returning 1
    )
    delete from ${productViews} v
    using (
      select site, code from ${productViews}
      where owner_key = ${ownerKey} and not (site = ${item.site} and code = ${item.code})
      order by viewed_at desc
      offset ${RECENTLY_VIEWED_LIMIT - 1}
    ) old
    where v.owner_key = ${ownerKey} and v.site = old.site and v.code = old.code`);
}

export async function listViews(db: Db, ownerKey: string, limit: number) {
  return db.select().from(productViews).where(eq(productViews.ownerKey, ownerKey)).orderBy(desc(productViews.viewedAt)).limit(limit);
}

/** Most viewed items across everyone in the last days (for "top view" lists). */
export async function mostViewed(db: Db, days: number, limit: number) {
  return db
    .select({
      site: productViews.site,
      code: productViews.code,
      title: sql<string>`max(${productViews.title})`,
      image: sql<string | null>`max(${productViews.image})`,
      priceJpy: sql<number | null>`max(${productViews.priceJpy})::float8`,
      views: sql<number>`count(*)::int`,
    })
    .from(productViews)
    .where(sql`${productViews.viewedAt} > now() - make_interval(days => ${days})`)
    .groupBy(productViews.site, productViews.code)
    .orderBy(desc(sql`count(*)`))
    .limit(limit);
}

/**
 * Sellers and shops whose items were viewed most in the last days (views by everyone, each owner's
 * view of an item once): views, distinct items viewed, and one of those items' images.
 */
export async function mostViewedSellers(db: Db, days: number, limit: number) {
  return db
    .select({
      site: productViews.site,
      sellerId: sql<string>`${productViews.sellerId}`,
      name: sql<string>`max(${productViews.sellerName})`,
      isStore: sql<boolean>`coalesce(bool_or(${productViews.sellerIsStore}), false)`,
      image: sql<string | null>`max(${productViews.image})`,
      views: sql<number>`count(*)::int`,
      products: sql<number>`count(distinct ${productViews.code})::int`,
    })
    .from(productViews)
    .where(and(sql`${productViews.viewedAt} > now() - make_interval(days => ${days})`, sql`${productViews.sellerId} is not null`))
    .groupBy(productViews.site, productViews.sellerId)
    .orderBy(desc(sql`count(*)`), desc(sql`count(distinct ${productViews.code})`), productViews.site, productViews.sellerId)
    .limit(limit);
}

/** Every stored name of a category type (a few hundred rows: the curated list and names seen since). */
export async function categoryNamesOfType(db: Db, type: string) {
  return db.select({ code: categoryTranslations.code, nameVi: categoryTranslations.nameVi }).from(categoryTranslations).where(eq(categoryTranslations.type, type));
}

export async function categoryNames(db: Db, type: string, codes: string[]) {
  if (!codes.length) return [];
  return db
    .select()
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.type, type), inArray(categoryTranslations.code, codes)));
}

/** Machine translations of categories seen for the first time: never replaces a stored name (curated or not). */
export async function upsertCategoryNames(db: Db, rows: { type: string; code: string; nameJa: string; nameVi: string }[]) {
  if (!rows.length) return;
  await db
    .insert(categoryTranslations)
    .values(rows.map((row) => ({ ...row, curated: false })))
    .onConflictDoNothing();
}

/**
 * Curated names in one statement: new codes are inserted, machine translations are replaced, and
 * rows that are already curated (seeded earlier or edited by staff) are kept as they are.
 */
export async function upsertCuratedCategoryNames(db: Db, rows: readonly { type: string; code: string; nameJa: string; nameVi: string }[]) {
  if (!rows.length) return;
  await db
    .insert(categoryTranslations)
    .values(rows.map((row) => ({ type: row.type, code: row.code, nameJa: row.nameJa, nameVi: row.nameVi, curated: true })))
    .onConflictDoUpdate({
      target: [categoryTranslations.type, categoryTranslations.code],
      set: { nameJa: sql`excluded.name_ja`, nameVi: sql`excluded.name_vi`, curated: true, updatedAt: sql`now()` },
      setWhere: sql`NOT ${categoryTranslations.curated}`,
    });
}


