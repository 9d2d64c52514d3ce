import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kaimono/contracts';
import { isSiteCode } from '@kaimono/marketplaces';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { alertsContextOf, runRound } from '../alerts/index.ts';

const auctionSite = z.enum(['auction', 'mercari']);
const yen = z.number().int().min(1).max(999_999_999);
const createAuctionBody = z
  .object({
    site: auctionSite,
    end_in_seconds: z.number().int().min(10).max(30 * 24 * 3600),
    start_price_jpy: yen,
    buy_now_price_jpy: yen.optional(),
    auto_extension: z.boolean().default(true),
  })
  .refine((b) => b.buy_now_price_jpy === undefined || b.buy_now_price_jpy >= b.start_price_jpy, {
    path: ['buy_now_price_jpy'],
    message: 'Giá mua ngay phải không thấp hơn giá khởi điểm.',
  });
const createListingBody = z.object({
  site: auctionSite,
  /** The listing's title (Japanese as the site would show it); what saved searches match. */
  title: z.string().trim().min(1).max(200),
  price_jpy: yen,
  /** Fixed price (buy-now at the price) instead of an auction. */
  fixed: z.boolean().default(false),
  end_in_seconds: z.number().int().min(60).max(30 * 24 * 3600).default(3 * 24 * 3600),
  /** Listed by this seller of the site (to try a seller watch); otherwise the sandbox draws one. */
  seller_id: z.string().trim().min(1).max(80).optional(),
});
const rivalBidBody = z.object({ max_price_jpy: yen, bidder_id: z.string().regex(/^[\w-]{1,40}$/).optional() });
const bidResult = z.object({
  success: z.literal(true),
  data: z.object({
    accepted: z.boolean(),
    reason: z.string().nullable(),
    current_price_jpy: z.number().int(),
    highest_bidder_id: z.string().nullable(),
    end_time: z.string(),
    bid_count: z.number().int(),
  }),
});

/**
 * The sandbox's own surface: its drawn product images, and a control API to stage auctions for
 * demos and tests. Only in CATALOG_MODE=sandbox; in live mode every path answers 404. Auctions and
 * bids go through `sandbox.shared` (the log in `sandbox_auction_events`), so any process serves them.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sandboxOrThrow = () => {
    const sandbox = deps.marketplaces.sandbox;
    if (!sandbox) throw new AppError(404, 'SANDBOX_ONLY');
    return sandbox;
  };

  app.get(
    '/sandbox-images/:site/:code/:image',
    {
      schema: {
        hide: true,
        params: z.object({ site: z.string(), code: z.string().regex(/^[\w:.-]{1,80}$/), image: z.string().regex(/^\d{1,2}\.svg$/) }),
      },
    },
    async (request, reply) => {
      const sandbox = sandboxOrThrow();
      const { site, code, image } = request.params;
      if (!isSiteCode(site)) throw new AppError(404, 'NOT_FOUND');
      const svg = sandbox.renderImage(site, code, Number.parseInt(image, 10));
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );

  app.post(
    '/api/sandbox/auctions',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Tạo phiên đấu giá thử nghiệm (chỉ chế độ sandbox)',
        body: createAuctionBody,
        response: { 200: z.object({ success: z.literal(true), code: z.string(), path: z.string() }), 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const sandbox = sandboxOrThrow();
      const body = request.body;
      const { code } = await sandbox.shared.createAuction({
        site: body.site,
        endInSeconds: body.end_in_seconds,
        startPriceJpy: body.start_price_jpy,
        ...(body.buy_now_price_jpy !== undefined ? { buyNowPriceJpy: body.buy_now_price_jpy } : {}),
        autoExtension: body.auto_extension,
      });
      return { success: true as const, code, path: `/${body.site}/item/${code}` };
    },
  );

  app.post(
    '/api/sandbox/listings',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Đăng một sản phẩm mới lên sàn thử nghiệm (mới nhất trong kết quả tìm kiếm; chỉ chế độ sandbox)',
        body: createListingBody,
        response: { 200: z.object({ success: z.literal(true), code: z.string(), path: z.string() }), 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const sandbox = sandboxOrThrow();
      const body = request.body;
      if (body.seller_id !== undefined && !sandbox.catalog.sellerById(body.site, body.seller_id)) throw new AppError(404, 'SELLER_NOT_FOUND');
      // A listing of the shared log (sandbox_auction_events): every process lists it, newest first.
      const { code } = await sandbox.shared.createAuction({
        site: body.site,
        endInSeconds: body.end_in_seconds,
        startPriceJpy: body.price_jpy,
        ...(body.fixed ? { buyNowPriceJpy: body.price_jpy } : {}),
        title: body.title,
        ...(body.seller_id !== undefined ? { sellerId: body.seller_id } : {}),
      });
      return { success: true as const, code, path: `/${body.site}/item/${code}` };
    },
  );

  app.post(
    '/api/sandbox/alerts/run',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Chạy ngay một vòng kiểm tra tìm kiếm đã lưu và theo dõi (chỉ chế độ sandbox)',
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ queries: z.number().int(), items: z.number().int(), new_listings: z.number().int(), notifications: z.number().int(), errors: z.number().int(), duration_ms: z.number() }),
          }),
          404: errorBody,
        },
      },
    },
    async () => {
      sandboxOrThrow();
      const summary = await runRound(alertsContextOf(deps, app.log), { force: true });
      const sum = (counts: Partial<Record<string, number>>) => Object.values(counts).reduce<number>((a, b) => a + (b ?? 0), 0);
      return {
        success: true as const,
        data: {
          queries: sum(summary.queries),
          items: sum(summary.items),
          new_listings: summary.newListings,
          notifications: summary.notifications,
          errors: summary.errors,
          duration_ms: summary.durationMs,
        },
      };
    },
  );

  app.post(
    '/api/sandbox/auctions/:code/rival-bid',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Một đối thủ đặt giá tối đa vào phiên thử nghiệm (chỉ chế độ sandbox)',
        params: z.object({ code: z.string().regex(/^[\w-]{1,40}$/) }),
        body: rivalBidBody,
        response: { 200: bidResult, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const sandbox = sandboxOrThrow();
      if (!(await sandbox.shared.getAuction(request.params.code))) throw new AppError(404, 'AUCTION_NOT_FOUND');
      const result = await sandbox.shared.rivalBid(request.params.code, {
        maxPriceJpy: request.body.max_price_jpy,
        ...(request.body.bidder_id ? { bidderId: request.body.bidder_id } : {}),
      });
      return {
        success: true as const,
        data: {
          accepted: result.accepted,
          reason: result.accepted ? null : (result.reason ?? null),
          current_price_jpy: result.currentPriceJpy,
          highest_bidder_id: result.highestBidderId,
          end_time: result.endTime,
          bid_count: result.bidCount,
        },
      };
    },
  );
};
