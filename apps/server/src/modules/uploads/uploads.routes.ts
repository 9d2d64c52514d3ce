import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { errorBody, fileParams, UPLOAD_LIMITS, uploadFileFields, uploadFolder, uploadResponse, uploadSingleQuery, type UploadFolder } from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import * as service from './uploads.service.ts';
import { createFileStorage, type FileStorage } from './uploads.storage.ts';

/** Room for the multipart envelope and the text fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;
const uploadErrors = { 400: errorBody, 401: errorBody, 413: errorBody, 415: errorBody, 429: errorBody };

interface ReceivedUpload {
  body: Buffer;
  filename: string | undefined;
  mimetype: string | undefined;
  fields: Record<string, string>;
}

/** Multipart errors of @fastify/multipart, as our Vietnamese answers. */
function toUploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'UPLOAD_TOO_LARGE');
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError(400, 'VALIDATION_FAILED');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(400, 'UPLOAD_FILE_REQUIRED');
    default:
      // busboy's own complaints about a malformed body ("Unexpected end of form", …).
      if (error instanceof Error && !(error instanceof AppError) && !code) return new AppError(400, 'VALIDATION_FAILED');
      return error;
  }
}

/** Reads one file (the first file part, any field name) and the text fields of a multipart body. */
async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError(400, 'UPLOAD_FILE_REQUIRED');
  const declaredLength = Number(request.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > UPLOAD_LIMITS.imageBytes + ENVELOPE_BYTES) {
    throw new AppError(413, 'UPLOAD_TOO_LARGE');
  }
  const fields: Record<string, string> = {};
  let file: Omit<ReceivedUpload, 'fields'> | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: UPLOAD_LIMITS.imageBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const body = await part.toBuffer();
        file = { body, filename: part.filename || undefined, mimetype: part.mimetype || undefined };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw toUploadError(error);
  }
  if (!file) throw new AppError(400, 'UPLOAD_FILE_REQUIRED');
  return { ...file, fields };
}

export interface UploadsRoutesOptions {
  /** Tests may pass their own storage; by default it comes from the configuration. */
  storage?: FileStorage;
}

/**
 * Uploads (spec §7): one file per request, checked by its content, images re-encoded. Private
 * files are served by GET /api/files/{id} to their owner, admins and users they are shared with.
 */
export function createUploadsRoutes(options: UploadsRoutesOptions = {}): FastifyPluginAsyncZod<AppDeps> {
  return async (app, deps) => {
    const { db } = deps.database;
    const storage = options.storage ?? createFileStorage(deps.config.uploads);
    await app.register(fastifyMultipart, { throwFileSizeLimit: true });

    // One customer may upload 60 files per 10 minutes (counted in the database for every process: ADR 0008).
    const rateLimit = {
      max: 60,
      timeWindow: 10 * 60_000,
      keyGenerator: (request: FastifyRequest) => (request.viewer ? `u:${request.viewer.id}` : `ip:${request.ip}`),
    };

    const store = async (request: FastifyRequest, folder: UploadFolder, extra: { fileName?: string; description?: string; expected?: 'image' | 'document' } = {}) => {
      const received = await receiveUpload(request);
      return { received, row: await service.storeUpload(db, storage, { ownerId: request.viewer!.id, folder, body: received.body, filename: received.filename, mimetype: received.mimetype, ...extra }) };
    };
    const answer = (row: Parameters<typeof service.toUploadedFile>[0]) => ({ success: true as const, message: 'Tải tệp lên thành công.', data: service.toUploadedFile(row) });

    app.post(
      '/api/upload/file/user',
      {
        preHandler: app.requireUser,
        config: { rateLimit },
        schema: {
          tags: ['uploads'],
          summary: 'Tải lên một tệp của khách hàng (multipart: file; tùy chọn folder, mặc định user)',
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          response: { 200: uploadResponse, ...uploadErrors },
        },
      },
      async (request) => {
        const received = await receiveUpload(request);
        const folder = uploadFolder.safeParse(received.fields.folder ?? 'user');
        if (!folder.success) throw new AppError(400, 'UPLOAD_FOLDER_INVALID');
        const row = await service.storeUpload(db, storage, {
          ownerId: request.viewer!.id,
          folder: folder.data,
          body: received.body,
          filename: received.filename,
          mimetype: received.mimetype,
        });
        return answer(row);
      },
    );

    app.post(
      '/api/file-manager/upload-single',
      {
        preHandler: app.requireUser,
        config: { rateLimit },
        schema: {
          tags: ['uploads'],
          summary: 'Tải lên một tệp vào thư mục (?folder=user|avatar|complaint|document)',
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          querystring: uploadSingleQuery,
          response: { 200: uploadResponse, ...uploadErrors },
        },
      },
      async (request) => answer((await store(request, request.query.folder)).row),
    );

    app.post(
      '/api/file-manager/upload-file',
      {
        preHandler: app.requireUser,
        config: { rateLimit },
        schema: {
          tags: ['uploads'],
          summary: 'Tải lên một tệp kèm tên, mô tả, loại và thư mục (multipart: file, file_name, description, type, folder)',
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          response: { 200: uploadResponse, ...uploadErrors },
        },
      },
      async (request) => {
        const received = await receiveUpload(request);
        const fields = uploadFileFields.safeParse(received.fields);
        if (!fields.success) {
          const folderIssue = fields.error.issues.some((issue) => issue.path[0] === 'folder');
          throw new AppError(400, folderIssue ? 'UPLOAD_FOLDER_INVALID' : 'VALIDATION_FAILED');
        }
        const row = await service.storeUpload(db, storage, {
          ownerId: request.viewer!.id,
          folder: fields.data.folder,
          body: received.body,
          filename: received.filename,
          mimetype: received.mimetype,
          fileName: fields.data.file_name,
          description: fields.data.description,
          expected: fields.data.type,
        });
        return answer(row);
      },
    );

    app.get(
      '/api/files/:id',
      {
        schema: {
          tags: ['uploads'],
          summary: 'Đọc một tệp đã tải lên (tệp riêng tư: chủ sở hữu, quản trị viên và người được chia sẻ)',
          params: fileParams,
          response: { 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        const { row, stream } = await service.openFile(db, storage, request.params.id, request.viewer);
        const name = (row.originalName ?? `${row.id}`).replace(/[^\w.-]+/g, '_');
        const ext = row.mime === 'application/pdf' ? 'pdf' : row.mime === 'image/webp' ? 'webp' : '';
        reply
          .header('content-type', row.mime)
          .header('content-length', String(row.size))
          .header('cache-control', `${row.visibility === 'public' ? 'public' : 'private'}, max-age=31536000, immutable`)
          .header('content-disposition', `inline; filename="${ext && !name.endsWith(`.${ext}`) ? `${name.replace(/\.[^.]*$/, '')}.${ext}` : name}"`)
          // Stored bytes never run as a page of our site (a PDF viewer still works inside the sandbox).
          .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff')
          .header('cross-origin-resource-policy', 'same-origin');
        return reply.send(stream as never);
      },
    );
  };
}

/** Kept for symmetry with other modules' `…Routes` exports. */
export const uploadsRoutes = createUploadsRoutes();
