import { z } from 'zod';
import { pageQuery, pagination, siteCode } from './common.ts';

// Kept apart from search.ts: the search bar on the first page imports search.ts, and these staff
// schemas (member calls the bundler cannot prove pure) would otherwise bring zod into the first page.

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
