import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  addressBookResponse,
  addressConversionQuery,
  addressConversionResponse,
  addressDeleteResponse,
  addressIdParams,
  addressInput,
  addressPageResponse,
  addressSaveResponse,
  countriesResponse,
  districtsResponse,
  errorBody,
  MAX_ADDRESSES_PER_CUSTOMER,
  pageQuery,
  pageSizes,
  provincesResponse,
  wardsResponse,
} from '@kaimono/contracts';
import { addressText, successMessages } from '@kaimono/i18n';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { adminUnits } from './address.units.ts';
import * as service from './address.service.ts';

const COUNTRIES = [
  { code: 'VN', name: addressText.countries.VN, phone_code: '+84', has_provinces: true },
  { code: 'JP', name: addressText.countries.JP, phone_code: '+81', has_provinces: false },
];

/** The lists change only with a new package version: browsers and proxies may keep them a day. */
function cacheForADay(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=86400');
}

function wardsOfProvince(id: string) {
  const units = adminUnits();
  const province = units.province(id.trim());
  const wards = province && units.wardsOf(province.code);
  if (!province || !wards) throw new AppError(404, 'PROVINCE_NOT_FOUND');
  return { success: true as const, province, results: [...wards] };
}

const provinceParams = z.object({ id: z.string().max(20) });
const utilityErrors = { 400: errorBody, 404: errorBody };

/**
 * Administrative units (spec §7 /api/utility/*). The spec keeps the names of the old three
 * levels (state → city/district → ward); since 1 July 2025 Vietnam has two (province → ward):
 *
 * | path                              | {id}          | answers                                        |
 * |-----------------------------------|---------------|------------------------------------------------|
 * | /api/utility/countries            | –             | Việt Nam (VN) and Nhật Bản (JP)                |
 * | /api/utility/provinces            | –             | the 34 provinces                               |
 * | /api/utility/states/{id}          | country code  | VN → the 34 provinces; JP → an empty list      |
 * | /api/utility/cities/{id}          | province code | the wards of the province (next level down)    |
 * | /api/utility/ward/{id}            | province code | the wards of the province (same as cities)     |
 * | /api/utility/district/{id}        | province code | an empty list and a note: no district level    |
 * | /api/utility/address-conversion   | query         | old ward (code or names) → new province + ward |
 */
export const utilityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/utility/countries',
    { schema: { tags: ['utility'], summary: 'Quốc gia (Việt Nam, Nhật Bản)', response: { 200: countriesResponse } } },
    async (_request, reply) => {
      cacheForADay(reply);
      return { success: true as const, results: COUNTRIES };
    },
  );

  app.get(
    '/api/utility/provinces',
    { schema: { tags: ['utility'], summary: '34 tỉnh/thành phố (từ 01/07/2025)', response: { 200: provincesResponse } } },
    async (_request, reply) => {
      cacheForADay(reply);
      return { success: true as const, results: [...adminUnits().provinces] };
    },
  );

  app.get(
    '/api/utility/states/:id',
    {
      schema: {
        tags: ['utility'],
        summary: 'Tỉnh/thành phố của một quốc gia ({id} = mã quốc gia: VN → 34 tỉnh/thành phố; JP → danh sách rỗng)',
        params: provinceParams,
        response: { 200: provincesResponse, ...utilityErrors },
      },
    },
    async (request, reply) => {
      const code = request.params.id.trim().toUpperCase();
      const country = COUNTRIES.find((c) => c.code === code);
      if (!country) throw new AppError(404, 'COUNTRY_NOT_FOUND');
      cacheForADay(reply);
      return { success: true as const, results: country.has_provinces ? [...adminUnits().provinces] : [] };
    },
  );

  // The spec keeps the old three-level paths; with two levels both name a province's wards.
  for (const [path, summary] of [
    ['/api/utility/cities/:id', 'Cấp dưới của tỉnh/thành phố ({id} = mã tỉnh): các phường/xã/đặc khu'],
    ['/api/utility/ward/:id', 'Phường/xã/đặc khu của một tỉnh/thành phố ({id} = mã tỉnh)'],
  ] as const) {
    app.get(
      path,
      { schema: { tags: ['utility'], summary, params: provinceParams, response: { 200: wardsResponse, ...utilityErrors } } },
      async (request, reply) => {
        const body = wardsOfProvince(request.params.id);
        cacheForADay(reply);
        return body;
      },
    );
  }

  app.get(
    '/api/utility/district/:id',
    {
      schema: {
        tags: ['utility'],
        summary: 'Quận/huyện ({id} = mã tỉnh): luôn rỗng, cấp huyện đã bỏ từ 01/07/2025 (xem note)',
        params: provinceParams,
        response: { 200: districtsResponse, ...utilityErrors },
      },
    },
    async (request, reply) => {
      if (!adminUnits().province(request.params.id.trim())) throw new AppError(404, 'PROVINCE_NOT_FOUND');
      cacheForADay(reply);
      return { success: true as const, results: [], note: addressText.districtAbolishedNote };
    },
  );

  app.get(
    '/api/utility/address-conversion',
    {
      schema: {
        tags: ['utility'],
        summary: 'Đổi địa chỉ cũ (tỉnh/quận/huyện/phường/xã trước 01/07/2025) sang phường/xã mới',
        description:
          'Theo mã phường/xã cũ (old_ward_code, chính xác nhất) hoặc theo tên (ward, kèm district và province để thu hẹp). Tên có thể không dấu, có hoặc không có chữ "Phường/Xã/Quận/Huyện/Tỉnh". Nhiều kết quả khi tên chưa đủ để phân biệt; 404 khi không có.',
        querystring: addressConversionQuery,
        response: { 200: addressConversionResponse, ...utilityErrors },
      },
    },
    async (request) => {
      const results = adminUnits().convert(request.query);
      if (results.length === 0) throw new AppError(404, 'ADDRESS_MAPPING_NOT_FOUND');
      return { success: true as const, results };
    },
  );
};

const userErrors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/**
 * The customer's address book (spec §7). Two lists, as the spec names both:
 * - GET /api/user/address: paged (`page`, `size`, default 20), default first, then newest.
 * - GET /api/user/address/user: all addresses at once (at most 20) plus `default_address`, for
 *   address pickers (orders).
 */
export const addressRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  // On request, before the body is validated: a guest gets 401, not a validation answer.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/user/address',
    {
      schema: {
        tags: ['address'],
        summary: 'Địa chỉ nhận hàng (phân trang, mặc định trước)',
        security: [{ bearerAuth: [] }],
        querystring: pageQuery(pageSizes.general, MAX_ADDRESSES_PER_CUSTOMER),
        response: { 200: addressPageResponse, ...userErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.listPage(db, request.viewer!.id, request.query.page, request.query.size)) }),
  );

  app.get(
    '/api/user/address/user',
    {
      schema: {
        tags: ['address'],
        summary: 'Toàn bộ địa chỉ và địa chỉ mặc định (cho chọn địa chỉ khi đặt hàng)',
        security: [{ bearerAuth: [] }],
        response: { 200: addressBookResponse, ...userErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.addressBook(db, request.viewer!.id)) }),
  );

  app.post(
    '/api/user/address/add',
    {
      schema: {
        tags: ['address'],
        summary: `Thêm địa chỉ (tối đa ${MAX_ADDRESSES_PER_CUSTOMER}; địa chỉ đầu tiên là mặc định)`,
        security: [{ bearerAuth: [] }],
        body: addressInput,
        response: { 200: addressSaveResponse, ...userErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: successMessages.ADDRESS_SAVED,
      data: await service.addAddress(db, request.viewer!.id, request.body),
    }),
  );

  app.put(
    '/api/user/address/edit/:id',
    {
      schema: {
        tags: ['address'],
        summary: 'Sửa địa chỉ (is_default: true chuyển địa chỉ mặc định sang đây)',
        security: [{ bearerAuth: [] }],
        params: addressIdParams,
        body: addressInput,
        response: { 200: addressSaveResponse, ...userErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: successMessages.UPDATE_SUCCEEDED,
      data: await service.editAddress(db, request.viewer!.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/user/address/remove/:id',
    {
      schema: {
        tags: ['address'],
        summary: 'Xóa địa chỉ (xóa địa chỉ mặc định thì địa chỉ mới nhất còn lại thành mặc định)',
        security: [{ bearerAuth: [] }],
        params: addressIdParams,
        response: { 200: addressDeleteResponse, ...userErrors },
      },
    },
    async (request) => {
      await service.removeAddress(db, request.viewer!.id, request.params.id);
      return { success: true as const, message: successMessages.ADDRESS_DELETED, id: request.params.id };
    },
  );
};
