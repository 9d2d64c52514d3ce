import type { Pagination, SiteCode } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** Favorites need login (spec §7); every call carries the customer's token. Page size 50 (spec §9). */
export const FAVORITES_PAGE_SIZE = 50;

export interface ProductKey {
  site: SiteCode;
  code: string;
}

export interface StoreKey {
  site: SiteCode;
  seller_id: string;
}

export interface FavoriteProduct {
  site: SiteCode;
  code: string;
  title: string;
  /** The Vietnamese title (through the translator when answering); null when there is none. */
  title_vi: string | null;
  image: string | null;
  price_jpy: number | null;
  price_vnd: number | null;
  path: string;
  created_at: string;
}

export interface FavoriteStore {
  site: SiteCode;
  seller_id: string;
  name: string;
  created_at: string;
}

interface Paged<T> {
  results: T[];
  pagination: Pagination;
}

export const addFavoriteProduct = (key: ProductKey) => http.post<{ message: string }>('/favorite/product', key);
export const removeFavoriteProduct = (key: ProductKey) => http.post<{ removed: number }>('/favorite/product/delete', key);

export async function getFavoriteProductKeys(signal?: AbortSignal): Promise<ProductKey[]> {
  const body = await http.get<{ results: ProductKey[] }>('/favorite/product/user', undefined, signal);
  return body.results ?? [];
}

export function getFavoriteProducts(page: number, signal?: AbortSignal): Promise<Paged<FavoriteProduct>> {
  return http.get<Paged<FavoriteProduct>>('/favorite/products', { page, size: FAVORITES_PAGE_SIZE }, signal);
}

export const addFavoriteStore = (store: StoreKey & { name: string }) => http.post<{ message: string }>('/favorite/store', store);
export const removeFavoriteStore = (key: StoreKey) => http.post<{ removed: number }>('/favorite/store/delete', key);

export async function getFavoriteStoreKeys(signal?: AbortSignal): Promise<StoreKey[]> {
  const body = await http.get<{ results: StoreKey[] }>('/favorite/store/user', undefined, signal);
  return body.results ?? [];
}

export function getFavoriteStores(page: number, signal?: AbortSignal): Promise<Paged<FavoriteStore>> {
  return http.get<Paged<FavoriteStore>>('/favorite/stories', { page, size: FAVORITES_PAGE_SIZE }, signal);
}
