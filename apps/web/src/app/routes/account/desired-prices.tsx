import { Suspense, useMemo } from 'react';
import { accountText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { shippingChoices, useShippingRoutes } from '@/features/cart';
import { DesiredPriceList } from '@/features/desired-price';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useBuyingSupport } from '../buying-support';

/** /account/desired-prices: the customer's negotiation requests (update, accept a counter price, cancel). */
export default function DesiredPricesRoute() {
  const text = accountText.sections.desiredPrices;
  usePageMeta(text.title, text.lead);
  const { data: user } = useSession();
  const support = useBuyingSupport(!!user);
  const routes = useShippingRoutes({ enabled: !!user });
  const shippingOptions = useMemo(
    () => (routes.data ? shippingChoices(routes.data).map((c) => ({ value: c.value, label: `${c.route.name} – ${c.mode.name}`, route_code: c.routeCode, ship_mode: c.shipMode })) : undefined),
    [routes.data],
  );
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
        <DesiredPriceList
          support={{ addresses: support.addresses, addressesPending: support.addressesPending, addAddressHref: support.addAddressHref, shippingOptions }}
        />
      </Suspense>
    </AccountShell>
  );
}
