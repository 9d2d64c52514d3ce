import type { AddToCartRequest, CartCountResponse, CartItemDto, CartItemOptions, CartResponse, CartTotals } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export type { CartItemDto, CartItemOptions, CartResponse, CartTotals };

/** GET /api/cart/user: active and sold-out items apart, totals (re-checked against the marketplaces unless `recheck` is false). */
export function getCart(options: { recheck?: boolean } = {}, signal?: AbortSignal): Promise<CartResponse> {
  return http.get<CartResponse>('/cart/user', { recheck: options.recheck === false ? 'false' : undefined }, signal);
}

/** GET /api/cart/count: how many items the cart holds (the header's badge). */
export function getCartCount(signal?: AbortSignal): Promise<number> {
  return http.get<CartCountResponse>('/cart/count', undefined, signal).then((answer) => answer.count);
}

/** POST /api/cart: adds an item (the server reads its price; adding it again raises the quantity). */
export const addToCart = (input: AddToCartRequest) => http.post<{ message: string; data: CartItemDto }>('/cart', input);

/** POST /api/cart/remove. */
export const removeFromCart = (ids: string[]) => http.post<{ message: string; removed: number }>('/cart/remove', { ids });

/** PUT /api/intended_cart/items: exactly these items are chosen for the next quote. */
export const setIntendedItems = (ids: string[]) => http.put<{ message: string; results: CartItemDto[] }>('/intended_cart/items', { items: ids.map((id) => ({ id })) });

/** PUT /api/intended_cart/items/update: one item's options. */
export const updateCartItem = (id: string, options: CartItemOptions) => http.put<{ message: string; data: CartItemDto }>('/intended_cart/items/update', { id, ...options });
