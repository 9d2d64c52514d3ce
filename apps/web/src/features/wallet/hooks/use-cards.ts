import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCard, deleteCard, getCards, setPrimaryCard, updateCard, type CardInput } from '../api/cards-api';
import { walletKeys } from '../api/query-keys';

/** The customer's saved cards. */
export function useCards() {
  return useQuery({ queryKey: walletKeys.cards, queryFn: ({ signal }) => getCards(signal) });
}

/** Adds (no id) or replaces (with id) a card; the list reloads after. */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CardInput }) => (id ? updateCard(id, input) : createCard(input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.cards }),
  });
}

export function useSetPrimaryCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPrimaryCard, onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.cards }) });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCard, onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.cards }) });
}
