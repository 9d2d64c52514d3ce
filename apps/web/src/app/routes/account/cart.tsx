import { Suspense } from 'react';
import { accountText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { CartView } from '@/features/cart';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';

/** /account/cart (spec §2): items by site and seller, sold-out apart, live totals, select → checkout. */
export default function CartRoute() {
  const text = accountText.sections.cart;
  usePageMeta(text.title, text.lead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={text.title} lead={text.lead}>
      <Suspense
        fallback={
          <LoadingRegion>
            <Skeleton height={220} radius={10} />
          </LoadingRegion>
        }
      >
        <CartView />
      </Suspense>
    </AccountShell>
  );
}
