import { z } from 'zod';
import { pagination } from './common.ts';

/** Store info of spec section 3. */
export const storeInfo = z.object({
  name: z.string(),
  phone: z.string(),
  hotline: z.string(),
  email: z.string(),
  location: z.object({ address: z.string() }),
  socials: z.object({ facebook: z.string(), instagram: z.string() }),
  chat: z.object({ facebook: z.string(), zalo: z.string() }),
  estimate: z.boolean(),
  office_hours: z.string(),
});
export type StoreInfo = z.infer<typeof storeInfo>;
export const storeResponse = z.object({ success: z.literal(true), data: storeInfo });

export const article = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  cover: z.string().nullable(),
  tags: z.array(z.string()),
  published_at: z.string(),
});
export type Article = z.infer<typeof article>;
export const articleSearchQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  slug: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const articleSearchResponse = z.object({
  success: z.literal(true),
  results: z.array(article),
  pagination,
});

export const feedback = z.object({
  id: z.string(),
  customer_name: z.string(),
  city: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  site_code: z.string().nullable(),
  created_at: z.string(),
});
export type Feedback = z.infer<typeof feedback>;
export const feedbackResponse = z.object({
  success: z.literal(true),
  results: z.array(feedback),
  pagination,
});
