import { z } from 'zod';
import { pagination, siteCode } from './common.ts';

export const KEYWORD_MAX_LENGTH = 100;
export const SUGGESTION_LIMIT = 10;
export const SEARCH_HISTORY_LIMIT = 20;

/** Spec §4: trim, collapse spaces, cut to 100 characters. Returns '' when nothing is left. */
export function normalizeKeyword(input: string): string {
  return input.trim().replace(/\s+/g, ' ').slice(0, KEYWORD_MAX_LENGTH).trim();
}

export const objectResolverRequest = z.object({ url: z.string().max(2048) });
export const objectResolverResponse = z.object({
  success: z.literal(true),
  data: z.object({ path: z.string(), product_id: z.string(), site: siteCode }),
});

export const keywordItem = z.object({
  name: z.string(),
  nam_vi: z.string().nullable(),
  type_code: z.string(),
  in_history: z.boolean(),
});
export type KeywordItem = z.infer<typeof keywordItem>;

export const autocompleteQuery = z.object({
  keyword: z.string().max(200).default(''),
  type_code: z.string().max(20).optional(),
  size: z.coerce.number().int().min(1).max(SUGGESTION_LIMIT).default(SUGGESTION_LIMIT),
});
export const topSearchQuery = z.object({
  type_code: z.string().max(20).optional(),
  size: z.coerce.number().int().min(1).max(50).default(SUGGESTION_LIMIT),
});
export const keywordListResponse = z.object({ success: z.literal(true), results: z.array(keywordItem) });
export const recordSearchRequest = z.object({ keyword: z.string(), type_code: siteCode });
export const keywordPaginated = z.object({ success: z.literal(true), results: z.array(keywordItem), pagination });
