import { useLocation, useNavigate } from 'react-router';
import type { SiteCode } from '@kaimono/contracts';
import { favoritesText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { cx } from '@/shared/lib/cx';
import { buttonClass } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { useIsFavoriteProduct, useIsFollowedStore, useToggleFavoriteProduct, useToggleFollowStore } from '../hooks/use-favorites';
import './favorites.css';

export interface AuthProps {
  isLoggedIn: boolean;
  /** The session is still loading: the button waits instead of sending a customer to login. */
  authPending?: boolean;
}

function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate(paths.loginWithNext(`${location.pathname}${location.search}`));
}

/**
 * The heart of a product (login required: a guest goes to login and comes back). A toggle
 * button: its name stays "Yêu thích", aria-pressed says whether the product is saved.
 */
export function FavoriteButton({ site, code, isLoggedIn, authPending = false }: { site: SiteCode; code: string } & AuthProps) {
  const { isFavorite, isLoading } = useIsFavoriteProduct({ site, code }, isLoggedIn);
  const toggle = useToggleFavoriteProduct();
  const toLogin = useLoginRedirect();
  const busy = toggle.isPending || isLoading || authPending;
  return (
    <button
      type="button"
      className={cx(buttonClass('secondary'), 'favorite-button', isFavorite && 'favorite-button--on')}
      aria-pressed={isLoggedIn ? isFavorite : undefined}
      aria-label={isLoggedIn ? favoritesText.favoriteLabel : favoritesText.favoriteLoginLabel}
      aria-busy={busy || undefined}
      disabled={authPending}
      onClick={() => {
        if (!isLoggedIn) return toLogin();
        if (toggle.isPending) return;
        toggle.mutate({ key: { site, code }, favorite: !isFavorite });
      }}
      data-testid="favorite-button"
    >
      {toggle.isPending ? <Spinner size={18} decorative /> : <Icon name="heart" filled={isFavorite} />}
      {favoritesText.favorite}
    </button>
  );
}

/** Follow a seller or store (login required), on the item page's seller card. */
export function FollowStoreButton({ site, sellerId, name, isLoggedIn, authPending = false }: { site: SiteCode; sellerId: string; name: string } & AuthProps) {
  const { isFollowed, isLoading } = useIsFollowedStore({ site, seller_id: sellerId }, isLoggedIn);
  const toggle = useToggleFollowStore();
  const toLogin = useLoginRedirect();
  const busy = toggle.isPending || isLoading || authPending;
  return (
    <button
      type="button"
      className={cx(buttonClass(isFollowed ? 'primary' : 'secondary', 'sm'), 'follow-button')}
      aria-pressed={isLoggedIn ? isFollowed : undefined}
      aria-label={isLoggedIn ? favoritesText.followLabel(name) : favoritesText.followLoginLabel(name)}
      aria-busy={busy || undefined}
      disabled={authPending}
      onClick={() => {
        if (!isLoggedIn) return toLogin();
        if (toggle.isPending) return;
        toggle.mutate({ key: { site, seller_id: sellerId }, name, follow: !isFollowed });
      }}
      data-testid="follow-button"
    >
      {isFollowed ? <Icon name="check" size={16} /> : <Icon name="plus" size={16} />}
      {favoritesText.follow}
    </button>
  );
}
