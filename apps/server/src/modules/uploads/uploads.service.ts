import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadedFile, UploadFolder } from '@kaimono/contracts';
import type { AuthUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { isUuid } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { processUpload, type UploadKind } from './uploads.processing.ts';
import * as repo from './uploads.repository.ts';
import type { FileStorage } from './uploads.storage.ts';

/** Who may read a folder's files and what it accepts. */
export const folderPolicies: Record<UploadFolder, { visibility: 'public' | 'private'; accepts: readonly UploadKind[] }> = {
  user: { visibility: 'private', accepts: ['image', 'document'] },
  avatar: { visibility: 'public', accepts: ['image'] },
  complaint: { visibility: 'private', accepts: ['image'] },
  document: { visibility: 'private', accepts: ['image', 'document'] },
};

export const FILE_URL_PREFIX = '/api/files/';

export function fileUrl(id: string): string {
  return `${FILE_URL_PREFIX}${id}`;
}

/**
 * A file reference as other modules receive it: the id, or the URL the upload answered with
 * (`/api/files/{id}`, also absolute). Anything else → null.
 */
export function parseFileRef(ref: string): string | null {
  const value = ref.trim();
  if (isUuid(value)) return value.toLowerCase();
  let pathname = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      pathname = new URL(value).pathname;
    } catch {
      return null;
    }
  }
  if (!pathname.startsWith(FILE_URL_PREFIX)) return null;
  const id = pathname.slice(FILE_URL_PREFIX.length);
  return isUuid(id) ? id.toLowerCase() : null;
}

export function toUploadedFile(row: repo.FileRow): UploadedFile {
  return {
    _id: row.id,
    id: row.id,
    url: fileUrl(row.id),
    folder: row.folder as UploadFolder,
    visibility: row.visibility,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    file_name: row.fileName,
    original_name: row.originalName,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

/** A display name from the device's file name: no directories, no control characters, ≤ 200. */
export function cleanFileName(name: string | undefined): string | null {
  if (!name) return null;
  // eslint-disable-next-line no-control-regex
  const base = path.basename(name.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base ? base.slice(0, 200) : null;
}

export interface StoreUploadInput {
  ownerId: string;
  folder: UploadFolder;
  body: Buffer;
  filename: string | undefined;
  mimetype: string | undefined;
  fileName?: string | undefined;
  description?: string | undefined;
  /** What the caller asked for (`type` of upload-file). */
  expected?: UploadKind | undefined;
}

export async function storeUpload(db: Db, storage: FileStorage, input: StoreUploadInput): Promise<repo.FileRow> {
  const policy = folderPolicies[input.folder];
  const imagesOnly = policy.accepts.length === 1 && policy.accepts[0] === 'image';
  const processed = await processUpload(input.body, { filename: input.filename, mimetype: input.mimetype }, input.expected ?? (imagesOnly ? 'image' : undefined));
  if (!policy.accepts.includes(processed.kind)) throw new AppError(415, 'UPLOAD_IMAGE_REQUIRED');

  const id = randomUUID();
  const now = new Date();
  const key = `${input.folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}.${processed.ext}`;
  await storage.put(key, processed.body, processed.mime);
  try {
    return await repo.insertFile(db, {
      id,
      ownerId: input.ownerId,
      folder: input.folder,
      visibility: policy.visibility,
      kind: processed.kind,
      mime: processed.mime,
      size: processed.body.length,
      width: processed.width,
      height: processed.height,
      sha256: processed.sha256,
      storageKey: key,
      originalName: cleanFileName(input.filename),
      fileName: input.fileName?.trim() || cleanFileName(input.filename),
      description: input.description?.trim() || null,
    });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}

/** May this viewer read the file? Public files: anyone. Private: owner, admins, granted users. */
export async function canRead(db: Db, row: repo.FileRow, viewer: AuthUser | null): Promise<boolean> {
  if (row.visibility === 'public') return true;
  if (!viewer) return false;
  if (viewer.id === row.ownerId || viewer.role === 'admin') return true;
  return repo.hasGrant(db, row.id, viewer.id);
}

/**
 * Opens a file for the viewer. A private file without login → 401; someone else's private file
 * → 404 (the same answer as a missing file, so ids cannot be probed).
 */
export async function openFile(db: Db, storage: FileStorage, id: string, viewer: AuthUser | null): Promise<{ row: repo.FileRow; stream: Readable }> {
  const row = isUuid(id) ? await repo.findFile(db, id.toLowerCase()) : undefined;
  if (!row) throw new AppError(404, 'FILE_NOT_FOUND');
  if (row.visibility === 'private' && !viewer) throw new AppError(401, 'UNAUTHENTICATED');
  if (!(await canRead(db, row, viewer))) throw new AppError(404, 'FILE_NOT_FOUND');
  const stream = await storage.get(row.storageKey);
  if (!stream) throw new AppError(404, 'FILE_NOT_FOUND');
  return { row, stream };
}

export async function findFiles(db: Db, ids: string[]) {
  return repo.findFiles(db, ids);
}

/** Lets `userId` read these private files (e.g. photos staff attach to a customer's complaint). */
export async function grantFileAccess(db: Db, fileIds: string[], userId: string): Promise<void> {
  await repo.insertGrants(db, [...new Set(fileIds)], userId);
}
