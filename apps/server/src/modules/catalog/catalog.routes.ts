import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandDto,
  catalogSearchQuery,
  categoryNodeDto,
  errorBody,
  itemResponse,
  itemsResponse,
  mercariCategoryDto,
  mercariSearchPage,
  pageSizes,
  productSummary,
  resultsPage,
  sellerDto,
  surugayaSearchPage,
} from '@kaimono/contracts';
import { jpy, jpyToVnd } from '@kaimono/money';
import { type SiteCode } from '@kaimono/marketplaces';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { currentRate } from '../rates/index.ts';
import { popularKeywords, recordSearchRun } from '../search/index.ts';
import { toSellerDto } from './catalog.mapper.ts';
import * as service from './catalog.service.ts';

const codeParams = z.object({ code: z.string().min(1).max(200) });
const visitorQuery = z.object({ visitor_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/).optional() });
const listQuery = z.object({
  category: z.string().max(64).regex(/^[\w.:-]*$/).optional(),
  page: z.coerce.number().int().min(1).max(100).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
const sellerQuery = z.object({
  seller_id: z.string().min(1).max(64).regex(/^[\w.:-]+$/),
  page: z.coerce.number().int().min(1).max(100).default(1),
  size: z.coerce.number().int().min(1).max(100).optional(),
});
const itemsBody = itemsResponse;
const mercariItemsBody = z.object({ success: z.literal(true), Items: z.array(productSummary) });
const shippingFeeResponse = z.object({
  success: z.literal(true),
  data: z.object({
    code: z.string(),
    /** Known when the listing states it; otherwise an estimate range by size class. */
    fee_jpy: z.number().int().nullable(),
    estimate_min_jpy: z.number().int(),
    estimate_max_jpy: z.number().int(),
    shipping_payer: z.enum(['seller', 'buyer', 'unknown']),
    fee_vnd: z.number().int().nullable(),
    note: z.string(),
  }),
});
const errors = { 400: errorBody, 404: errorBody, 502: errorBody, 504: errorBody };

type SearchQueryInput = z.infer<typeof catalogSearchQuery>;

function searchInput(query: SearchQueryInput, defaultSize: number): service.SiteSearchInput {
  return {
    keyword: query.keyword,
    autoTranslate: query.__auto_translate_keyword,
    category: query.category,
    sellerId: query.seller_id,
    priceMin: query.price_min,
    priceMax: query.price_max,
    condition: query.condition,
    listingType: query.listing_type,
    sort: query.sort,
    page: query.page,
    size: query.size ?? defaultSize,
  };
}

/** Japanese domestic shipping when the listing does not say: the usual range for a 60–100 size parcel. */
const DOMESTIC_SHIPPING_ESTIMATE_JPY = { min: 800, max: 1_500 };

// The brands' Japanese order: one collator, built at first use (one per request held its own ICU data).
let jaCollator: Intl.Collator | undefined;
export const japaneseCollator = () => (jaCollator ??= new Intl.Collator('ja'));

export function createCatalogRoutes(ctxOf: (deps: AppDeps) => service.CatalogContext): FastifyPluginAsyncZod<AppDeps> {
  return async (app, deps) => {
    const ctx: service.CatalogContext = { ...ctxOf(deps), log: app.log };
    const viewerOf = (request: { viewer: { id: string } | null; query: unknown }) => ({
      userId: request.viewer?.id ?? null,
      visitorId: (request.query as { visitor_id?: string }).visitor_id ?? null,
    });

    /**
     * A keyword search that ran and found something counts for top searches (search module: once
     * per visitor and day, several visitors before it is listed). Written after the answer, like
     * the other catalog writes: a buyer never waits for it, and a failure never fails the search.
     */
    const countSearch = (site: SiteCode, request: { query: { keyword?: string | undefined }; viewer: { id: string } | null; ip: string }, found: number) => {
      const keyword = request.query.keyword;
      if (!keyword || found === 0) return;
      const visitor = { viewerId: request.viewer?.id ?? null, address: request.ip };
      service.afterAnswer(ctx, 'search keyword not counted', () => recordSearchRun(deps.database.db, deps.config.jwtSecret, { typeCode: site, keyword, visitor }));
    };

    // ---- per-site search, item, related: the same handlers with each site's envelope --------------
    const paged = (site: SiteCode, defaultSize: number) => async (request: { query: SearchQueryInput; viewer: { id: string } | null; ip: string; log: { warn(obj: object, msg: string): void } }) => {
      const out = await service.searchSite(ctx, site, searchInput(request.query, defaultSize));
      countSearch(site, request, out.results.length);
      return {
        success: true as const,
        results: out.results,
        pagination: { page: out.page.page, size: out.page.pageSize, total: out.page.total },
        ...(out.translation ? { translation: out.translation } : {}),
      };
    };
    const itemHandler = (site: SiteCode) => async (request: { params: { code: string }; viewer: { id: string } | null; query: unknown }) => ({
      success: true as const,
      data: await service.itemDetail(ctx, site, request.params.code, viewerOf(request)),
    });
    const itemSchema = (summary: string) => ({
      tags: ['catalog'],
      summary,
      params: codeParams,
      querystring: visitorQuery,
      response: { 200: itemResponse, ...errors },
    });
    const searchSchema = (summary: string, response: z.ZodType) => ({
      tags: ['catalog'],
      summary,
      querystring: catalogSearchQuery,
      response: { 200: response, ...errors },
    });
    const relatedHandler = (site: SiteCode) => async (request: { params: { code: string } }) => ({
      success: true as const,
      results: await service.relatedItems(ctx, site, request.params.code),
    });
    const relatedSchema = { tags: ['catalog'], summary: 'Sản phẩm liên quan', params: codeParams, response: { 200: itemsBody, ...errors } };
    const listSchema = (summary: string) => ({ tags: ['catalog'], summary, querystring: listQuery, response: { 200: itemsBody, ...errors } });

    // ---- Yahoo! Auctions -----------------------------------------------------------------------
    app.get('/api/auction/search', { schema: searchSchema('Tìm trên Yahoo! Auctions', resultsPage) }, paged('auction', pageSizes.general));
    app.get('/api/auction/item/:code', { schema: itemSchema('Chi tiết phiên đấu giá Yahoo') }, itemHandler('auction'));
    app.get('/api/auction/category/products', { schema: searchSchema('Sản phẩm theo danh mục (Yahoo! Auctions)', resultsPage) }, paged('auction', pageSizes.general));
    app.get('/api/v2/auction/category/products', { schema: searchSchema('Sản phẩm theo danh mục (Yahoo! Auctions, v2)', resultsPage) }, paged('auction', pageSizes.general));
    app.get(
      '/api/auction/saller/products',
      { schema: { tags: ['catalog'], summary: 'Sản phẩm của người bán (Yahoo! Auctions)', querystring: sellerQuery, response: { 200: resultsPage, ...errors } } },
      async (request) => {
        const out = await service.searchSite(ctx, 'auction', { autoTranslate: 'off', sellerId: request.query.seller_id, sort: 'newest', page: request.query.page, size: request.query.size ?? pageSizes.general });
        return { success: true as const, results: out.results, pagination: { page: out.page.page, size: out.page.pageSize, total: out.page.total } };
      },
    );
    app.get(
      '/api/auction/saller/:code',
      { schema: { tags: ['catalog'], summary: 'Thông tin người bán (Yahoo! Auctions)', params: codeParams, response: { 200: z.object({ success: z.literal(true), data: sellerDto }), ...errors } } },
      async (request) => {
        const adapter = service.adapterFor(ctx, 'auction');
        const seller = adapter.seller ? await adapter.seller(request.params.code) : null;
        if (!seller) throw new AppError(404, 'SELLER_NOT_FOUND');
        return { success: true as const, data: toSellerDto(seller) };
      },
    );
    app.get('/api/auction/home/products', { schema: listSchema('Sản phẩm mới (Yahoo! Auctions)') }, async (request) => ({
      success: true as const,
      results: await service.newest(ctx, 'auction', { ...(request.query.category ? { categoryId: request.query.category } : {}), size: request.query.size }),
    }));
    app.get('/api/auction/outstanding-products', { schema: listSchema('Phiên đấu giá sắp kết thúc') }, async (request) => ({
      success: true as const,
      results: await service.endingSoon(ctx, 'auction', request.query.size),
    }));
    app.get('/api/auction/relates/:code', { schema: relatedSchema }, relatedHandler('auction'));
    app.post(
      '/api/v2/auction/relates/:code',
      { schema: { ...relatedSchema, body: z.object({ rid: z.string().max(100).optional() }).optional() } },
      relatedHandler('auction'),
    );
    const shippingFee = (site: SiteCode) => async (request: { params: { code: string } }) => {
      const product = await service.loadProduct(ctx, site, request.params.code);
      const { rate } = await currentRate(ctx.db);
      const known = product.shippingPayer === 'seller' ? 0 : product.domesticShippingJpy;
      return {
        success: true as const,
        data: {
          code: product.code,
          fee_jpy: known,
          estimate_min_jpy: known ?? DOMESTIC_SHIPPING_ESTIMATE_JPY.min,
          estimate_max_jpy: known ?? DOMESTIC_SHIPPING_ESTIMATE_JPY.max,
          shipping_payer: product.shippingPayer,
          fee_vnd: known === null ? null : jpyToVnd(jpy(known), rate),
          note:
            product.shippingPayer === 'seller'
              ? 'Người bán chịu phí vận chuyển nội địa Nhật.'
              : known !== null
                ? 'Phí vận chuyển nội địa Nhật theo người bán công bố.'
                : 'Người bán chưa công bố phí; ước tính theo kích thước kiện thông thường, chênh lệch được quyết toán ở lần thanh toán thứ hai.',
        },
      };
    };
    const shippingSchema = { tags: ['catalog'], summary: 'Phí vận chuyển nội địa Nhật', params: codeParams, response: { 200: shippingFeeResponse, ...errors } };
    app.get('/api/auction/domestic-shipping-fee/:code', { schema: shippingSchema }, shippingFee('auction'));
    app.post(
      '/api/v2/auction/domestic-shipping-fee/:code',
      { schema: { ...shippingSchema, body: z.object({ rid: z.string().max(100).optional() }).optional() } },
      shippingFee('auction'),
    );
    app.get(
      '/api/v2/auction/items/:code/bids/latest',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Giá và lượt đấu mới nhất của phiên',
          params: codeParams,
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({ code: z.string(), current_price_jpy: z.number().int(), bid_count: z.number().int(), end_time: z.string(), status: z.enum(['open', 'closed']), min_next_bid_jpy: z.number().int() }),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const detail = await service.itemDetail(ctx, 'auction', request.params.code, { userId: null, visitorId: null });
        if (!detail.auction) throw new AppError(404, 'AUCTION_NOT_FOUND');
        const a = detail.auction;
        return { success: true as const, data: { code: detail.code, current_price_jpy: a.current_price_jpy, bid_count: a.bid_count, end_time: a.end_time, status: a.status, min_next_bid_jpy: a.min_next_bid_jpy } };
      },
    );
    const brandRankingResponse = z.object({ success: z.literal(true), results: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() })) });
    app.get('/api/auction/brand-ranking', { schema: { tags: ['catalog'], summary: 'Thương hiệu được đấu giá nhiều', response: { 200: brandRankingResponse, ...errors } } }, async () => {
      // The search results carry no brand, so read the details of the 30 most-bid auctions (cached by the adapter).
      const page = await service.browse(ctx, 'auction', { listingType: 'auction', sort: 'most_bids', pageSize: 30, onlyAvailable: true });
      const counts = new Map<string, { id: string; name: string; count: number }>();
      for (const item of page.items) {
        const brand = (await service.adapterFor(ctx, 'auction').item(item.code))?.brand;
        if (!brand) continue;
        const entry = counts.get(brand.id) ?? { id: brand.id, name: brand.name, count: 0 };
        entry.count += 1;
        counts.set(brand.id, entry);
      }
      return { success: true as const, results: [...counts.values()].sort((a, b) => b.count - a.count).slice(0, 20) };
    });
    app.get(
      '/api/auction/brand/:brand_id',
      { schema: { tags: ['catalog'], summary: 'Phiên đấu giá theo thương hiệu', params: z.object({ brand_id: z.string().min(1).max(64).regex(/^[\w.:-]+$/) }), querystring: listQuery, response: { 200: resultsPage, ...errors } } },
      async (request) => {
        const page = await service.adapterFor(ctx, 'auction').search({ brandId: request.params.brand_id, sort: 'popular', page: request.query.page, pageSize: request.query.size, onlyAvailable: true });
        return { success: true as const, results: await service.summaries(ctx, page.items), pagination: { page: page.page, size: page.pageSize, total: page.total } };
      },
    );

    // ---- Yahoo! Shopping -----------------------------------------------------------------------
    app.get('/api/shopping/search', { schema: searchSchema('Tìm trên Yahoo! Shopping', resultsPage) }, paged('shopping', pageSizes.general));
    app.get('/api/shopping/item/:code', { schema: itemSchema('Chi tiết sản phẩm Yahoo! Shopping') }, itemHandler('shopping'));
    app.get('/api/shopping/home/products', { schema: listSchema('Sản phẩm nổi bật (Yahoo! Shopping)') }, async (request) => ({
      success: true as const,
      results: (await service.ranking(ctx, 'shopping', { ...(request.query.category ? { categoryId: request.query.category } : {}), size: request.query.size })).results,
    }));
    app.get('/api/shopping/deal/products', { schema: listSchema('Giá tốt (Yahoo! Shopping)') }, async (request) => ({
      success: true as const,
      results: await service.deals(ctx, 'shopping', { ...(request.query.category ? { categoryId: request.query.category } : {}), size: request.query.size }),
    }));
    app.get('/api/shopping/deal/recommens', { schema: listSchema('Gợi ý giá tốt (Yahoo! Shopping)') }, async (request) => ({
      success: true as const,
      results: (await service.ranking(ctx, 'shopping', { ...(request.query.category ? { categoryId: request.query.category } : {}), page: request.query.page })).results,
    }));
    app.post(
      '/api/shopping/item-get-more',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Thêm sản phẩm cùng cửa hàng / danh mục (Yahoo! Shopping)',
          body: z.object({ code: z.string().min(1).max(200), page: z.number().int().min(1).max(100).default(1), size: z.number().int().min(1).max(50).default(20) }),
          response: { 200: resultsPage, ...errors },
        },
      },
      async (request) => {
        const product = await service.loadProduct(ctx, 'shopping', request.body.code);
        const out = await service.searchSite(ctx, 'shopping', {
          autoTranslate: 'off',
          ...(product.seller ? { sellerId: product.seller.id } : { category: product.categoryPath.at(-1)?.id }),
          sort: 'popular',
          page: request.body.page,
          size: request.body.size,
        });
        return { success: true as const, results: out.results.filter((r) => r.code !== product.code), pagination: { page: out.page.page, size: out.page.pageSize, total: out.page.total } };
      },
    );

    // ---- Rakuten -------------------------------------------------------------------------------
    app.get('/api/rakuten/search', { schema: searchSchema('Tìm trên Rakuten', resultsPage) }, paged('rakuten', pageSizes.general));
    app.get('/api/rakuten/item/:code', { schema: itemSchema('Chi tiết sản phẩm Rakuten') }, itemHandler('rakuten'));
    app.get(
      '/api/rakuten/product-by-category/:code',
      { schema: { tags: ['catalog'], summary: 'Sản phẩm theo danh mục (Rakuten)', params: codeParams, querystring: catalogSearchQuery, response: { 200: resultsPage, ...errors } } },
      async (request) => {
        const out = await service.searchSite(ctx, 'rakuten', { ...searchInput(request.query, pageSizes.general), category: request.params.code });
        return { success: true as const, results: out.results, pagination: { page: out.page.page, size: out.page.pageSize, total: out.page.total } };
      },
    );
    app.get(
      '/api/rakuten/category/:code',
      { schema: { tags: ['catalog'], summary: 'Danh mục con (Rakuten)', params: codeParams, response: { 200: z.object({ success: z.literal(true), results: z.array(categoryNodeDto) }), ...errors } } },
      async (request) => ({
        success: true as const,
        results: (await service.categoriesOf(ctx, 'rakuten', request.params.code === '0' ? null : request.params.code)).map((n) => categoryDto('rakuten', n)),
      }),
    );
    // Spec §3 "Rakuten: results plus pagination (size, page, total)", 20 a page (§9 general).
    app.get(
      '/api/rakuten/search/popular',
      { schema: { tags: ['catalog'], summary: 'Xếp hạng bán chạy (Rakuten)', querystring: listQuery, response: { 200: resultsPage, ...errors } } },
      async (request) => {
        const { page, results } = await service.ranking(ctx, 'rakuten', {
          ...(request.query.category ? { categoryId: request.query.category } : {}),
          page: request.query.page,
          size: request.query.size,
        });
        return { success: true as const, results, pagination: { page: page.page, size: page.pageSize, total: page.total } };
      },
    );
    app.get('/api/rakuten/home/products', { schema: listSchema('Sản phẩm nổi bật (Rakuten)') }, async (request) => ({
      success: true as const,
      results: (await service.ranking(ctx, 'rakuten', { ...(request.query.category ? { categoryId: request.query.category } : {}) })).results.slice(0, request.query.size),
    }));
    app.get('/api/rakuten/deal/products', { schema: listSchema('Giá tốt (Rakuten)') }, async (request) => ({
      success: true as const,
      results: await service.deals(ctx, 'rakuten', { ...(request.query.category ? { categoryId: request.query.category } : {}), size: request.query.size }),
    }));
    app.get(
      '/api/rakuten/recommendations',
      { schema: { tags: ['catalog'], summary: 'Gợi ý (Rakuten)', querystring: z.object({ code: z.string().max(200).optional(), size: z.coerce.number().int().min(1).max(50).default(12) }), response: { 200: itemsBody, ...errors } } },
      async (request) => ({
        success: true as const,
        results: request.query.code
          ? await service.relatedItems(ctx, 'rakuten', request.query.code, request.query.size)
          : (await service.ranking(ctx, 'rakuten')).results.slice(0, request.query.size),
      }),
    );

    // ---- PayPay Flea Market ----------------------------------------------------------------------
    app.get('/api/paypay/search', { schema: searchSchema('Tìm trên PayPay Flea Market', resultsPage) }, paged('paypay', pageSizes.paypay));
    app.get(
      '/api/paypay/item/:code',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Chi tiết sản phẩm PayPay Flea Market (data + categories)',
          params: codeParams,
          querystring: visitorQuery,
          response: { 200: z.object({ success: z.literal(true), data: itemResponse.shape.data, categories: z.array(z.object({ id: z.string(), name: z.string(), name_vi: z.string().nullable() })) }), ...errors },
        },
      },
      async (request) => {
        const data = await service.itemDetail(ctx, 'paypay', request.params.code, viewerOf(request));
        return { success: true as const, data, categories: data.category_path };
      },
    );
    app.get('/api/paypay/home/products', { schema: listSchema('Sản phẩm mới (PayPay Flea Market)') }, async (request) => ({
      success: true as const,
      results: await service.newest(ctx, 'paypay', { ...(request.query.category ? { categoryId: request.query.category } : {}), size: request.query.size }),
    }));
    app.get(
      '/api/paypay/saller/products',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Sản phẩm của người bán (PayPay Flea Market)',
          querystring: sellerQuery,
          response: { 200: z.object({ success: z.literal(true), results: z.array(productSummary), pagination: resultsPage.shape.pagination, saller: sellerDto.nullable() }), ...errors },
        },
      },
      async (request) => {
        const out = await service.searchSite(ctx, 'paypay', { autoTranslate: 'off', sellerId: request.query.seller_id, sort: 'newest', page: request.query.page, size: request.query.size ?? pageSizes.paypay });
        const adapter = service.adapterFor(ctx, 'paypay');
        const seller = adapter.seller ? await adapter.seller(request.query.seller_id) : null;
        const first = out.results[0];
        return {
          success: true as const,
          results: out.results,
          pagination: { page: out.page.page, size: out.page.pageSize, total: out.page.total },
          saller: seller ? toSellerDto(seller) : first?.seller_id ? { id: first.seller_id, name: first.seller_name ?? first.seller_id, is_store: false, rating_percent: null, rating_count: null, url: null } : null,
        };
      },
    );
    app.get('/api/paypay/recommend/:code', { schema: relatedSchema }, relatedHandler('paypay'));

    // ---- Suruga-ya -----------------------------------------------------------------------------
    app.get('/api/suruga-ya/search', { schema: searchSchema('Tìm trên Suruga-ya', surugayaSearchPage) }, async (request) => {
      const out = await service.searchSite(ctx, 'suruga-ya', searchInput(request.query, pageSizes.surugaya));
      countSearch('suruga-ya', request, out.results.length);
      const size = out.page.pageSize;
      return {
        success: true as const,
        items: out.results,
        pagination: { total: out.page.total, pages: Math.max(1, Math.ceil(out.page.total / size)), size, display: out.results.length },
        ...(out.translation ? { translation: out.translation } : {}),
      };
    });
    app.get('/api/suruga-ya/item/:code', { schema: itemSchema('Chi tiết sản phẩm Suruga-ya') }, itemHandler('suruga-ya'));
    app.get('/api/suruga-ya/related/:code', { schema: relatedSchema }, relatedHandler('suruga-ya'));

    // ---- Mercari -------------------------------------------------------------------------------
    app.get('/api/mercari/search', { schema: searchSchema('Tìm trên Mercari', mercariSearchPage) }, async (request) => {
      const out = await service.searchSite(ctx, 'mercari', searchInput(request.query, pageSizes.general));
      countSearch('mercari', request, out.results.length);
      return {
        success: true as const,
        products: out.results,
        pagination: { next: out.page.hasNext ? out.page.page + 1 : null, prev: out.page.page > 1 ? out.page.page - 1 : null, total: out.page.total },
        ...(out.translation ? { translation: out.translation } : {}),
      };
    });
    app.get(
      '/api/mercari/category/products',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Sản phẩm theo danh mục (Mercari) kèm chuỗi danh mục',
          querystring: catalogSearchQuery,
          response: { 200: mercariSearchPage.extend({ category: mercariCategoryDto.nullable() }), ...errors },
        },
      },
      async (request) => {
        const out = await service.searchSite(ctx, 'mercari', searchInput(request.query, pageSizes.general));
        const category = request.query.category ? await mercariCategory(request.query.category) : null;
        return {
          success: true as const,
          products: out.results,
          pagination: { next: out.page.hasNext ? out.page.page + 1 : null, prev: out.page.page > 1 ? out.page.page - 1 : null, total: out.page.total },
          category,
        };
      },
    );
    app.get(
      '/api/mercari/item/:code',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Chi tiết sản phẩm Mercari (product kèm category); Mercari Shops với ?type=mers',
          params: codeParams,
          querystring: visitorQuery.extend({ type: z.enum(['mers']).optional() }),
          response: { 200: z.object({ success: z.literal(true), product: itemResponse.shape.data.extend({ category: mercariCategoryDto.nullable() }) }), ...errors },
        },
      },
      async (request) => {
        const product = await service.itemDetail(ctx, 'mercari', request.params.code, viewerOf(request));
        const path = product.category_path;
        const self = path.at(-1);
        const category = self
          ? {
              id: self.id,
              name: self.name,
              parent_category_id: path.at(-2)?.id ?? null,
              parent_category_name: path.at(-2)?.name ?? null,
              root_category_id: path[0]?.id ?? null,
              root_category_name: path[0]?.name ?? null,
              type: 'mercari-jp',
            }
          : null;
        return { success: true as const, product: { ...product, category } };
      },
    );
    app.get(
      '/api/mercari/seller/:seller_id',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Người bán Mercari và sản phẩm đang bán',
          params: z.object({ seller_id: z.string().min(1).max(64).regex(/^[\w-]+$/) }),
          querystring: z.object({ page: z.coerce.number().int().min(1).max(100).default(1) }),
          response: { 200: z.object({ success: z.literal(true), seller: sellerDto.nullable(), products: z.array(productSummary), pagination: mercariSearchPage.shape.pagination }), ...errors },
        },
      },
      async (request) => {
        const adapter = service.adapterFor(ctx, 'mercari');
        const [seller, out] = await Promise.all([
          adapter.seller ? adapter.seller(request.params.seller_id) : Promise.resolve(null),
          service.searchSite(ctx, 'mercari', { autoTranslate: 'off', sellerId: request.params.seller_id, sort: 'newest', page: request.query.page, size: pageSizes.general }),
        ]);
        if (!seller && out.results.length === 0) throw new AppError(404, 'SELLER_NOT_FOUND');
        return {
          success: true as const,
          seller: seller ? toSellerDto(seller) : null,
          products: out.results,
          pagination: { next: out.page.hasNext ? out.page.page + 1 : null, prev: out.page.page > 1 ? out.page.page - 1 : null, total: out.page.total },
        };
      },
    );
    app.get(
      '/api/mercari/ranking',
      { schema: { tags: ['catalog'], summary: 'Xếp hạng Mercari (nhiều lượt thích)', querystring: z.object({ page: z.coerce.number().int().min(1).max(100).default(1), category: listQuery.shape.category }), response: { 200: mercariItemsBody, ...errors } } },
      async (request) => ({
        success: true as const,
        Items: (await service.ranking(ctx, 'mercari', { page: request.query.page, ...(request.query.category ? { categoryId: request.query.category } : {}) })).results,
      }),
    );
    app.get('/api/mercari/home/products', { schema: { ...listSchema('Sản phẩm mới (Mercari)'), response: { 200: mercariItemsBody, ...errors } } }, async (request) => ({
      success: true as const,
      Items: await service.newest(ctx, 'mercari', { ...(request.query.category ? { categoryId: request.query.category } : {}), size: request.query.size }),
    }));
    app.get(
      '/api/mercari/search/popular',
      { schema: { tags: ['catalog'], summary: 'Từ khóa Mercari phổ biến', response: { 200: z.object({ success: z.literal(true), results: z.array(z.object({ name: z.string(), count: z.number().int() })) }) } } },
      async () => ({ success: true as const, results: await popularKeywords(ctx.db, 'mercari', 20) }),
    );
    app.get(
      '/api/mercari/get-additional-services',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Dịch vụ cộng thêm cho hàng Mercari',
          response: { 200: z.object({ success: z.literal(true), data: z.array(z.object({ code: z.string(), name: z.string(), description: z.string(), price_vnd: z.number().int() })) }) },
        },
      },
      async () => ({ success: true as const, data: MERCARI_ADDITIONAL_SERVICES }),
    );
    // Spec §3: Mercari categories are read from `itemCategories` and brands from `itemBrands`.
    const brandsResponse = z.object({ success: z.literal(true), itemBrands: z.array(brandDto) });
    app.get('/api/mercari/v2/datasets/item-brands', { schema: { tags: ['catalog'], summary: 'Thương hiệu Mercari (itemBrands, theo cách đọc tiếng Nhật)', response: { 200: brandsResponse, ...errors } } }, async () => {
      const adapter = service.adapterFor(ctx, 'mercari');
      if (!adapter.brands) throw new AppError(404, 'CAPABILITY_UNAVAILABLE');
      const collator = japaneseCollator();
      const brands = await adapter.brands();
      return { success: true as const, itemBrands: [...brands].sort((a, b) => collator.compare(a.jaPronunciation, b.jaPronunciation)) };
    });
    app.get(
      '/api/mercari/v2/datasets/item-categories',
      { schema: { tags: ['catalog'], summary: 'Danh mục Mercari (itemCategories)', querystring: z.object({ parent_id: z.string().max(64).regex(/^[\w-]*$/).optional() }), response: { 200: z.object({ success: z.literal(true), itemCategories: z.array(categoryNodeDto) }), ...errors } } },
      async (request) => ({
        success: true as const,
        itemCategories: (await service.categoriesOf(ctx, 'mercari', request.query.parent_id || null)).map((n) => categoryDto('mercari', n)),
      }),
    );
    app.get(
      '/api/mercari/v2/datasets/item-category-groups',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Nhóm danh mục Mercari (gốc và danh mục con)',
          response: { 200: z.object({ success: z.literal(true), itemCategoryGroups: z.array(categoryNodeDto.extend({ children: z.array(categoryNodeDto) })) }), ...errors },
        },
      },
      async () => {
        const roots = await service.categoriesOf(ctx, 'mercari', null);
        const groups = await Promise.all(
          roots.map(async (root) => ({
            ...categoryDto('mercari', root),
            children: root.hasChildren ? (await service.categoriesOf(ctx, 'mercari', root.id)).map((n) => categoryDto('mercari', n)) : [],
          })),
        );
        return { success: true as const, itemCategoryGroups: groups };
      },
    );

    async function mercariCategory(id: string) {
      // Walk up from the roots: the adapter gives children per parent, so find the chain by search.
      const roots = await service.categoriesOf(ctx, 'mercari', null);
      for (const root of roots) {
        if (root.id === id) return chain(root, null, null);
        const parents = root.hasChildren ? await service.categoriesOf(ctx, 'mercari', root.id) : [];
        for (const parent of parents) {
          if (parent.id === id) return chain(parent, root, root);
          const leaves = parent.hasChildren ? await service.categoriesOf(ctx, 'mercari', parent.id) : [];
          const leaf = leaves.find((l) => l.id === id);
          if (leaf) return chain(leaf, parent, root);
        }
      }
      throw new AppError(404, 'CATEGORY_NOT_FOUND');
    }
    function chain(self: { id: string; name: string }, parent: { id: string; name: string } | null, root: { id: string; name: string } | null) {
      return {
        id: self.id,
        name: self.name,
        parent_category_id: parent?.id ?? null,
        parent_category_name: parent?.name ?? null,
        root_category_id: (root ?? self).id,
        root_category_name: (root ?? self).name,
        type: 'mercari-jp',
      };
    }

  };
}

export function categoryDto(site: SiteCode, node: { id: string; name: string; parentId: string | null; hasChildren: boolean; nameVi: string | null }) {
  return { id: node.id, name: node.name, name_vi: node.nameVi, parent_id: node.parentId, has_children: node.hasChildren, site };
}

/** Extra services offered on Mercari purchases (prices are the fee schedule's, /page/bieu-phi). */
const MERCARI_ADDITIONAL_SERVICES = [
  { code: 'photo', name: 'Chụp ảnh kiểm tra', description: '5 ảnh thực tế hàng tại kho Nhật trước khi gửi về.', price_vnd: 20_000 },
  { code: 'inspection', name: 'Kiểm tra hàng', description: 'Kiểm đếm, đối chiếu mô tả, thử nguồn với đồ điện tử.', price_vnd: 30_000 },
  { code: 'bubble_wrap', name: 'Bọc chống sốc', description: 'Bọc thêm màng xốp hơi cho hàng dễ vỡ.', price_vnd: 15_000 },
  { code: 'wooden_crate', name: 'Đóng thùng gỗ', description: 'Đóng thùng gỗ cho hàng giá trị, dễ vỡ; khối lượng thùng tính vào cước.', price_vnd: 150_000 },
];
