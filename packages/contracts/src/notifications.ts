import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { pageQuery, pageSizes, pagination } from './common.ts';
import { vietnamesePhone } from './auth.ts';

/**
 * What a notification is about (its category; not the settings categories of profile.ts, which group
 * these: bid and over_pricing → bids, …); `over_pricing` = the customer was outbid (the filter of spec §2);
 * `saved_search` = new matches of a saved search, `watch` = an event of a watched item, seller or shop. */
export const notificationKinds = ['order', 'bill', 'bid', 'wallet', 'complaint', 'promotion', 'system', 'over_pricing', 'saved_search', 'watch'] as const;
export const notificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKind>;

/** The filter of the notification centre (spec §2/§3): everything, or only over_pricing. */
export const notificationTypeFilter = z.enum(['all', 'over_pricing']);
export type NotificationTypeFilter = z.infer<typeof notificationTypeFilter>;

export const notificationReactions = ['like', 'love', 'haha', 'wow', 'sad'] as const;
export const notificationReaction = z.enum(notificationReactions);
export type NotificationReaction = z.infer<typeof notificationReaction>;

/** A path inside the web app: `/account/...`; never another site. */
export const internalLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, { error: 'Đường dẫn phải là một trang của Kaimono, bắt đầu bằng "/".' });

export const notificationDto = z.object({
  /** The id (spec §3 calls it `_id`; `id` carries the same value). */
  _id: z.string(),
  id: z.string(),
  category: notificationKind,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  reaction: notificationReaction.nullable(),
  collected: z.boolean(),
  created_at: z.string(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const notificationListQuery = pageQuery(pageSizes.notificationsTop).extend({
  type: notificationTypeFilter.default('all'),
  category: notificationKind.optional(),
  status: z.enum(['all', 'unread', 'read']).default('all'),
});

/**
 * `result`: what the fetch left the client with — `cursor` (pass it to collect to wait for newer
 * notifications) and `timed_out` (collect only: the wait ended without news).
 * `error`: always null in a 200 answer; failures use the common error body (DESIGN.md §3).
 * `collected`: how many notifications this answer delivered to the browser for the first time
 * (they are marked collected); the web shows its toast on news.
 */
export const notificationFeedResult = z.object({ cursor: z.string().nullable(), timed_out: z.boolean() });

export const notificationListResponse = z.object({
  success: z.literal(true),
  results: z.array(notificationDto),
  pagination,
  total_unreaded: z.number().int(),
  collected: z.number().int(),
  result: notificationFeedResult,
  error: z.null(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

export const NOTIFICATION_COLLECT_TIMEOUT_MS = 30_000;

export const notificationCollectQuery = z.object({
  /** From a previous answer's result.cursor; without one the answer comes at once with the current cursor. */
  cursor: z.string().regex(/^\d{1,18}$/).optional(),
  /** How long to wait for news, at most 30 s (spec §4/§9). */
  timeout: z.coerce.number().int().min(0).max(NOTIFICATION_COLLECT_TIMEOUT_MS).default(NOTIFICATION_COLLECT_TIMEOUT_MS),
  type: notificationTypeFilter.default('all'),
});

export const notificationCollectResponse = notificationListResponse.omit({ pagination: true });
export type NotificationCollectResponse = z.infer<typeof notificationCollectResponse>;

export const notificationIdsRequest = z.object({
  ids: z.array(z.uuid({ error: errorMessages.NOTIFICATION_NOT_FOUND })).min(1).max(200),
});

/**
 * The body may be left out (null): everything is marked read. `type` (and `category`, as in the
 * list's filter) mark only that kind; the answer's `total_unreaded` counts under the same filter.
 */
export const notificationMarkAllRequest = z.object({ type: notificationTypeFilter.default('all'), category: notificationKind.optional() }).nullish();

export const notificationMutationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  total_unreaded: z.number().int(),
  result: z.object({ affected: z.number().int() }),
  error: z.null(),
});

export const notificationReactionRequest = z.object({
  id: z.uuid({ error: errorMessages.NOTIFICATION_NOT_FOUND }),
  /** null removes the reaction. */
  reaction: notificationReaction.nullable(),
});

export const notificationReactionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: notificationDto,
  total_unreaded: z.number().int(),
});

/** Admin: one customer (by id, customer number or phone) or every customer (promotion/system only). */
export const adminNotificationRequest = z
  .object({
    user_id: z.uuid().optional(),
    customer_no: z.string().trim().max(20).optional(),
    phone: vietnamesePhone.optional(),
    broadcast: z.boolean().default(false),
    category: notificationKind,
    title: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(2000),
    link: internalLink.optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((value, ctx) => {
    const recipients = [value.user_id, value.customer_no, value.phone].filter((v) => v !== undefined).length;
    if (value.broadcast && recipients > 0) {
      ctx.addIssue({ code: 'custom', path: ['broadcast'], message: 'Gửi cho tất cả khách hàng thì không chọn người nhận.' });
    } else if (!value.broadcast && recipients !== 1) {
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: 'Chọn đúng một người nhận: user_id, customer_no hoặc phone.' });
    }
    if (value.broadcast && value.category !== 'promotion' && value.category !== 'system') {
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'Chỉ thông báo khuyến mãi hoặc hệ thống mới được gửi cho tất cả khách hàng.' });
    }
  });

export const adminNotificationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** In-app notifications written. */
  sent: z.number().int(),
  /** Customers who turned this kind of notification off. */
  skipped: z.number().int(),
  data: notificationDto.nullable(),
});
