import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAddressBook } from '@/features/address';
import type { BuyingSupport } from '@/features/cart';
import { useBalances, walletKeys } from '@/features/wallet';
import { paths } from '@/shared/config/paths';
import { renderTopUp } from './top-up';

/**
 * The address book and the wallet for the cart, checkout, buy-now and desired-price screens
 * (composition: those features do not import the address and wallet features). Nothing is loaded
 * until `enabled` (item pages enable it when a buying control is first wanted).
 */
export function useBuyingSupport(enabled: boolean): BuyingSupport {
  const queryClient = useQueryClient();
  const location = useLocation();
  const book = useAddressBook({ enabled });
  const balances = useBalances({ enabled });
  const onOrderChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['quotes'] });
  }, [queryClient]);
  return {
    addresses: book.data?.results,
    addressesPending: enabled && book.isPending,
    // Adding an address from checkout or buy-now comes back here once it is saved.
    addAddressHref: paths.addAddressThenReturn(`${location.pathname}${location.search}`),
    balanceVnd: balances.data?.available_vnd,
    renderTopUp,
    onOrderChanged,
  };
}
