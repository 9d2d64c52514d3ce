import { useQuery } from '@tanstack/react-query';
import { getBalances } from '../api/balances-api';
import { walletKeys } from '../api/query-keys';

/**
 * The customer's balances. `pollMs` re-reads them on an interval (the top-up dialog uses 10 s so
 * the credit shows up while the customer waits); every observer shares one cache entry.
 */
export function useBalances(options: { pollMs?: number; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: walletKeys.balances,
    queryFn: ({ signal }) => getBalances(signal),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    refetchInterval: options.pollMs ?? false,
    enabled: options.enabled ?? true,
  });
}
