import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../api/query-keys';

/**
 * When the balance changes under the page (a bank top-up arrived, a withdrawal was decided), the
 * lists that explain it are re-read too, so the history never disagrees with the balance.
 */
export function useRefreshOnBalanceChange(balanceVnd: number | undefined, heldVnd: number | undefined) {
  const queryClient = useQueryClient();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (balanceVnd === undefined || heldVnd === undefined) return;
    const key = `${balanceVnd}/${heldVnd}`;
    const previous = last.current;
    last.current = key;
    if (previous === null || previous === key) return;
    for (const queryKey of [walletKeys.historyAll, walletKeys.transfersAll, walletKeys.withdrawals, walletKeys.topupAll]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [balanceVnd, heldVnd, queryClient]);
}
