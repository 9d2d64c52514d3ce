import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Uploaded files. The bytes live in the file storage (local disk under DATA_DIR/uploads, or an
 * S3-compatible bucket) at `storage_key`; this row says who owns them and who may read them.
 * Images are stored re-encoded (EXIF removed), so `mime`, `size`, `width`, `height` and `sha256`
 * describe the stored file, not the upload.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    folder: text('folder').notNull(),
    /** public: anyone may read it (avatars); private: the owner, admins and users it is shared with. */
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull().default('private'),
    kind: text('kind', { enum: ['image', 'document'] }).notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The name the customer's device gave it (shown, never used as a path). */
    originalName: text('original_name'),
    fileName: text('file_name'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId, t.createdAt)],
);

/** Read access to a private file for someone other than its owner (e.g. staff photos in a complaint). */
export const fileGrants = pgTable(
  'file_grants',
  {
    fileId: uuid('file_id').notNull().references(() => files.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.userId] })],
);
