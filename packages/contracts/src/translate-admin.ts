import { z } from 'zod';
import { pageQuery, pagination } from './common.ts';

// Staff: title translations (issue 14 §1). Kept apart from translate.ts like search-admin.ts.

export const titleTranslationProvider = z.enum(['glossary', 'google', 'staff']);

export const adminTranslationQuery = pageQuery(50).extend({
  /** Part of the Japanese title or of a translation. */
  search: z.string().trim().max(200).optional(),
  /** Only titles staff corrected ('true') or not ('false'). */
  corrected: z.enum(['true', 'false']).optional(),
});

export const adminTranslationDto = z.object({
  source_text: z.string(),
  /** What buyers see: the staff correction, else the online translation, else the glossary's. */
  text_vi: z.string(),
  provider: titleTranslationProvider,
  glossary: z.string().nullable(),
  google: z.string().nullable(),
  staff: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminTranslationDto = z.infer<typeof adminTranslationDto>;

export const adminTranslationListResponse = z.object({
  success: z.literal(true),
  results: z.array(adminTranslationDto),
  pagination,
});

export const adminTranslationCorrection = z.object({
  source_text: z.string().min(1).max(1000),
  /** The staff's Vietnamese title (the service refuses an empty one or a word mixing scripts). */
  text_vi: z.string().max(2000),
});
export const adminTranslationResponse = z.object({ success: z.literal(true), data: adminTranslationDto });
