import { recordStaffAction, staffActorOf } from '../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminBidOutcomeBody,
  adminBidQueueQuery,
  adminBidQueueResponse,
  adminBidReportBody,
  adminBidResponse,
  auctionUserProductsQuery,
  auctionUserProductsResponse,
  bidCancelBody,
  bidCancelResponse,
  bidCodeParams,
  bidHistoryResponse,
  bidIdParams,
  bidListQuery,
  bidListResponse,
  bidModeParams,
  bidPayload,
  bidPriceQuery,
  bidPriceResponse,
  bidRequestResponse,
  bidResponse,
  bidSites,
  biddingSummaryResponse,
  checkBidRequestQuery,
  checkBidRequestResponse,
  errorBody,
  lastMinuteResponse,
  lastMinuteToggleBody,
  mercariBidDeleteQuery,
  type BidPayload,
} from '@kaimono/contracts';
import { biddingText } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuctionSiteCode } from './bidding.placer.ts';
import * as service from './bidding.service.ts';
import { findBid } from './bidding.repository.ts';
import { isUuid } from '../../platform/db-errors.ts';
import { registerBiddingJobs } from './bidding.jobs.ts';
import { refreshUserStanding, reportAuctionOutcome } from './bidding.outcomes.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 502: errorBody, 504: errorBody };
const adminErrors = { ...errors, 403: errorBody };
const security = [{ bearerAuth: [] }];
const siteQuery = z.object({ site: z.enum(bidSites).default('auction') });

/** The request key of a submission: the body's request_key, else the Idempotency-Key header. */
function requestKeyOf(request: FastifyRequest, body: BidPayload): string | null {
  if (body.request_key) return body.request_key;
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const trimmed = value.trim();
  if (!/^[\w:.-]{8,100}$/.test(trimmed)) throw new AppError(400, 'VALIDATION_FAILED');
  return trimmed;
}

/**
 * Bidding (issue 7 §1; spec §7 Auction and Mercari bid paths). Every answer about a bid carries the
 * bid with its state; errors use the spec's messages ('Thời gian phản hồi của máy chủ quá lâu, xin
 * vui lòng thử lại!' on a time-out, 'Không thể đặt giá sản phẩm vào lúc này!' otherwise) or a more
 * precise Vietnamese one (below the minimum, ended, balance, VIP limits).
 */
export const biddingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const ctx = service.biddingContext(deps, app.log);
  /** Lists that show open bids read their auctions first: the standing is never older than the auction house's. */
  const fresh = async (userId: string, filter: string = 'active') => {
    if (filter === 'active' || filter === 'all') await refreshUserStanding(ctx, userId);
  };
  // The engine's workers (snipes, watches) run where jobs run; stopped before pg-boss and the database close.
  const jobs = await registerBiddingJobs(deps, app.log);
  app.addHook('onClose', async () => jobs.stop());

  const place = async (request: FastifyRequest, body: BidPayload, site: AuctionSiteCode, mode: string, background = false) => {
    const result = await service.placeBid(ctx, {
      userId: request.viewer!.id,
      site,
      code: body.code,
      mode,
      priceJpy: body.price,
      qty: body.qty,
      shipMode: body.ship_mode ?? null,
      routeCode: body.route_code ?? null,
      shippingChargesJpy: body.shipping_charges ?? null,
      servicesExtra: body.services_extra ?? [],
      paymentMethods: body.payment_methods ?? null,
      partial: body.partial ?? false,
      leadSeconds: body.lead_seconds ?? null,
      requestKey: requestKeyOf(request, body),
      background,
    });
    return result;
  };
  const bidAnswer = (r: service.PlaceBidResult) => ({ success: true as const, message: r.message, data: service.toBidDto(r.bid, deps.translator), created: r.created });

  // --- placing ------------------------------------------------------------------------------

  app.post(
    '/api/bid/snipe',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Hẹn giờ đặt giá phút chót (giá tối đa được giữ trong ví, gửi lên sàn trước giờ kết thúc)',
        security,
        body: bidPayload,
        response: { 200: bidResponse, ...errors },
      },
    },
    async (request) => bidAnswer(await place(request, request.body, request.body.site ?? 'auction', 'snipe')),
  );

  app.post(
    '/api/bid/mercari',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Đặt giá phiên đấu giá Mercari (mode: now mặc định, hoặc snipe)',
        security,
        body: bidPayload,
        response: { 200: bidResponse, ...errors },
      },
    },
    async (request) => bidAnswer(await place(request, request.body, 'mercari', request.body.mode ?? 'now')),
  );

  app.post(
    '/api/bid/toogle-last-minute-notif',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Bật/tắt thông báo phút chót cho các phiên đang đấu giá (không gửi enabled: đảo trạng thái)',
        security,
        body: lastMinuteToggleBody,
        response: { 200: lastMinuteResponse, ...errors },
      },
    },
    async (request) => {
      const userId = request.viewer!.id;
      const current = await service.lastMinuteSetting(db, userId);
      const enabled = request.body?.enabled ?? !current.enabled;
      await service.setLastMinute(db, userId, enabled);
      return {
        success: true as const,
        message: enabled ? biddingText.messages.lastMinuteOn : biddingText.messages.lastMinuteOff,
        data: { enabled, minutes: current.minutes },
      };
    },
  );

  app.post(
    '/api/bid/:mode',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Đặt giá Yahoo! Auctions theo chế độ (now: gửi ngay; snipe: hẹn giờ); giá tối đa là giá tự động (proxy)',
        security,
        params: bidModeParams,
        body: bidPayload,
        response: { 200: bidResponse, ...errors },
      },
    },
    async (request) => bidAnswer(await place(request, request.body, request.body.site ?? 'auction', request.params.mode)),
  );

  app.post(
    '/api/bid-request',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Gửi yêu cầu đặt giá: trả lời ngay với request_key, kết quả xem ở /api/check-bid-request',
        security,
        body: bidPayload,
        response: { 200: bidRequestResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const requestKey = requestKeyOf(request, body) ?? `br-${crypto.randomUUID()}`;
      const result = await place(request, { ...body, request_key: requestKey }, body.site ?? 'auction', body.mode ?? 'now', true);
      return { success: true as const, message: result.message, request_key: result.bid.requestKey ?? requestKey, data: service.toBidDto(result.bid, deps.translator) };
    },
  );

  app.get(
    '/api/check-bid-request',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Trạng thái một yêu cầu đặt giá (pending / done / failed) kèm lượt đặt giá và nhật ký',
        security,
        querystring: checkBidRequestQuery,
        response: { 200: checkBidRequestResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.checkBidRequest(db, request.viewer!.id, request.query.request_key, deps.translator) }),
  );

  // --- reading ------------------------------------------------------------------------------

  app.get(
    '/api/bid/history/:code',
    {
      schema: {
        tags: ['bidding'],
        summary: 'Lịch sử đặt giá của phiên (người đặt được che) và các lượt đặt giá của bạn kèm nhật ký minh bạch',
        params: bidCodeParams,
        querystring: siteQuery,
        response: { 200: bidHistoryResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.auctionHistory(ctx, { site: request.query.site, code: request.params.code, userId: request.viewer?.id ?? null }),
    }),
  );

  app.get(
    '/api/bid/price/:code',
    {
      schema: {
        tags: ['bidding'],
        summary: 'Giá hiện tại, giá đặt tối thiểu, bước giá, tiền giữ và chi phí về tay cho một giá tối đa',
        params: bidCodeParams,
        querystring: bidPriceQuery,
        response: { 200: bidPriceResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      if (request.viewer) await refreshUserStanding(ctx, request.viewer.id, { site: q.site, code: request.params.code });
      return {
        success: true as const,
        data: await service.auctionPrice(ctx, {
          site: q.site,
          code: request.params.code,
          userId: request.viewer?.id ?? null,
          ...(q.price !== undefined ? { priceJpy: q.price } : {}),
          qty: q.qty,
          ...(q.shipping_charges !== undefined ? { shippingChargesJpy: q.shipping_charges } : {}),
          shipMode: q.ship_mode ?? null,
          routeCode: q.route_code ?? null,
          servicesExtra: q.services_extra ?? [],
        }),
      };
    },
  );

  app.get(
    '/api/bid/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Các lượt đặt giá của tôi (status: active / won / lost (thua, không đặt được) / cancelled (đã hủy) / all; 20 mỗi trang)',
        security,
        querystring: bidListQuery,
        response: { 200: bidListResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      await fresh(request.viewer!.id, q.status);
      return {
        success: true as const,
        ...(await service.listUserBids(db, request.viewer!.id, { status: q.status, page: q.page, size: q.size, ...(q.site ? { site: q.site } : {}), events: q.events ?? false }, deps.translator)),
      };
    },
  );

  app.get(
    '/api/bid/user/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Một lượt đặt giá của tôi với nhật ký minh bạch (hẹn giờ, gửi, trả lời của sàn, độ trễ, gia hạn, kết quả)',
        security,
        params: bidIdParams,
        response: { 200: z.object({ success: z.literal(true), data: bidResponse.shape.data }), ...errors },
      },
    },
    async (request) => {
      await fresh(request.viewer!.id);
      return { success: true as const, data: await service.userBid(db, request.viewer!.id, request.params.id, deps.translator) };
    },
  );

  app.get(
    '/api/bidding/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Tóm tắt đấu giá của tôi: số lượt đang mở theo trạng thái, tổng tiền giữ, các phiên đang theo',
        security,
        response: { 200: biddingSummaryResponse, ...errors },
      },
    },
    async (request) => {
      await fresh(request.viewer!.id);
      return { success: true as const, data: await service.biddingSummary(db, request.viewer!.id) };
    },
  );

  app.get(
    '/api/auction/user/products',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Sản phẩm đấu giá tôi đã đặt giá (mặc định: đang mở)',
        security,
        querystring: auctionUserProductsQuery,
        response: { 200: auctionUserProductsResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      await fresh(request.viewer!.id, q.status);
      return {
        success: true as const,
        ...(await service.auctionUserProducts(db, request.viewer!.id, { status: q.status, page: q.page, size: q.size, ...(q.site ? { site: q.site } : {}) }, deps.translator)),
      };
    },
  );

  app.get(
    '/api/bid/check-last-minute-notif',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Thông báo phút chót đang bật hay tắt',
        security,
        response: { 200: lastMinuteResponse, ...errors },
      },
    },
    async (request) => {
      const setting = await service.lastMinuteSetting(db, request.viewer!.id);
      return { success: true as const, message: biddingText.messages.lastMinuteState, data: setting };
    },
  );

  // --- cancelling ---------------------------------------------------------------------------

  app.put(
    '/api/bid/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Hủy lượt đặt giá (theo id, hoặc lượt đang mở của một phiên theo code) khi chưa gửi lên sàn; tiền giữ trả về ví ngay',
        security,
        body: bidCancelBody,
        response: { 200: bidCancelResponse, ...errors },
      },
    },
    async (request) => {
      const userId = request.viewer!.id;
      const body = request.body;
      const bid = body.id
        ? await service.cancelBid(ctx, { userId, bidId: body.id })
        : await service.cancelOpenBidOnAuction(ctx, { userId, site: body.site ?? 'auction', code: body.code! });
      return { success: true as const, message: biddingText.messages.cancelled, data: service.toBidDto(bid, deps.translator) };
    },
  );

  app.put(
    '/api/bid/cancel/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Hủy một lượt đặt giá khi chưa gửi lên sàn (hoặc đã bị trả giá cao hơn); tiền giữ trả về ví ngay',
        security,
        params: bidIdParams,
        response: { 200: bidCancelResponse, ...errors },
      },
    },
    async (request) => {
      const bid = await service.cancelBid(ctx, { userId: request.viewer!.id, bidId: request.params.id });
      return { success: true as const, message: biddingText.messages.cancelled, data: service.toBidDto(bid, deps.translator) };
    },
  );

  // --- Mercari ------------------------------------------------------------------------------

  app.get(
    '/api/user/bidding/mercari',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Các lượt đặt giá Mercari của tôi',
        security,
        querystring: bidListQuery.omit({ site: true }),
        response: { 200: bidListResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      await fresh(request.viewer!.id, q.status);
      return {
        success: true as const,
        ...(await service.listUserBids(db, request.viewer!.id, { status: q.status, page: q.page, size: q.size, site: 'mercari', events: q.events ?? false }, deps.translator)),
      };
    },
  );

  app.delete(
    '/api/user/bidding/mercari',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bidding'],
        summary: 'Hủy lượt đặt giá Mercari (theo id hoặc code) khi chưa gửi lên sàn; Mercari không cho rút giá đã đặt',
        security,
        querystring: mercariBidDeleteQuery,
        response: { 200: bidCancelResponse, ...errors },
      },
    },
    async (request) => {
      const userId = request.viewer!.id;
      const q = request.query;
      let bid;
      if (q.id) {
        const own = await service.userBid(db, userId, q.id, deps.translator);
        if (own.site !== 'mercari') throw new AppError(404, 'BID_NOT_FOUND');
        bid = await service.cancelBid(ctx, { userId, bidId: q.id });
      } else if (q.code) {
        bid = await service.cancelOpenBidOnAuction(ctx, { userId, site: 'mercari', code: q.code });
      } else {
        throw new AppError(404, 'BID_NOT_FOUND');
      }
      return { success: true as const, message: biddingText.messages.cancelled, data: service.toBidDto(bid, deps.translator) };
    },
  );

  // --- staff: the live placer's queue ---------------------------------------------------------

  app.get(
    '/api/admin/bids/queue',
    {
      preHandler: app.requirePermission('bids.manage'),
      schema: {
        tags: ['bidding', 'admin'],
        summary:
          'Hàng đợi đặt giá cho nhân viên (sàn thật): lượt đặt giá cần đặt tay (scope=queue), hoặc mọi lượt đặt giá đang mở chờ báo kết quả phiên (scope=open); phiên kết thúc sớm nhất trước',
        security,
        querystring: adminBidQueueQuery,
        response: { 200: adminBidQueueResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, results: await service.staffQueueItems(db, deps.translator, request.query.scope) }),
  );

  /**
   * The staff queue's actions run the bid's own multi-step, idempotent flow (events, transitions,
   * hold capture or release, each committed on its own): the audit line is written once the action
   * has gone through, naming the ledger keys of any money it moved.
   */
  const auditBid = (request: FastifyRequest, action: string, bid: { id: string; code: string; userId: string; status: string }, from: string | null, after: Record<string, unknown>) =>
    recordStaffAction(db, {
      ...staffActorOf(request),
      action,
      entityType: 'bid',
      entityId: bid.code,
      customerId: bid.userId,
      before: from ? { status: from } : null,
      after: { status: bid.status, ...after },
    });

  app.post(
    '/api/admin/bids/:id/take',
    {
      preHandler: app.requirePermission('bids.manage'),
      schema: {
        tags: ['bidding', 'admin'],
        summary: 'Nhận một lượt đặt giá trong hàng đợi để đặt trên sàn',
        security,
        params: bidIdParams,
        response: { 200: adminBidResponse, ...adminErrors },
      },
    },
    async (request) => {
      const bid = await service.takeQueuedBid(ctx, { bidId: request.params.id, staffId: request.viewer!.id });
      await auditBid(request, 'bid.queue.take', bid, null, { staff_taken: true });
      return { success: true as const, message: biddingText.messages.taken, data: service.toBidDto(bid, deps.translator) };
    },
  );

  app.post(
    '/api/admin/bids/:id/report',
    {
      preHandler: app.requirePermission('bids.manage'),
      schema: {
        tags: ['bidding', 'admin'],
        summary: 'Báo kết quả của sàn cho một lượt đặt giá trong hàng đợi (accepted + is_highest, hoặc rejected + reason)',
        security,
        params: bidIdParams,
        body: adminBidReportBody,
        response: { 200: adminBidResponse, ...adminErrors },
      },
    },
    async (request) => {
      const b = request.body;
      const before = isUuid(request.params.id) ? await findBid(db, request.params.id) : undefined;
      const bid = await service.reportQueuedBid(ctx, {
        bidId: request.params.id,
        staffId: request.viewer!.id,
        report: {
          result: b.result,
          ...(b.is_highest !== undefined ? { isHighest: b.is_highest } : {}),
          ...(b.current_price_jpy !== undefined ? { currentPriceJpy: b.current_price_jpy } : {}),
          ...(b.end_time !== undefined ? { endTime: b.end_time } : {}),
          ...(b.reason !== undefined ? { reason: b.reason } : {}),
          ...(b.note !== undefined ? { note: b.note } : {}),
        },
      });
      await auditBid(request, 'bid.queue.report', bid, before?.status ?? null, { result: b.result, ...(b.current_price_jpy !== undefined ? { current_price_jpy: b.current_price_jpy } : {}) });
      return { success: true as const, message: biddingText.messages.reported, data: service.toBidDto(bid, deps.translator) };
    },
  );

  app.post(
    '/api/admin/bids/:id/outcome',
    {
      preHandler: app.requirePermission('bids.manage'),
      schema: {
        tags: ['bidding', 'admin'],
        summary:
          'Báo kết quả phiên đấu giá trên sàn thật sau giờ kết thúc (won + final_price_jpy: tạo đơn, thanh toán từ tiền giữ; lost: trả tiền giữ); gửi lại cùng kết quả không thay đổi gì',
        security,
        params: bidIdParams,
        body: adminBidOutcomeBody,
        response: { 200: adminBidResponse, ...adminErrors },
      },
    },
    async (request) => {
      const b = request.body;
      const before = isUuid(request.params.id) ? await findBid(db, request.params.id) : undefined;
      const bid = await reportAuctionOutcome(ctx, {
        bidId: request.params.id,
        staffId: request.viewer!.id,
        outcome: { result: b.result, finalPriceJpy: b.final_price_jpy ?? null, note: b.note ?? null },
      });
      if (before && before.status !== bid.status) {
        // Money moved from the hold: a win is paid under bid-won:<id> (+ bid-won-rest:<id>), a loss released under bid-release:<hold>.
        const ledger = bid.status === 'won' ? [`bid-won:${bid.id}`, `bid-won-rest:${bid.id}`] : bid.holdId ? [`bid-release:${bid.holdId}`] : [];
        await auditBid(request, 'bid.outcome', bid, before.status, { result: b.result, final_price_jpy: b.final_price_jpy ?? null, ledger_keys: ledger });
      }
      return { success: true as const, message: biddingText.messages.outcomeRecorded, data: service.toBidDto(bid, deps.translator) };
    },
  );
};
