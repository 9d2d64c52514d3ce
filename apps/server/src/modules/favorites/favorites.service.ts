import { and, count, desc, eq } from 'drizzle-orm';
import type { SiteCode } from '@kaimono/marketplaces';
import type { Db } from '../../platform/db.ts';
import { favoriteProducts, favoriteStores } from '../../db/schema/index.ts';

export interface ProductSnapshot {
  site: SiteCode;
  code: string;
  title: string;
  image: string | null;
  priceJpy: number | null;
  path: string;
}

/** Saving twice keeps one entry and refreshes the snapshot. */
export async function addProduct(db: Db, userId: string, snapshot: ProductSnapshot) {
  await db
    .insert(favoriteProducts)
    .values({ userId, ...snapshot })
    .onConflictDoUpdate({
      target: [favoriteProducts.userId, favoriteProducts.site, favoriteProducts.code],
      set: { title: snapshot.title, image: snapshot.image, priceJpy: snapshot.priceJpy, path: snapshot.path },
    });
}

export async function removeProducts(db: Db, userId: string, items: { site: string; code: string }[]) {
  let removed = 0;
  for (const item of items) {
    const rows = await db
      .delete(favoriteProducts)
      .where(and(eq(favoriteProducts.userId, userId), eq(favoriteProducts.site, item.site), eq(favoriteProducts.code, item.code)))
      .returning({ code: favoriteProducts.code });
    removed += rows.length;
  }
  return removed;
}

export async function productKeys(db: Db, userId: string) {
  return db
    .select({ site: favoriteProducts.site, code: favoriteProducts.code })
    .from(favoriteProducts)
    .where(eq(favoriteProducts.userId, userId))
    .orderBy(desc(favoriteProducts.createdAt));
}

export async function listProducts(db: Db, userId: string, page: number, size: number) {
  const where = eq(favoriteProducts.userId, userId);
  const [rows, totals] = await Promise.all([
    db.select().from(favoriteProducts).where(where).orderBy(desc(favoriteProducts.createdAt)).limit(size).offset((page - 1) * size),
    db.select({ total: count() }).from(favoriteProducts).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function addStore(db: Db, userId: string, store: { site: SiteCode; sellerId: string; name: string }) {
  await db
    .insert(favoriteStores)
    .values({ userId, ...store })
    .onConflictDoUpdate({ target: [favoriteStores.userId, favoriteStores.site, favoriteStores.sellerId], set: { name: store.name } });
}

export async function removeStores(db: Db, userId: string, stores: { site: string; seller_id: string }[]) {
  let removed = 0;
  for (const store of stores) {
    const rows = await db
      .delete(favoriteStores)
      .where(and(eq(favoriteStores.userId, userId), eq(favoriteStores.site, store.site), eq(favoriteStores.sellerId, store.seller_id)))
      .returning({ id: favoriteStores.sellerId });
    removed += rows.length;
  }
  return removed;
}

export async function storeKeys(db: Db, userId: string) {
  return db
    .select({ site: favoriteStores.site, seller_id: favoriteStores.sellerId })
    .from(favoriteStores)
    .where(eq(favoriteStores.userId, userId))
    .orderBy(desc(favoriteStores.createdAt));
}

export async function listStores(db: Db, userId: string, page: number, size: number) {
  const where = eq(favoriteStores.userId, userId);
  const [rows, totals] = await Promise.all([
    db.select().from(favoriteStores).where(where).orderBy(desc(favoriteStores.createdAt)).limit(size).offset((page - 1) * size),
    db.select({ total: count() }).from(favoriteStores).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
