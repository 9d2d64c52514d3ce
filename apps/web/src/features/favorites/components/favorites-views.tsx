import { Link, NavLink, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favoritesText, siteText, uiKitText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format-date';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { MoneyText } from '@/shared/ui/money-text';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { displayTitle, ProductTitle } from '@/shared/ui/product-title';
import {
  FAVORITES_PAGE_SIZE,
  getFavoriteProducts,
  getFavoriteStores,
  removeFavoriteProduct,
  removeFavoriteStore,
  type FavoriteProduct,
  type FavoriteStore,
} from '../api/favorites-api';
import { favoritesKeys } from '../api/query-keys';
import './favorites.css';

/** "Sản phẩm" | "Cửa hàng" between the two favorites pages. */
export function FavoritesTabs() {
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? 'favorites-tabs__link is-active' : 'favorites-tabs__link');
  return (
    <nav className="favorites-tabs" aria-label={favoritesText.navLabel}>
      <NavLink to={paths.account.favorites} end className={cls}>
        <Icon name="heart" size={16} /> {favoritesText.productsTab}
      </NavLink>
      <NavLink to={paths.account.favoriteStores} end className={cls}>
        <Icon name="store" size={16} /> {favoritesText.storesTab}
      </NavLink>
    </nav>
  );
}

function usePage(): number {
  const [params] = useSearchParams();
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function ListSkeleton() {
  return (
    <LoadingRegion>
      <div className="favorites-list">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={96} radius={10} />
        ))}
      </div>
    </LoadingRegion>
  );
}

function isOwnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

function ProductRow({ item }: { item: FavoriteProduct }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => removeFavoriteProduct({ site: item.site, code: item.code }),
    onSuccess: async () => {
      toast.success(favoritesText.removed);
      await queryClient.invalidateQueries({ queryKey: favoritesKeys.all });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const href = isOwnPath(item.path) ? item.path : `/${item.site}/item/${encodeURIComponent(item.code)}`;
  const image = item.image && (isOwnPath(item.image) || /^https?:\/\//.test(item.image)) ? item.image : null;
  return (
    <li className="favorites-row" data-testid="favorite-product">
      <span className="favorites-row__image">{image ? <img src={image} alt="" width={80} height={80} loading="lazy" referrerPolicy="no-referrer" /> : <Icon name="heart" />}</span>
      <div className="favorites-row__text">
        <p className="favorites-row__site">{siteText[item.site].name}</p>
        <Link to={href} className="favorites-row__title">
          <ProductTitle original={item.title} vietnamese={item.title_vi} />
        </Link>
        <p className="favorites-row__price">
          {item.price_jpy !== null && <MoneyText amount={item.price_jpy} currency="JPY" />}
          {item.price_vnd !== null && (
            <span className="muted">
              {' '}
              ≈ <MoneyText amount={item.price_vnd} currency="VND" />
            </span>
          )}
        </p>
        <p className="favorites-row__date">{favoritesText.savedOn(formatDate(item.created_at))}</p>
      </div>
      <Button variant="ghost" size="sm" loading={remove.isPending} aria-label={favoritesText.removeLabel(displayTitle(item.title, item.title_vi))} onClick={() => remove.mutate()}>
        {!remove.isPending && <Icon name="close" size={16} />}
        {favoritesText.remove}
      </Button>
    </li>
  );
}

/** /account/favorites: saved products with a remove button each (50 per page, spec §9). */
export function FavoriteProductsView() {
  const page = usePage();
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: favoritesKeys.products(page),
    queryFn: ({ signal }) => getFavoriteProducts(page, signal),
  });
  return (
    <div className="favorites">
      <FavoritesTabs />
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <EmptyState icon="alert" title={uiKitText.loadFailedTitle} description={errorText(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <EmptyState
          icon="info"
          headingLevel={2}
          title={favoritesText.productsEmpty}
          description={favoritesText.productsEmptyBody}
        />
      ) : (
        <>
          <h2 className="favorites__count">{favoritesText.count(data.pagination.total)}</h2>
          <ul className="favorites-list">
            {data.results.map((item) => (
              <ProductRow key={`${item.site}:${item.code}`} item={item} />
            ))}
          </ul>
          <Pagination page={page} size={FAVORITES_PAGE_SIZE} total={data.pagination.total} hrefFor={(p) => `${paths.account.favorites}${p > 1 ? `?page=${p}` : ''}`} />
        </>
      )}
    </div>
  );
}

function StoreRow({ store }: { store: FavoriteStore }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => removeFavoriteStore({ site: store.site, seller_id: store.seller_id }),
    onSuccess: async () => {
      toast.success(favoritesText.unfollowed);
      await queryClient.invalidateQueries({ queryKey: favoritesKeys.all });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <li className="favorites-row" data-testid="favorite-store">
      <span className="favorites-row__image">
        <Icon name="store" />
      </span>
      <div className="favorites-row__text">
        <p className="favorites-row__site">{siteText[store.site].name}</p>
        <p className="favorites-row__title">{store.name}</p>
        <p className="favorites-row__date">{favoritesText.followedOn(formatDate(store.created_at))}</p>
        <Link to={paths.siteSearch(store.site, { sellerId: store.seller_id })} aria-label={favoritesText.storeItemsLabel(store.name)}>
          {favoritesText.storeItems}
        </Link>
      </div>
      <Button variant="ghost" size="sm" loading={remove.isPending} aria-label={favoritesText.unfollowLabel(store.name)} onClick={() => remove.mutate()}>
        {!remove.isPending && <Icon name="close" size={16} />}
        {favoritesText.unfollow}
      </Button>
    </li>
  );
}

/** /account/favorites/stores: followed sellers and stores, each with an unfollow button. */
export function FavoriteStoresView() {
  const page = usePage();
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: favoritesKeys.stores(page),
    queryFn: ({ signal }) => getFavoriteStores(page, signal),
  });
  return (
    <div className="favorites">
      <FavoritesTabs />
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <EmptyState icon="alert" title={uiKitText.loadFailedTitle} description={errorText(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <EmptyState icon="info" headingLevel={2} title={favoritesText.storesEmpty} description={favoritesText.storesEmptyBody} />
      ) : (
        <>
          <h2 className="favorites__count">{favoritesText.count(data.pagination.total)}</h2>
          <ul className="favorites-list">
            {data.results.map((store) => (
              <StoreRow key={`${store.site}:${store.seller_id}`} store={store} />
            ))}
          </ul>
          <Pagination page={page} size={FAVORITES_PAGE_SIZE} total={data.pagination.total} hrefFor={(p) => `${paths.account.favoriteStores}${p > 1 ? `?page=${p}` : ''}`} />
        </>
      )}
    </div>
  );
}
