import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartRequest,
  cartCountResponse,
  cartGetQuery,
  cartItemResponse,
  cartRemoveRequest,
  cartRemoveResponse,
  cartResponse,
  errorBody,
  intendedItemUpdateRequest,
  intendedItemsRequest,
  intendedItemsResponse,
  type CartItemOptions,
} from '@kaimono/contracts';
import { cartText } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { toCartItemDto } from './cart.mapper.ts';
import * as service from './cart.service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const upstreamErrors = { 502: errorBody, 504: errorBody };
const security = [{ bearerAuth: [] }];

/** The options of a request body as the service takes them (spec names → columns). */
function options(body: CartItemOptions): service.CartOptions {
  return {
    qty: body.qty,
    extraServices: body.extra_services,
    discountCodes: body.discount_codes,
    routeCode: body.route_code,
    shipMode: body.ship_mode,
    note: body.note,
    groups: body.groups,
    weightG: body.weight,
    widthCm: body.width,
    lengthCm: body.length,
    heightCm: body.height,
  };
}

/** Drops keys whose value is undefined, so "not sent" never overwrites a column. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The cart (spec §7 "Cart"). Every route is the customer's own: other customers' ids answer 404. */
export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const ctx = service.cartContext(deps, app.log);

  app.post(
    '/api/cart',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary:
          'Thêm sản phẩm vào giỏ (theo site_code + code hoặc link); giá, tên, ảnh, tồn kho đọc từ sàn; thêm lại cùng sản phẩm và phân loại thì tăng số lượng',
        security,
        body: addToCartRequest,
        response: { 200: cartItemResponse, ...errors, ...upstreamErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const row = await service.addToCart(
        ctx,
        request.viewer!.id,
        defined({ ...options(body), site: body.site_code, code: body.code, link: body.link, variant: body.variant }),
      );
      return { success: true as const, message: cartText.messages.added, data: toCartItemDto(row, deps.translator) };
    },
  );

  app.post(
    '/api/cart/remove',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Xóa sản phẩm khỏi giỏ theo danh sách id (id không thuộc giỏ của khách: 404, không xóa gì)',
        security,
        body: cartRemoveRequest,
        response: { 200: cartRemoveResponse, ...errors },
      },
    },
    async (request) => {
      const removed = await service.removeOwnedItems(db, request.viewer!.id, request.body.ids);
      return { success: true as const, message: cartText.messages.removed, removed };
    },
  );

  app.get(
    '/api/cart/count',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Số sản phẩm trong giỏ hàng (huy hiệu trên biểu tượng giỏ hàng ở đầu trang)',
        security,
        response: { 200: cartCountResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, count: await service.countItems(db, request.viewer!.id) }),
  );

  app.get(
    '/api/cart/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary:
          'Giỏ hàng: kiểm tra lại từng sản phẩm trên sàn (song song, giới hạn thời gian); sản phẩm hết hàng tách riêng; tổng tiền theo nhóm người bán, theo sàn và toàn giỏ',
        security,
        querystring: cartGetQuery,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (request) => service.loadCart(ctx, request.viewer!.id, { recheck: request.query.recheck }),
  );

  app.put(
    '/api/intended_cart/items',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Chọn đúng các sản phẩm sẽ đặt hàng, kèm tùy chọn của từng sản phẩm (một giao dịch: id lạ hoặc hàng hết thì không đổi gì)',
        security,
        body: intendedItemsRequest,
        response: { 200: intendedItemsResponse, ...errors },
      },
    },
    async (request) => {
      const rows = await service.setIntendedItems(
        db,
        request.viewer!.id,
        request.body.items.map((item) => defined({ ...options(item), id: item.id })),
      );
      return { success: true as const, message: cartText.messages.intendedSaved, results: rows.map((r) => toCartItemDto(r, deps.translator)) };
    },
  );

  app.put(
    '/api/intended_cart/items/update',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Cập nhật tùy chọn của một sản phẩm trong giỏ (số lượng, dịch vụ thêm, tuyến, hình thức vận chuyển, ghi chú, mã giảm giá)',
        security,
        body: intendedItemUpdateRequest,
        response: { 200: cartItemResponse, ...errors },
      },
    },
    async (request) => {
      const { id, ...rest } = request.body;
      const row = await service.updateItemOptions(db, request.viewer!.id, id, defined(options(rest)));
      return { success: true as const, message: cartText.messages.updated, data: toCartItemDto(row, deps.translator) };
    },
  );
};
