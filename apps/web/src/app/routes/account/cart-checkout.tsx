import { Suspense } from 'react';
import { cartWebText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { CheckoutView } from '@/features/cart';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useBuyingSupport } from '../buying-support';

/** /account/cart/checkout: the quote request with its confirm step, then the first payment. */
export default function CartCheckoutRoute() {
  const text = cartWebText.checkout;
  usePageMeta(text.title, text.lead);
  const { data: user } = useSession();
  const support = useBuyingSupport(!!user);
  if (!user) return null;
  return (
    <AccountShell user={user} title={text.title} lead={text.lead}>
      <Suspense
        fallback={
          <LoadingRegion>
            <Skeleton height={260} radius={10} />
          </LoadingRegion>
        }
      >
        <CheckoutView support={support} />
      </Suspense>
    </AccountShell>
  );
}
