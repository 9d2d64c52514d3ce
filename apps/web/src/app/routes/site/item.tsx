import { memo, useCallback, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { SiteCode } from '@kaimono/contracts';
import { useAuthState } from '@/features/auth';
import { ItemView } from '@/features/catalog';
import { WatchButton } from '@/features/alerts';
import { FavoriteButton, FollowStoreButton } from '@/features/favorites';
import { LandedCost } from '@/features/pricing';
import { HydrateWhenVisible } from '@/shared/ui/hydrate-when-visible';
import { ItemBuying } from './item-buying';

/**
 * An alert's one-tap link to the bid dialog (`?action=bid`, from the bell or a saved search): once the
 * item's bidding panel is there, its dialog opens (opening it changes nothing). The cart link
 * (`?action=cart`) goes to the buying panel, which opens its add-to-cart dialog pre-filled.
 */
function useAlertAction(action: string | null) {
  useEffect(() => {
    if (action !== 'bid') return;
    let frame = 0;
    const deadline = Date.now() + 15_000;
    const look = () => {
      const target = document.querySelector<HTMLButtonElement>('[data-testid="bid-open"]');
      if (target && !target.disabled) {
        target.scrollIntoView({ block: 'center' });
        target.focus();
        target.click();
        return;
      }
      if (Date.now() < deadline) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [action]);
}

/**
 * The landed cost (below the gallery and the price on a phone): server-rendered with its figures,
 * hydrated when scrolled near (issue 15). Memoised on plain values, so a re-render of the page does
 * not update it while it waits.
 */
const LaterLandedCost = memo(function LaterLandedCost({ site, code, type }: { site: SiteCode; code: string; type: string | null }) {
  return (
    <HydrateWhenVisible>
      <LandedCost site={site} code={code} type={type} />
    </HydrateWhenVisible>
  );
});

/** /{site}/item/:code — the catalog's item page with the favorites controls composed in. */
export default function SiteItemRoute({ site }: { site: SiteCode }) {
  const { code = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { isLoggedIn, isPending } = useAuthState();
  useAlertAction(isLoggedIn ? params.get('action') : null);
  // Once the dialog is open the intent leaves the address: going back or reloading does not ask again.
  const dropIntent = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('action');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <ItemView
      key={`${site}:${code}`}
      site={site}
      code={code}
      type={params.get('type')}
      renderFavorite={(product) => (
        <>
          <FavoriteButton site={product.site} code={product.code} isLoggedIn={isLoggedIn} authPending={isPending} />
          <WatchButton site={product.site} code={product.code} isLoggedIn={isLoggedIn} />
        </>
      )}
      renderLandedCost={(product) => <LaterLandedCost site={product.site} code={product.code} type={product.is_shops_product ? 'mers' : null} />}
      renderBuying={(product) => (
        <ItemBuying
          product={product}
          isLoggedIn={isLoggedIn}
          authPending={isPending}
          addToCartIntent={isLoggedIn && params.get('action') === 'cart'}
          onIntentHandled={dropIntent}
        />
      )}
      renderFollow={(seller, product) => (
        <>
          <FollowStoreButton site={product.site} sellerId={seller.id} name={seller.name} isLoggedIn={isLoggedIn} authPending={isPending} />
          <WatchButton site={product.site} code={seller.id} kind="seller" isLoggedIn={isLoggedIn} />
        </>
      )}
    />
  );
}
