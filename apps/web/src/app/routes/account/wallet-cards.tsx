import { Suspense } from 'react';
import { accountText, walletWebText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { WalletCardsView } from '@/features/wallet';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';

/** /account/wallet/cards: the customer's bank cards and accounts (withdrawals go to them). */
export default function WalletCardsRoute() {
  usePageMeta(accountText.sections.walletCards.title, walletWebText.cards.lead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={walletWebText.cards.title} lead={walletWebText.cards.lead}>
      <Suspense
        fallback={
          <LoadingRegion>
            <Skeleton height={170} radius={10} />
          </LoadingRegion>
        }
      >
        <WalletCardsView />
      </Suspense>
    </AccountShell>
  );
}
