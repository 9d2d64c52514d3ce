import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { autoTranslateMode, categoryNodeDto, errorBody, normalizeKeyword, pageSizes, productSummary, siteCode } from '@kaimono/contracts';
import { resolveProductLink, siteCodes, sites, type SiteCode } from '@kaimono/marketplaces';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { categoryDto } from './catalog.routes.ts';
import * as service from './catalog.service.ts';
import { popularKeywordsBySite, suggestionNames } from '../search/index.ts';

const typeQuery = z.object({ type: z.string().max(20).default('mercari-jp') });
const categoriesResponse = z.object({ success: z.literal(true), results: z.array(categoryNodeDto) });
const errors = { 400: errorBody, 404: errorBody, 502: errorBody, 504: errorBody };

/** Category pages, the all-sites explore search, and the cross-site lists of spec §7. */
export function createBrowseRoutes(ctxOf: (deps: AppDeps) => service.CatalogContext): FastifyPluginAsyncZod<AppDeps> {
  return async (app, deps) => {
    const ctx: service.CatalogContext = { ...ctxOf(deps), log: app.log };
    const siteOfType = (type: string): SiteCode => {
      const site = service.siteOfCategoryType(type);
      if (!site) throw new AppError(404, 'SITE_NOT_FOUND');
      return site;
    };

    app.get(
      '/api/category/type',
      {
        schema: {
          tags: ['categories'],
          summary: 'Các loại danh mục (theo sàn)',
          response: { 200: z.object({ success: z.literal(true), results: z.array(z.object({ type: z.string(), site: siteCode, name: z.string() })) }) },
        },
      },
      async () => ({
        success: true as const,
        results: siteCodes.map((site) => ({ type: service.categoryType(site), site, name: sites[site].displayName })),
      }),
    );

    app.get('/api/category/tops', { schema: { tags: ['categories'], summary: 'Danh mục gốc của một sàn', querystring: typeQuery, response: { 200: categoriesResponse, ...errors } } }, async (request) => {
      const site = siteOfType(request.query.type);
      return { success: true as const, results: (await service.categoriesOf(ctx, site, null)).map((n) => categoryDto(site, n)) };
    });

    app.get(
      '/api/category/home',
      {
        schema: {
          tags: ['categories'],
          summary: 'Danh mục nổi bật cho trang chủ (mỗi sàn vài danh mục gốc)',
          querystring: z.object({ per_site: z.coerce.number().int().min(1).max(20).default(8) }),
          response: { 200: z.object({ success: z.literal(true), results: z.array(z.object({ site: siteCode, categories: z.array(categoryNodeDto) })) }) },
        },
      },
      async (request) => {
        const groups = await Promise.allSettled(siteCodes.map((site) => service.categoriesOf(ctx, site, null)));
        return {
          success: true as const,
          results: siteCodes.map((site, i) => {
            const outcome = groups[i]!;
            return { site, categories: outcome.status === 'fulfilled' ? outcome.value.slice(0, request.query.per_site).map((n) => categoryDto(site, n)) : [] };
          }),
        };
      },
    );

    app.get(
      '/api/categories',
      {
        schema: {
          tags: ['categories'],
          summary: 'Danh mục con theo danh mục cha (mặc định: gốc)',
          querystring: typeQuery.extend({ parent_id: z.string().max(64).regex(/^[\w.:-]*$/).optional(), page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(200).default(pageSizes.categories) }),
          response: { 200: categoriesResponse.extend({ pagination: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }) }), ...errors },
        },
      },
      async (request) => {
        const site = siteOfType(request.query.type);
        const all = await service.categoriesOf(ctx, site, request.query.parent_id || null);
        const { page, size } = request.query;
        return {
          success: true as const,
          results: all.slice((page - 1) * size, page * size).map((n) => categoryDto(site, n)),
          pagination: { page, size, total: all.length },
        };
      },
    );

    app.get(
      '/api/category-by-code',
      {
        schema: {
          tags: ['categories'],
          summary: 'Tên tiếng Việt của danh mục theo mã (codes, type mặc định mercari-jp)',
          querystring: typeQuery.extend({ codes: z.string().max(2000).regex(/^[\w.:-]+(,[\w.:-]+)*$/) }),
          response: { 200: z.object({ success: z.literal(true), results: z.array(z.object({ code: z.string(), name: z.string().nullable(), name_vi: z.string().nullable(), type: z.string() })) }), ...errors },
        },
      },
      async (request) => {
        const codes = [...new Set(request.query.codes.split(','))].slice(0, 100);
        const rows = await service.storedCategoryNames(ctx, request.query.type, codes);
        const byCode = new Map(rows.map((r) => [r.code, r]));
        return {
          success: true as const,
          results: codes.map((code) => {
            const row = byCode.get(code);
            return { code, name: row?.nameJa ?? null, name_vi: row?.nameVi ?? null, type: request.query.type };
          }),
        };
      },
    );

    app.get(
      '/api/product-category/by-parent-id',
      { schema: { tags: ['categories'], summary: 'Danh mục con', querystring: typeQuery.extend({ parent_id: z.string().max(64).regex(/^[\w.:-]*$/).default('') }), response: { 200: categoriesResponse, ...errors } } },
      async (request) => {
        const site = siteOfType(request.query.type);
        return { success: true as const, results: (await service.categoriesOf(ctx, site, request.query.parent_id || null)).map((n) => categoryDto(site, n)) };
      },
    );

    app.get(
      '/api/product-category/relative',
      {
        schema: {
          tags: ['categories'],
          summary: 'Danh mục cùng cấp (anh em) của một danh mục',
          querystring: typeQuery.extend({ code: z.string().min(1).max(64).regex(/^[\w.:-]+$/), parent_id: z.string().max(64).regex(/^[\w.:-]*$/).optional() }),
          response: { 200: categoriesResponse, ...errors },
        },
      },
      async (request) => {
        const site = siteOfType(request.query.type);
        const siblings = await service.categoriesOf(ctx, site, request.query.parent_id || null);
        if (!siblings.some((n) => n.id === request.query.code)) throw new AppError(404, 'CATEGORY_NOT_FOUND');
        return { success: true as const, results: siblings.filter((n) => n.id !== request.query.code).map((n) => categoryDto(site, n)) };
      },
    );

    app.get(
      '/api/product-category/search-node',
      {
        schema: {
          tags: ['categories'],
          summary: 'Tìm danh mục theo tên (tiếng Nhật hoặc tiếng Việt), hai cấp đầu',
          querystring: typeQuery.extend({ keyword: z.string().trim().min(1).max(100) }),
          response: { 200: categoriesResponse, ...errors },
        },
      },
      async (request) => {
        const site = siteOfType(request.query.type);
        const needle = request.query.keyword.toLocaleLowerCase('vi');
        const roots = await service.categoriesOf(ctx, site, null);
        const second = (await Promise.all(roots.filter((r) => r.hasChildren).map((r) => service.categoriesOf(ctx, site, r.id)))).flat();
        const hits = [...roots, ...second].filter(
          (n) => n.name.toLocaleLowerCase('ja').includes(needle) || (n.nameVi ?? '').toLocaleLowerCase('vi').includes(needle),
        );
        return { success: true as const, results: hits.slice(0, 50).map((n) => categoryDto(site, n)) };
      },
    );

    // ---- across sites ---------------------------------------------------------------------------
    const exploreResponse = z.object({
      success: z.literal(true),
      keyword: z.string(),
      results: z.array(z.object({ site: siteCode, results: z.array(productSummary), total: z.number().int(), error: z.string().nullable() })),
    });
    app.get(
      '/api/products/search',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Tìm trên cả sáu sàn cùng lúc (trang /{product}-go)',
          querystring: z.object({ keyword: z.string().max(200), __auto_translate_keyword: autoTranslateMode.default('auto'), size: z.coerce.number().int().min(1).max(20).default(8) }),
          response: { 200: exploreResponse, ...errors },
        },
      },
      async (request) => {
        const keyword = normalizeKeyword(request.query.keyword);
        if (!keyword) throw new AppError(400, 'KEYWORD_EMPTY');
        return { success: true as const, keyword, results: await service.searchAllSites(ctx, keyword, request.query.__auto_translate_keyword, request.query.size) };
      },
    );

    const listResponse = z.object({ success: z.literal(true), results: z.array(productSummary) });
    app.get(
      '/api/products/recommend-items',
      { schema: { tags: ['catalog'], summary: 'Gợi ý sản phẩm (theo sản phẩm đã xem, hoặc xếp hạng)', querystring: z.object({ visitor_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/).optional(), size: z.coerce.number().int().min(1).max(40).default(12) }), response: { 200: listResponse, ...errors } } },
      async (request) => {
        const viewed = await service.recentlyViewed(ctx, { userId: request.viewer?.id ?? null, visitorId: request.query.visitor_id ?? null }, 3);
        const seeds = viewed.length ? viewed : [];
        const lists = seeds.length
          ? await Promise.allSettled(seeds.map((v) => service.relatedItems(ctx, v.site, v.code, Math.ceil(request.query.size / seeds.length))))
          : [];
        const fromViews = lists.flatMap((l) => (l.status === 'fulfilled' ? l.value : []));
        const results = fromViews.length ? fromViews : (await service.ranking(ctx, 'mercari')).results;
        return { success: true as const, results: dedupe(results).slice(0, request.query.size) };
      },
    );

    app.get(
      '/api/product-recently-viewed',
      { schema: { tags: ['catalog'], summary: 'Sản phẩm đã xem gần đây', querystring: z.object({ visitor_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/).optional(), size: z.coerce.number().int().min(1).max(50).default(20) }), response: { 200: listResponse } } },
      async (request) => ({
        success: true as const,
        results: await service.recentlyViewed(ctx, { userId: request.viewer?.id ?? null, visitorId: request.query.visitor_id ?? null }, request.query.size),
      }),
    );

    app.get(
      '/api/quicks',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Lối tắt: sàn và từ khóa được tìm nhiều',
          response: {
            200: z.object({
              success: z.literal(true),
              results: z.array(z.object({ site: siteCode, name: z.string(), path: z.string(), keywords: z.array(z.string()) })),
            }),
          },
        },
      },
      async () => {
        const rows = await popularKeywordsBySite(deps.database.db, 5);
        return {
          success: true as const,
          results: siteCodes.map((site) => ({
            site,
            name: sites[site].displayName,
            path: `/${site}`,
            keywords: rows.filter((r) => r.typeCode === site).map((r) => r.name),
          })),
        };
      },
    );

    const topviewShop = z.object({
      site: siteCode,
      seller_id: z.string(),
      name: z.string(),
      is_store: z.boolean(),
      /** Views of the seller's items in the last 7 days (each visitor's view of an item once). */
      views: z.number().int(),
      /** Distinct items of the seller viewed. */
      products: z.number().int(),
      image: z.string().nullable(),
      /** The seller's products on our site. */
      path: z.string(),
    });
    app.get(
      '/api/topview-shops',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Người bán / cửa hàng có sản phẩm được xem nhiều trong 7 ngày',
          querystring: z.object({ size: z.coerce.number().int().min(1).max(50).default(pageSizes.general) }),
          response: { 200: z.object({ success: z.literal(true), results: z.array(topviewShop) }) },
        },
      },
      async (request) => {
        const rows = await service.mostViewedSellers(ctx, request.query.size);
        return {
          success: true as const,
          results: rows.map((r) => ({
            site: r.site as SiteCode,
            seller_id: r.sellerId,
            name: r.name,
            is_store: r.isStore,
            views: r.views,
            products: r.products,
            image: r.image,
            // Suruga-ya is one shop: its page is the site's landing page.
            path: r.site === 'suruga-ya' ? '/suruga-ya' : `/${r.site}/search?seller_id=${encodeURIComponent(r.sellerId)}`,
          })),
        };
      },
    );

    app.get(
      '/api/group-products',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Nhóm sản phẩm cho trang chủ: xếp hạng và hàng mới theo sàn',
          querystring: z.object({ size: z.coerce.number().int().min(1).max(20).default(8) }),
          response: { 200: z.object({ success: z.literal(true), results: z.array(z.object({ site: siteCode, title: z.string(), results: z.array(productSummary) })) }) },
        },
      },
      async (request) => {
        const groups = await Promise.allSettled(siteCodes.map((site) => service.ranking(ctx, site, { size: request.query.size })));
        return {
          success: true as const,
          results: siteCodes.map((site, i) => {
            const outcome = groups[i]!;
            return { site, title: sites[site].displayName, results: outcome.status === 'fulfilled' ? outcome.value.results.slice(0, request.query.size) : [] };
          }),
        };
      },
    );

    app.get(
      '/api/quote/link/search',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Tra cứu sản phẩm từ link để báo giá',
          querystring: z.object({ url: z.string().min(1).max(2048) }),
          response: { 200: z.object({ success: z.literal(true), data: productSummary.extend({ price_ex_tax_jpy: z.number().int().nullable(), domestic_shipping_jpy: z.number().int().nullable() }) }), ...errors },
        },
      },
      async (request) => {
        const link = resolveProductLink(request.query.url);
        if (!link) throw new AppError(400, 'LINK_UNSUPPORTED');
        const detail = await service.itemDetail(ctx, link.site, link.code, { userId: request.viewer?.id ?? null, visitorId: null });
        return { success: true as const, data: detail };
      },
    );

    app.get(
      '/api/amazon/keyword/suggestions',
      {
        schema: {
          tags: ['search'],
          summary: 'Gợi ý từ khóa (đường dẫn cũ; trả lời từ các lượt tìm trên Kaimono)',
          querystring: z.object({ keyword: z.string().max(200).default(''), size: z.coerce.number().int().min(1).max(10).default(10) }),
          response: { 200: z.object({ success: z.literal(true), results: z.array(z.string()) }) },
        },
      },
      async (request) => {
        return { success: true as const, results: await suggestionNames(deps.database.db, request.query.keyword, request.query.size) };
      },
    );
  };
}

function dedupe<T extends { site: string; code: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.site}:${item.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
