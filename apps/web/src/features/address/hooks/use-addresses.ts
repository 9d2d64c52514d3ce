import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@kaimono/contracts';
import { addAddress, editAddress, getAddressBook, getProvinces, getWards, removeAddress } from '../api/address-api';
import { addressKeys } from '../api/query-keys';

/** The customer's addresses (default first). */
export function useAddressBook(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: addressKeys.book, queryFn: ({ signal }) => getAddressBook(signal), enabled: options.enabled ?? true });
}

/** The 34 provinces; fetched once per visit. */
export function useProvinces() {
  return useQuery({ queryKey: addressKeys.provinces, queryFn: ({ signal }) => getProvinces(signal), staleTime: Infinity, gcTime: Infinity });
}

/** The wards of one province (none while no province is chosen). */
export function useWards(provinceCode: string) {
  return useQuery({
    queryKey: addressKeys.wards(provinceCode),
    queryFn: ({ signal }) => getWards(provinceCode, signal),
    enabled: /^\d{2}$/.test(provinceCode),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
}

/** Adds (no id) or replaces (with id) an address; the book reloads after. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: AddressInput }) => (id ? editAddress(id, input) : addAddress(input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeAddress(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
