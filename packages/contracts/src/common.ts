import { z } from 'zod';
import { errorCodes } from '@kaimono/i18n';
import { siteCodes } from './sites.ts';

/** The body of every error answer (DESIGN.md §3). */
export const errorBody = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes),
  message: z.string(),
  /** Field-level details for validation errors: path -> Vietnamese message. */
  fields: z.record(z.string(), z.string()).optional(),
  /** The request's id (also the `x-request-id` header): quote it when reporting a problem. */
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const pagination = z.object({
  page: z.number().int().min(1),
  size: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type Pagination = z.infer<typeof pagination>;

/** `page` (1-based) and `size` query parameters; defaults from spec section 9. */
export function pageQuery(defaultSize: number, maxSize = 100) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });
}

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), pagination });
}

export const messageBody = z.object({ success: z.boolean(), message: z.string() });

export { siteCodes };
export const siteCode = z.enum(siteCodes);
export type SiteCode = z.infer<typeof siteCode>;

/** Default page sizes of spec section 9. */
export const pageSizes = {
  general: 20,
  banks: 20,
  bills: 10,
  categories: 20,
  complaints: 25,
  quotes: 20,
  favorites: 50,
  routes: 10,
  transfers: 20,
  paypay: 20,
  surugaya: 20,
  notificationsTop: 50,
} as const;
