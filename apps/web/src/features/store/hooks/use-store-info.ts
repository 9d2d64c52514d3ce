import { useQuery } from '@tanstack/react-query';
import { getStore } from '../api/get-store';
import { storeKeys } from '../api/query-keys';

/** Store info is the same for everyone and rarely changes: cached for 30 minutes. */
export function useStoreInfo() {
  return useQuery({
    queryKey: storeKeys.info(),
    queryFn: ({ signal }) => getStore(signal),
    staleTime: 30 * 60_000,
    gcTime: 60 * 60_000,
  });
}
