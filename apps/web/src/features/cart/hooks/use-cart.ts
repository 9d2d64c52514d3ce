import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AddToCartRequest, CartItemOptions, CartResponse } from '@kaimono/contracts';
import { addToCart, getCart, getCartCount, removeFromCart, setIntendedItems, updateCartItem } from '../api/cart-api';
import { getRoutes, getServiceExtras } from '../api/checkout-api';
import { cartKeys } from '../api/query-keys';

/**
 * The cart. The first load of a page re-checks the items against the marketplaces (sold out,
 * price changed); reloads after the buyer's own changes skip that (`recheck=false`).
 */
export function useCart(options: { enabled?: boolean } = {}) {
  const checked = useRef(false);
  return useQuery({
    queryKey: cartKeys.list,
    queryFn: ({ signal }) => {
      const recheck = !checked.current;
      checked.current = true;
      return getCart({ recheck }, signal);
    },
    refetchOnMount: 'always',
    staleTime: 30_000,
    enabled: options.enabled ?? true,
  });
}

/** After items came or went: the list and the header's count. */
export function refreshCartContents(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: cartKeys.list }), queryClient.invalidateQueries({ queryKey: cartKeys.count })]);
}

/** The header's badge: how many items the cart holds (logged-in visitors only). */
export function useCartCount() {
  return useQuery({ queryKey: cartKeys.count, queryFn: ({ signal }) => getCartCount(signal), staleTime: 60_000 });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddToCartRequest) => addToCart(input),
    onSuccess: () => refreshCartContents(queryClient),
  });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => removeFromCart(ids),
    onSettled: () => refreshCartContents(queryClient),
  });
}

/** One item's options; the list shows the change at once and reloads the totals after. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, options }: { id: string; options: CartItemOptions }) => updateCartItem(id, options),
    onMutate: async ({ id, options }) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.list });
      queryClient.setQueryData<CartResponse>(cartKeys.list, (old) =>
        old ? { ...old, results: old.results.map((item) => (item.id === id ? { ...item, ...(options.qty !== undefined ? { qty: options.qty } : {}) } : item)) } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.list }),
  });
}

/** The items chosen for the next quote (PUT /api/intended_cart/items); the checkboxes follow at once. */
export function useSetIntended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => setIntendedItems(ids),
    onMutate: async (ids) => {
      // A cart read still in flight (e.g. after a quantity change) would answer with the old choice
      // and undo the tick the buyer just made.
      await queryClient.cancelQueries({ queryKey: cartKeys.list });
      const chosen = new Set(ids);
      queryClient.setQueryData<CartResponse>(cartKeys.list, (old) => (old ? { ...old, results: old.results.map((item) => ({ ...item, intended: chosen.has(item.id) })) } : old));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.list }),
  });
}

/** The active shipping routes with their modes. */
export function useShippingRoutes(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: cartKeys.routes, queryFn: ({ signal }) => getRoutes(signal), staleTime: 10 * 60_000, enabled: options.enabled ?? true });
}

/** The extra services a customer may order. */
export function useServiceExtras(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: cartKeys.extras, queryFn: ({ signal }) => getServiceExtras(signal), staleTime: 10 * 60_000, enabled: options.enabled ?? true });
}
