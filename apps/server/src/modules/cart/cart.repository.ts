import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { cartItems } from '../../db/schema/index.ts';
import { isUuid } from '../../platform/db-errors.ts';

export type CartItemRecord = typeof cartItems.$inferSelect;
export type CartItemInsert = typeof cartItems.$inferInsert;


/** The customer's items, oldest first; with `ids`, only those (ids that are not theirs are left out). */
/** How many items the customer's cart holds (one row per item and variant). */
export async function countItems(db: Db, userId: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return rows[0]?.n ?? 0;
}

export async function itemsOf(db: Db, userId: string, ids?: string[]): Promise<CartItemRecord[]> {
  if (ids) {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    return db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, valid)))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  }
  return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function countOf(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return rows[0]?.n ?? 0;
}

/**
 * Adds an item, or raises the quantity of the same item and variant already in the cart (capped
 * at `maxQty`), refreshing its product snapshot. One statement: two adds at once cannot make two rows.
 * The item added (or added again) is chosen for the next quote: the buyer just said they want it.
 */
export async function upsertItem(db: Db, row: CartItemInsert & { qty: number }, maxQty: number): Promise<CartItemRecord> {
  const rows = await db
    .insert(cartItems)
    .values({ ...row, intended: true })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.site, cartItems.code, cartItems.variant],
      set: {
        qty: sql`least(${cartItems.qty} + excluded.qty, ${maxQty})`,
        link: sql`excluded.link`,
        name: sql`excluded.name`,
        image: sql`excluded.image`,
        priceJpy: sql`excluded.price_jpy`,
        taxJpy: sql`excluded.tax_jpy`,
        previousPriceJpy: sql`null`,
        domesticShippingJpy: sql`excluded.domestic_shipping_jpy`,
        sellerId: sql`excluded.seller_id`,
        sellerName: sql`excluded.seller_name`,
        soldout: sql`false`,
        intended: sql`true`,
        checkedAt: sql`excluded.checked_at`,
        updatedAt: sql`now()`,
        // Options the buyer sent with this add replace the old ones; others stay.
        ...(row.extraServices !== undefined ? { extraServices: sql`excluded.extra_services` } : {}),
        ...(row.routeCode !== undefined ? { routeCode: sql`excluded.route_code` } : {}),
        ...(row.shipMode !== undefined ? { shipMode: sql`excluded.ship_mode` } : {}),
        ...(row.note !== undefined ? { note: sql`excluded.note` } : {}),
        ...(row.weightG !== undefined ? { weightG: sql`excluded.weight_g` } : {}),
        ...(row.widthCm !== undefined ? { widthCm: sql`excluded.width_cm` } : {}),
        ...(row.lengthCm !== undefined ? { lengthCm: sql`excluded.length_cm` } : {}),
        ...(row.heightCm !== undefined ? { heightCm: sql`excluded.height_cm` } : {}),
      },
    })
    .returning();
  return rows[0]!;
}

export type CartItemPatch = Partial<
  Pick<
    CartItemInsert,
    | 'qty'
    | 'extraServices'
    | 'discountCodes'
    | 'routeCode'
    | 'shipMode'
    | 'note'
    | 'groups'
    | 'weightG'
    | 'widthCm'
    | 'lengthCm'
    | 'heightCm'
    | 'intended'
    | 'name'
    | 'image'
    | 'priceJpy'
    | 'taxJpy'
    | 'previousPriceJpy'
    | 'domesticShippingJpy'
    | 'sellerId'
    | 'sellerName'
    | 'soldout'
    | 'checkedAt'
  >
>;

export async function updateItem(db: Db, userId: string, id: string, patch: CartItemPatch): Promise<CartItemRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db
    .update(cartItems)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)))
    .returning();
  return rows[0];
}

/** Marks exactly `ids` as intended for the next quote (others of the customer are not). */
export async function setIntended(db: Db, userId: string, ids: string[]): Promise<void> {
  const valid = ids.filter(isUuid);
  await db
    .update(cartItems)
    .set({ intended: valid.length > 0 ? sql`${inArray(cartItems.id, valid)}` : false, updatedAt: new Date() })
    .where(eq(cartItems.userId, userId));
}

export async function deleteItems(db: Db, userId: string, ids: string[]): Promise<number> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return 0;
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, valid)))
    .returning({ id: cartItems.id });
  return rows.length;
}
