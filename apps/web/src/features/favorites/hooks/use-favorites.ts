import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favoritesText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { useToast } from '@/shared/ui/toast';
import {
  addFavoriteProduct,
  addFavoriteStore,
  getFavoriteProductKeys,
  getFavoriteStoreKeys,
  removeFavoriteProduct,
  removeFavoriteStore,
  type ProductKey,
  type StoreKey,
} from '../api/favorites-api';
import { favoritesKeys } from '../api/query-keys';

/** Is this product among the customer's favorites? (one request for all hearts on a page) */
export function useIsFavoriteProduct(key: ProductKey, enabled: boolean) {
  const query = useQuery({
    queryKey: favoritesKeys.productKeys,
    queryFn: ({ signal }) => getFavoriteProductKeys(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
  return { isFavorite: !!query.data?.some((k) => k.site === key.site && k.code === key.code), isLoading: enabled && query.isPending };
}

export function useIsFollowedStore(key: StoreKey, enabled: boolean) {
  const query = useQuery({
    queryKey: favoritesKeys.storeKeys,
    queryFn: ({ signal }) => getFavoriteStoreKeys(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
  return { isFollowed: !!query.data?.some((k) => k.site === key.site && k.seller_id === key.seller_id), isLoading: enabled && query.isPending };
}

/** Adds or removes a favorite product; the heart changes at once and reverts if the server refuses. */
export function useToggleFavoriteProduct() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ key, favorite }: { key: ProductKey; favorite: boolean }) => {
      if (favorite) await addFavoriteProduct(key);
      else await removeFavoriteProduct(key);
      return favorite;
    },
    onMutate: async ({ key, favorite }) => {
      await queryClient.cancelQueries({ queryKey: favoritesKeys.productKeys });
      const previous = queryClient.getQueryData<ProductKey[]>(favoritesKeys.productKeys);
      const others = (previous ?? []).filter((k) => !(k.site === key.site && k.code === key.code));
      queryClient.setQueryData<ProductKey[]>(favoritesKeys.productKeys, favorite ? [...others, key] : others);
      return { previous };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(favoritesKeys.productKeys, context?.previous);
      toast.error(errorText(error));
    },
    onSuccess: (favorite) => toast.success(favorite ? favoritesText.added : favoritesText.removed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKeys.all }),
  });
}

/** Follows or unfollows a store (seller), optimistically like the heart. */
export function useToggleFollowStore() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ key, name, follow }: { key: StoreKey; name: string; follow: boolean }) => {
      if (follow) await addFavoriteStore({ ...key, name });
      else await removeFavoriteStore(key);
      return follow;
    },
    onMutate: async ({ key, follow }) => {
      await queryClient.cancelQueries({ queryKey: favoritesKeys.storeKeys });
      const previous = queryClient.getQueryData<StoreKey[]>(favoritesKeys.storeKeys);
      const others = (previous ?? []).filter((k) => !(k.site === key.site && k.seller_id === key.seller_id));
      queryClient.setQueryData<StoreKey[]>(favoritesKeys.storeKeys, follow ? [...others, key] : others);
      return { previous };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(favoritesKeys.storeKeys, context?.previous);
      toast.error(errorText(error));
    },
    onSuccess: (follow) => toast.success(follow ? favoritesText.followed : favoritesText.unfollowed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKeys.all }),
  });
}
