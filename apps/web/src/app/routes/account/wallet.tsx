import { Suspense } from 'react';
import { accountText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { WalletView } from '@/features/wallet';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';

/** /account/wallet (spec §2): balances, top-up, history, transfers and withdrawals. */
export default function WalletRoute() {
  const text = accountText.sections.wallet;
  usePageMeta(text.title, text.lead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={text.title} lead={text.lead}>
      <Suspense
        fallback={
          <LoadingRegion>
            <Skeleton height={180} radius={10} />
          </LoadingRegion>
        }
      >
        <WalletView />
      </Suspense>
    </AccountShell>
  );
}
