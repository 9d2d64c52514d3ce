import { Suspense, useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { BidsView } from '@/features/bidding';
import { walletKeys } from '@/features/wallet';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';

/** /account/bids (spec §2): the customer's bids (active, won, lost) with their logs; the last-minute switch. */
export default function BidsRoute() {
  const text = accountText.sections.bids;
  usePageMeta(text.title, text.lead);
  const { data: user } = useSession();
  const queryClient = useQueryClient();
  // A cancel gives the hold back: the wallet's balances change.
  const onChanged = useCallback(() => void queryClient.invalidateQueries({ queryKey: walletKeys.all }), [queryClient]);
  if (!user) return null;
  return (
    <AccountShell user={user} title={text.title} lead={text.lead}>
      <Suspense
        fallback={
          <LoadingRegion>
            <Skeleton height={160} radius={10} />
          </LoadingRegion>
        }
      >
        <BidsView onChanged={onChanged} />
      </Suspense>
    </AccountShell>
  );
}
