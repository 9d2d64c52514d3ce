import { recordStaffAction, staffActorOf, type StaffActor } from '../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTranslationCorrection,
  adminTranslationListResponse,
  adminTranslationQuery,
  adminTranslationResponse,
  errorBody,
  type AdminTranslationDto,
} from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { findTranslation, listTranslations, saveCorrection, type TranslationGroup } from './translate.store.ts';
import { mixedScriptWords } from './translate.titles.ts';

const MAX_CORRECTION = 500;

function toDto(row: TranslationGroup): AdminTranslationDto {
  const provider = row.staff !== null ? 'staff' : row.google !== null ? 'google' : 'glossary';
  return {
    source_text: row.sourceText,
    text_vi: row.staff ?? row.google ?? row.glossary ?? row.sourceText,
    provider,
    glossary: row.glossary,
    google: row.google,
    staff: row.staff,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function adminTranslations(db: Db, query: { page: number; size: number; search?: string; corrected?: 'true' | 'false' }) {
  const { rows, total } = await listTranslations(db, {
    ...(query.search ? { search: query.search } : {}),
    ...(query.corrected ? { corrected: query.corrected === 'true' } : {}),
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
  return { results: rows.map(toDto), pagination: { page: query.page, size: query.size, total } };
}

/** A staff correction: Vietnamese text, no word mixing Latin and Japanese letters, for a stored title. */
export async function correctTranslation(
  db: Db,
  staffId: string,
  input: { source_text: string; text_vi: string },
  actor?: StaffActor,
): Promise<AdminTranslationDto> {
  const textVi = input.text_vi.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!textVi || textVi.length > MAX_CORRECTION || !/\p{L}/u.test(textVi) || mixedScriptWords(textVi).length) {
    throw new AppError(400, 'TRANSLATION_INVALID');
  }
  const existing = await findTranslation(db, input.source_text);
  if (!existing) throw new AppError(404, 'TRANSLATION_NOT_FOUND');
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await saveCorrection(tx, input.source_text, textVi, staffId);
    await recordStaffAction(tx, {
      ...actor,
      actorId: staffId,
      action: 'translation.correct',
      entityType: 'title_translation',
      entityId: input.source_text.slice(0, 200),
      before: { text_vi: existing.staff ?? existing.google ?? existing.glossary ?? null },
      after: { text_vi: textVi },
    });
  });
  const saved = await findTranslation(db, input.source_text);
  return toDto(saved!);
}

/** Staff: GET /api/admin/translations (list, search), PUT /api/admin/translations (a correction). */
export const translateAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
  app.get(
    '/api/admin/translations',
    {
      preHandler: app.requirePermission('content.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: tên sản phẩm đã dịch (bản dịch máy, bản dịch trực tuyến, bản sửa của nhân viên)',
        security: [{ bearerAuth: [] }],
        querystring: adminTranslationQuery,
        response: { 200: adminTranslationListResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await adminTranslations(db, request.query)) }),
  );

  app.put(
    '/api/admin/translations',
    {
      preHandler: app.requirePermission('content.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: sửa bản dịch tiếng Việt của một tên sản phẩm { source_text, text_vi } (bản sửa được ưu tiên)',
        security: [{ bearerAuth: [] }],
        body: adminTranslationCorrection,
        response: { 200: adminTranslationResponse, ...adminErrors },
      },
    },
    async (request) => {
      const data = await correctTranslation(db, request.viewer!.id, request.body, staffActorOf(request));
      deps.translator.correct?.(data.source_text, data.text_vi);
      return { success: true as const, data };
    },
  );
};
