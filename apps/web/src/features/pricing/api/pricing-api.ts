import type {
  AdminPricingDto,
  AdminPricingUpdateRequest,
  LandedCostResponse,
  Pagination,
  PriceCalcRequest,
  PriceCalcResponse,
  PriceListResponse,
  PriceRulesResponse,
  RouteDto,
  RouteSaveRequest,
  ServiceExtraDto,
  SiteCode,
  WarehouseDto,
} from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { AdminPricingDto, AdminPricingUpdateRequest, PriceCalcRequest, PriceCalcResponse, RouteDto, RouteSaveRequest, ServiceExtraDto, WarehouseDto };
export type PriceList = PriceListResponse['data'];
export type PriceListRoute = PriceList['routes'][number];
export type LandedCost = LandedCostResponse['data'];
export type PriceRules = PriceRulesResponse['data'];
export type PriceRule = PriceRules['rules'][number];

/** Spec §9: the routes list pages by 10. */
export const ROUTES_PAGE_SIZE = 10;

/** GET /api/price-list/by-route: the whole live fee schedule (routes with modes, tiers, taxes, size classes, extras). */
export async function getPriceList(signal?: AbortSignal): Promise<PriceList> {
  return (await http.get<PriceListResponse>('/price-list/by-route', undefined, signal)).data;
}

/** GET /api/price-service/rules: every rule the calculator applies, with worked examples from the live tables. */
export async function getPriceRules(signal?: AbortSignal): Promise<PriceRules> {
  return (await http.get<PriceRulesResponse>('/price-service/rules', undefined, signal)).data;
}

/** GET /api/warehouse: the warehouses in Japan and Vietnam. */
export async function getWarehouses(signal?: AbortSignal): Promise<WarehouseDto[]> {
  return (await http.get<{ data: WarehouseDto[] }>('/warehouse', undefined, signal)).data;
}

/** GET /api/service-extras/user: the extra services a customer can choose. */
export async function getServiceExtras(signal?: AbortSignal): Promise<ServiceExtraDto[]> {
  return (await http.get<{ data: ServiceExtraDto[] }>('/service-extras/user', undefined, signal)).data;
}

/** POST /api/estimate-price: the breakdown (only groups with lines), both payments and the total. */
export const estimatePrice = (input: PriceCalcRequest) => http.post<PriceCalcResponse>('/estimate-price', input);

/** GET /api/price-service/landed-cost/{site}/{code}: the likely total in đồng, lowest to highest. */
export async function getLandedCost(site: SiteCode, code: string, signal?: AbortSignal): Promise<LandedCost> {
  const path = `/price-service/landed-cost/${encodeURIComponent(site)}/${encodeURIComponent(code)}`;
  return (await http.get<LandedCostResponse>(path, undefined, signal)).data;
}

export interface ResolvedLink {
  /** Our item page, e.g. /mercari/item/m123 (Mercari Shops with ?type=mers). */
  path: string;
  product_id: string;
  site: SiteCode;
}

/** POST /api/object-resolver {url}: a pasted product link → the site and code of the product. */
export async function resolveLink(url: string): Promise<ResolvedLink> {
  return (await http.post<{ data: ResolvedLink }>('/object-resolver', { url })).data;
}

export interface RoutePage {
  results: RouteDto[];
  pagination: Pagination;
}

/** GET /api/route?search=&page=&size=10: the shipping routes (spec §3: results + pagination). */
export function getRoutes(search: string, page: number, signal?: AbortSignal): Promise<RoutePage> {
  return http.get<RoutePage>('/route', { search: search.trim() || undefined, page, size: ROUTES_PAGE_SIZE }, signal);
}

type RouteSaved = { success: true; message: string; data: RouteDto };

/** POST /api/route (staff). */
export const createRoute = (input: RouteSaveRequest) => http.post<RouteSaved>('/route', input);
/** PUT /api/route/{_id} (staff). */
export const updateRoute = (id: string, input: RouteSaveRequest) => http.put<RouteSaved>(`/route/${encodeURIComponent(id)}`, input);
/** DELETE /api/route/{id} (staff; spec §8: the message is 'error' when it fails). */
export const deleteRoute = (id: string) => http.delete<{ success: boolean; message: string }>(`/route/${encodeURIComponent(id)}`);

type AdminPricingAnswer = { success: true; message?: string; data: AdminPricingDto };

/** GET /api/admin/pricing (staff): the fee schedule as staff edit it, warehouses and inactive extras included. */
export async function getAdminPricing(signal?: AbortSignal): Promise<AdminPricingDto> {
  return (await http.get<AdminPricingAnswer>('/admin/pricing', undefined, signal)).data;
}

/** PUT /api/admin/pricing (staff): each section sent replaces that whole table; answers the new schedule. */
export const updateAdminPricing = (input: AdminPricingUpdateRequest) => http.put<AdminPricingAnswer>('/admin/pricing', input);
