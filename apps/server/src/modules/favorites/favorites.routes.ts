import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, pageQuery, pageSizes, pagination, siteCode } from '@kaimono/contracts';
import { jpy, jpyToVnd } from '@kaimono/money';
import type { AppDeps } from '../../platform/deps.ts';
import { catalogContext, itemPath, loadProduct, productToSummary } from '../catalog/index.ts';
import { currentRate } from '../rates/index.ts';
import { prepareTitles, vietnameseTitle } from '../translate/index.ts';
import * as service from './favorites.service.ts';

const productKey = z.object({ site: siteCode, code: z.string().min(1).max(200) });
const storeBody = z.object({ site: siteCode, seller_id: z.string().min(1).max(64).regex(/^[\w.:-]+$/), name: z.string().trim().max(200).nullish() });
const storeKey = storeBody.pick({ site: true, seller_id: true });
const okBody = z.object({ success: z.literal(true), message: z.string() });
const removedBody = z.object({ success: z.literal(true), removed: z.number().int() });
const auth = { 401: errorBody, 400: errorBody, 404: errorBody, 502: errorBody, 504: errorBody };

const favoriteProduct = z.object({
  site: siteCode,
  code: z.string(),
  title: z.string(),
  /** The Vietnamese title, read through the translator when answering (null when it has none). */
  title_vi: z.string().nullable(),
  image: z.string().nullable(),
  price_jpy: z.number().int().nullable(),
  price_vnd: z.number().int().nullable(),
  path: z.string(),
  created_at: z.string(),
});
const favoriteStore = z.object({ site: siteCode, seller_id: z.string(), name: z.string(), created_at: z.string() });

/** Favorites of products and stores (spec §7). Page size 50 (spec §9). */
export const favoritesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const ctx = catalogContext(deps);

  app.post(
    '/api/favorite/product',
    { preHandler: app.requireUser, schema: { tags: ['favorites'], summary: 'Thêm sản phẩm yêu thích', body: productKey, response: { 200: okBody, ...auth } } },
    async (request) => {
      // Looked up on the marketplace: an item that does not exist cannot be saved.
      const product = await loadProduct(ctx, request.body.site, request.body.code);
      const summary = productToSummary(product);
      await service.addProduct(db, request.viewer!.id, {
        site: product.site,
        code: product.code,
        title: product.title,
        image: summary.imageUrl,
        priceJpy: product.priceJpy,
        path: itemPath(product.site, product.code, product.isShopsProduct),
      });
      return { success: true as const, message: 'Đã thêm vào danh sách yêu thích.' };
    },
  );

  app.post(
    '/api/favorite/product/delete',
    { preHandler: app.requireUser, schema: { tags: ['favorites'], summary: 'Bỏ sản phẩm yêu thích', body: z.union([productKey, z.object({ items: z.array(productKey).min(1).max(100) })]), response: { 200: removedBody, ...auth } } },
    async (request) => {
      const items = 'items' in request.body ? request.body.items : [request.body];
      return { success: true as const, removed: await service.removeProducts(db, request.viewer!.id, items) };
    },
  );

  app.get(
    '/api/favorite/product/user',
    { preHandler: app.requireUser, schema: { tags: ['favorites'], summary: 'Khóa các sản phẩm yêu thích (để tô trái tim)', response: { 200: z.object({ success: z.literal(true), results: z.array(z.object({ site: z.string(), code: z.string() })) }), ...auth } } },
    async (request) => ({ success: true as const, results: await service.productKeys(db, request.viewer!.id) }),
  );

  app.get(
    '/api/favorite/products',
    { preHandler: app.requireUser, schema: { tags: ['favorites'], summary: 'Sản phẩm yêu thích', querystring: pageQuery(pageSizes.favorites), response: { 200: z.object({ success: z.literal(true), results: z.array(favoriteProduct), pagination }), ...auth } } },
    async (request) => {
      const { page, size } = request.query;
      const [{ rows, total }, { rate }] = await Promise.all([service.listProducts(db, request.viewer!.id, page, size), currentRate(db)]);
      await prepareTitles(deps.translator, rows.map((row) => row.title));
      return {
        success: true as const,
        results: rows.map((row) => ({
          site: row.site as z.infer<typeof siteCode>,
          code: row.code,
          title: row.title,
          title_vi: vietnameseTitle(deps.translator, row.title),
          image: row.image,
          price_jpy: row.priceJpy,
          price_vnd: row.priceJpy === null ? null : jpyToVnd(jpy(row.priceJpy), rate),
          path: row.path,
          created_at: row.createdAt.toISOString(),
        })),
        pagination: { page, size, total },
      };
    },
  );

  app.post(
    '/api/favorite/store',
    { preHandler: app.requireUser, schema: { tags: ['favorites'], summary: 'Theo dõi người bán / cửa hàng', body: storeBody, response: { 200: okBody, ...auth } } },
    async (request) => {
      await service.addStore(db, request.viewer!.id, { site: request.body.site, sellerId: request.body.seller_id, name: request.body.name || request.body.seller_id });
      return { success: true as const, message: 'Đã theo dõi cửa hàng.' };
    },
  );

  app.post(
    '/api/favorite/store/delete',
    { preHandler: app.requireUser, schema: { tags: ['favorites'], summary: 'Bỏ theo dõi cửa hàng', body: z.union([storeKey, z.object({ items: z.array(storeKey).min(1).max(100) })]), response: { 200: removedBody, ...auth } } },
    async (request) => {
      const stores = 'items' in request.body ? request.body.items : [request.body];
      return { success: true as const, removed: await service.removeStores(db, request.viewer!.id, stores) };
    },
  );

  app.get(
    '/api/favorite/store/user',
    { preHandler: app.requireUser, schema: { tags: ['favorites'], summary: 'Khóa các cửa hàng đang theo dõi', response: { 200: z.object({ success: z.literal(true), results: z.array(z.object({ site: z.string(), seller_id: z.string() })) }), ...auth } } },
    async (request) => ({ success: true as const, results: await service.storeKeys(db, request.viewer!.id) }),
  );

  app.get(
    '/api/favorite/stories',
    { preHandler: app.requireUser, schema: { tags: ['favorites'], summary: 'Cửa hàng đang theo dõi (spec: stories)', querystring: pageQuery(pageSizes.favorites), response: { 200: z.object({ success: z.literal(true), results: z.array(favoriteStore), pagination }), ...auth } } },
    async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await service.listStores(db, request.viewer!.id, page, size);
      return {
        success: true as const,
        results: rows.map((row) => ({ site: row.site as z.infer<typeof siteCode>, seller_id: row.sellerId, name: row.name, created_at: row.createdAt.toISOString() })),
        pagination: { page, size, total },
      };
    },
  );
};
