import { z } from 'zod';
import { pageQuery, pagination, siteCode } from './common.ts';

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

// ---- staff: searched keywords (issue 13 §3) ---------------------------------------------------

/** Why a keyword is not shown to visitors (or null when it is). */
export const keywordUnlistedReason = z.enum(['hidden', 'few_visitors']);

export const adminKeywordQuery = pageQuery(50).extend({
  type_code: siteCode.optional(),
  /** Part of the keyword. */
  search: z.string().trim().max(100).optional(),
  hidden: z.enum(['true', 'false']).optional(),
});

export const adminKeywordDto = z.object({
  name: z.string(),
  type_code: z.string(),
  /** Searches counted (once per visitor and day, only searches that ran and found something). */
  search_count: z.number().int(),
  /** Distinct visitors who searched it. */
  visitor_count: z.number().int(),
  hidden: z.boolean(),
  /** Shown in top searches and suggestions. */
  listed: z.boolean(),
  unlisted_reason: keywordUnlistedReason.nullable(),
  last_searched_at: z.string(),
});
export type AdminKeywordDto = z.infer<typeof adminKeywordDto>;

export const adminKeywordListResponse = z.object({
  success: z.literal(true),
  results: z.array(adminKeywordDto),
  pagination,
  /** Visitors needed before a keyword is listed. */
  min_visitors: z.number().int(),
});

export const adminKeywordHiddenRequest = z.object({
  type_code: siteCode,
  name: z.string().min(1).max(200),
  hidden: z.boolean(),
});
export const adminKeywordHiddenResponse = z.object({ success: z.literal(true), data: adminKeywordDto });
