import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { fileGrants, files } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

export async function insertFile(db: Db, file: NewFile): Promise<FileRow> {
  const rows = await db.insert(files).values(file).returning();
  return rows[0]!;
}

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const rows = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return rows[0];
}

export async function findFiles(db: Db, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(files).where(inArray(files.id, ids));
}

export async function hasGrant(db: Db, fileId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ fileId: fileGrants.fileId })
    .from(fileGrants)
    .where(and(eq(fileGrants.fileId, fileId), eq(fileGrants.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertGrants(db: Db, fileIds: string[], userId: string): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insert(fileGrants)
    .values(fileIds.map((fileId) => ({ fileId, userId })))
    .onConflictDoNothing();
}
