import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';

/**
 * Where an upload goes. `avatar` is public (anyone may load it); the others are private: the owner,
 * admins and people it is shared with (e.g. a complaint's staff) may read them.
 */
export const uploadFolders = ['user', 'avatar', 'complaint', 'document'] as const;
export const uploadFolder = z.enum(uploadFolders, { error: errorMessages.UPLOAD_FOLDER_INVALID });
export type UploadFolder = z.infer<typeof uploadFolder>;

export const uploadKind = z.enum(['image', 'document']);

export const uploadedFile = z.object({
  _id: z.string(),
  id: z.string(),
  /** Where the browser loads it: `/api/files/{id}` (with the login cookie when private). */
  url: z.string(),
  folder: uploadFolder,
  visibility: z.enum(['public', 'private']),
  kind: uploadKind,
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  file_name: z.string().nullable(),
  original_name: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const uploadResponse = z.object({ success: z.literal(true), message: z.string(), data: uploadedFile });
export type UploadResponse = z.infer<typeof uploadResponse>;

export const uploadSingleQuery = z.object({ folder: uploadFolder.default('user') });

/** The text fields of `POST /api/file-manager/upload-file` (spec §3: file, file_name, description, type, folder). */
export const uploadFileFields = z.object({
  file_name: z.string().trim().max(200).optional(),
  description: z.string().trim().max(1000).optional(),
  /** What the caller expects: an image or a document (PDF). A file of the other kind is refused. */
  type: uploadKind.optional(),
  folder: uploadFolder.default('document'),
});

/** Any id is accepted here: one that is not a file's id answers 404 like a missing file. */
export const fileParams = z.object({ id: z.string().max(100) });

export { UPLOAD_LIMITS } from './upload-limits.ts';
