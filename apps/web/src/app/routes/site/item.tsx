import { useParams, useSearchParams } from 'react-router';
import type { SiteCode } from '@kaimono/contracts';
import { useAuthState } from '@/features/auth';
import { ItemView } from '@/features/catalog';
import { WatchButton } from '@/features/alerts';
import { FavoriteButton, FollowStoreButton } from '@/features/favorites';
import { LandedCost } from '@/features/pricing';
import { ItemBuying } from './item-buying';

/** /{site}/item/:code — the catalog's item page with the favorites controls composed in. */
export default function SiteItemRoute({ site }: { site: SiteCode }) {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const { isLoggedIn, isPending } = useAuthState();
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
      renderLandedCost={(product) => <LandedCost site={product.site} code={product.code} type={product.is_shops_product ? 'mers' : null} />}
      renderBuying={(product) => <ItemBuying product={product} isLoggedIn={isLoggedIn} authPending={isPending} />}
      renderFollow={(seller, product) => (
        <>
          <FollowStoreButton site={product.site} sellerId={seller.id} name={seller.name} isLoggedIn={isLoggedIn} authPending={isPending} />
          <WatchButton site={product.site} code={seller.id} kind="seller" isLoggedIn={isLoggedIn} />
        </>
      )}
    />
  );
}
