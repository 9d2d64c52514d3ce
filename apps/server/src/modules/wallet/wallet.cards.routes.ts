import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  bankListQuery,
  bankListResponse,
  cardCreateRequest,
  cardDeletedResponse,
  cardIdParams,
  cardListQuery,
  cardListResponse,
  cardMainResponse,
  cardPrimaryRequest,
  cardSavedResponse,
  cardUpdateRequest,
  errorBody,
  paymentMethodsResponse,
} from '@kaimono/contracts';
import { walletCardsText } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { searchBanks } from './wallet.banks.ts';
import * as service from './wallet.cards.service.ts';

const security = [{ bearerAuth: [] }];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/** Spec §8: a card body that fails its schema answers 'Lưu thông tin thẻ thất bại!' with the field details. */
function assertValidCardBody(request: FastifyRequest): void {
  if (request.validationError) throw service.cardSaveFailedFromValidation(request.validationError);
}

/** Banks (GET /api/bank/all), the customer's cards (/api/card/*) and GET /api/payment-method. */
export const walletCardsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;

  app.get(
    '/api/bank/all',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Danh sách ngân hàng và mã BIN (20 mỗi trang; tìm theo tên, mã, BIN, không phân biệt dấu)',
        querystring: bankListQuery,
        response: { 200: bankListResponse, 400: errorBody },
      },
    },
    async (request) => {
      const { page, size, keyword } = request.query;
      const { results, total } = searchBanks(keyword, page, size);
      return { success: true as const, results, pagination: { page, size, total } };
    },
  );

  app.get(
    '/api/card/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Thẻ ngân hàng của tôi (thẻ mặc định trước), mỗi thẻ kèm mã VietQR',
        security,
        querystring: cardListQuery,
        response: { 200: cardListResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.listCards(db, request.viewer!.id, request.query)) }),
  );

  app.get(
    '/api/card/main',
    {
      preHandler: app.requireUser,
      schema: { tags: ['wallet'], summary: 'Thẻ ngân hàng mặc định (null nếu chưa có thẻ)', security, response: { 200: cardMainResponse, ...errors } },
    },
    async (request) => ({ success: true as const, data: await service.mainCard(db, request.viewer!.id) }),
  );

  app.post(
    '/api/card',
    {
      preHandler: app.requireUser,
      attachValidation: true,
      schema: {
        tags: ['wallet'],
        summary: 'Lưu thẻ ngân hàng (thẻ đầu tiên thành thẻ mặc định; tối đa 10 thẻ)',
        security,
        body: cardCreateRequest,
        response: { 200: cardSavedResponse, ...errors },
      },
    },
    async (request) => {
      assertValidCardBody(request);
      const { card } = await service.createCard(db, request.viewer!.id, request.body);
      return { success: true as const, message: walletCardsText.cards.saved, data: card };
    },
  );

  app.put(
    '/api/card/:id',
    {
      preHandler: app.requireUser,
      attachValidation: true,
      schema: {
        tags: ['wallet'],
        summary: 'Sửa thẻ ngân hàng (chỉ các trường gửi lên)',
        security,
        params: cardIdParams,
        body: cardUpdateRequest,
        response: { 200: cardSavedResponse, ...errors },
      },
    },
    async (request) => {
      const userId = request.viewer!.id;
      // Someone else's or an unknown card is 404 whatever the body says.
      if (!(await service.ownsCard(db, userId, request.params.id))) throw service.cardNotFound();
      assertValidCardBody(request);
      const card = await service.updateCard(db, userId, request.params.id, request.body);
      return { success: true as const, message: walletCardsText.cards.updated, data: card };
    },
  );

  app.post(
    '/api/card/primary',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Đặt thẻ làm thẻ mặc định',
        security,
        body: cardPrimaryRequest,
        response: { 200: cardSavedResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: walletCardsText.cards.primarySet,
      data: await service.setPrimary(db, request.viewer!.id, request.body.id),
    }),
  );

  app.delete(
    '/api/card/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Xóa thẻ ngân hàng (nếu là thẻ mặc định, thẻ mới nhất còn lại thành mặc định)',
        security,
        params: cardIdParams,
        response: { 200: cardDeletedResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: walletCardsText.cards.deleted,
      data: await service.deleteCard(db, request.viewer!.id, request.params.id),
    }),
  );

  app.get(
    '/api/payment-method',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Các cách thanh toán: ví (kèm số dư khi đã đăng nhập) và nạp tiền bằng chuyển khoản',
        response: { 200: paymentMethodsResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.paymentMethods(db, deps.config, request.viewer?.id ?? null) }),
  );
};
