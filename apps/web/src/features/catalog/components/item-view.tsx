import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ProductDetailDto, SellerDto, SiteCode } from '@kaimono/contracts';
import { catalogText, commonText, itemText, siteText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format-date';
import { EN, formatNumber } from '@/shared/lib/number-format';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { Button, buttonClass } from '@/shared/ui/button';
import { Breadcrumbs, type Crumb } from '@/shared/ui/breadcrumbs';
import { HydrateWhenVisible } from '@/shared/ui/hydrate-when-visible';
import { RenderWhenVisible } from '@/shared/ui/render-when-visible';
import { Icon } from '@/shared/ui/icons';
import { MoneyText } from '@/shared/ui/money-text';
import { japaneseLang } from '@/shared/ui/product-title';
import { LoadingRegion, Skeleton, SkeletonText } from '@/shared/ui/skeleton';
import { getAuctionShippingFee, getItem } from '../api/catalog-api';
import { catalogKeys } from '../api/query-keys';
import { conditionLabel, formatCount, formatRate, itemImageSources, safeHttpUrl } from '../lib/product-text';
import { categoryHref } from '../lib/site-config';
import { AuctionBox } from './auction-box';
import { ItemActions, type DomesticShipping } from './item-actions';
import { ItemDescription } from './item-description';
import { ItemGallery } from './item-gallery';
import { RecentlyViewed, RelatedItems } from './related-lists';
import './catalog.css';

export interface ItemViewProps {
  site: SiteCode;
  code: string;
  /** Mercari Shops products carry ?type=mers. */
  type: string | null;
  /** The favorite (heart) control, composed in by the route (favorites are another feature). */
  renderFavorite?: (product: ProductDetailDto) => ReactNode;
  /** The follow-store control for the seller. */
  renderFollow?: (seller: SellerDto, product: ProductDetailDto) => ReactNode;
  /** Buying controls for the ItemActions area (later issues). */
  actions?: (product: ProductDetailDto) => ReactNode;
  /** The buying controls (cart, buy now, desired price), composed in by the route; they replace `actions`. */
  renderBuying?: (product: ProductDetailDto, shipping: DomesticShipping) => ReactNode;
  /** The landed cost in đồng (a range), shown just above the price summary; composed in by the route. */
  renderLandedCost?: (product: ProductDetailDto) => ReactNode;
}

const SELLER_ID = /^[\w.:-]{1,64}$/;

/** "¥1,234" (en-US grouping, as toLocaleString('en-US') wrote it, without Intl). */
const yen = (amount: number) => `¥${formatNumber(amount, EN)}`;

function useDomesticShipping(product: ProductDetailDto | undefined, site: SiteCode, code: string): { shipping: DomesticShipping; note: string | null; loading: boolean } {
  const fee = useQuery({
    queryKey: catalogKeys.shipping(code),
    queryFn: ({ signal }) => getAuctionShippingFee(code, signal),
    enabled: site === 'auction',
    staleTime: 10 * 60_000,
    retry: false,
  });
  if (site === 'auction' && fee.data) {
    const d = fee.data;
    return {
      shipping: d.fee_jpy !== null ? { kind: 'known', jpy: d.fee_jpy } : { kind: 'range', minJpy: d.estimate_min_jpy, maxJpy: d.estimate_max_jpy },
      note: d.note,
      loading: false,
    };
  }
  if (!product) return { shipping: { kind: 'unknown' }, note: null, loading: false };
  if (product.shipping_payer === 'seller') return { shipping: { kind: 'known', jpy: 0 }, note: null, loading: site === 'auction' && fee.isPending };
  if (product.domestic_shipping_jpy !== null) return { shipping: { kind: 'known', jpy: product.domestic_shipping_jpy }, note: null, loading: false };
  return { shipping: { kind: 'unknown' }, note: null, loading: site === 'auction' && fee.isPending };
}

function ItemSkeleton() {
  return (
    <LoadingRegion label={itemText.loading}>
      <div className="item-layout">
        <div className="item-gallery">
          <div className="item-gallery__main">
            <Skeleton height="100%" radius={0} />
          </div>
        </div>
        <div className="item-summary">
          <Skeleton height={28} />
          <Skeleton height={28} width="70%" />
          <Skeleton height={40} width="45%" />
          <SkeletonText lines={4} />
        </div>
      </div>
    </LoadingRegion>
  );
}

function ItemError({ site, code, error, onRetry, retrying }: { site: SiteCode; code: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  const status = error instanceof ApiError ? error.status : 0;
  const notFound = status === 404 || status === 400;
  const name = siteText[site].name;
  return (
    <div className="item-state" data-testid={notFound ? 'item-not-found' : 'item-failed'}>
      <span className="item-state__icon">
        <Icon name={notFound ? 'search' : 'alert'} size={28} />
      </span>
      <h1>{notFound ? itemText.notFoundTitle : itemText.failedTitle}</h1>
      <p role={notFound ? undefined : 'alert'}>{errorText(error)}</p>
      <p className="muted">{notFound ? itemText.notFoundHelp : itemText.failedHelp}</p>
      <p className="muted">
        {itemText.code}: <span className="catalog-code-inline">{code}</span>
      </p>
      <div className="item-state__actions">
        {!notFound && (
          <Button onClick={onRetry} loading={retrying}>
            {commonText.retry}
          </Button>
        )}
        <Link to={paths.site(site)} className={buttonClass(notFound ? 'primary' : 'secondary')}>
          {itemText.backToSite(name)}
        </Link>
      </div>
    </div>
  );
}

function shippingPayerText(payer: ProductDetailDto['shipping_payer']): string {
  return payer === 'seller' ? itemText.shippingBySeller : payer === 'buyer' ? itemText.shippingByBuyer : itemText.shippingUnknown;
}

function SellerCard({ site, seller, product, renderFollow }: { site: SiteCode; seller: SellerDto; product: ProductDetailDto; renderFollow?: ItemViewProps['renderFollow'] }) {
  const sellerUrl = safeHttpUrl(seller.url);
  return (
    <section className="item-seller card" aria-labelledby="item-seller-title">
      <h2 id="item-seller-title" className="item-section-title">
        {itemText.sellerTitle}
      </h2>
      <div className="item-seller__head">
        <span className="item-seller__avatar" aria-hidden="true">
          <Icon name={seller.is_store ? 'store' : 'user'} />
        </span>
        <div className="item-seller__text">
          <p className="item-seller__name" data-testid="item-seller-name">
            {seller.name} <span className={seller.is_store ? 'badge badge--primary' : 'badge'}>{seller.is_store ? itemText.storeBadge : itemText.individualBadge}</span>
          </p>
          <p className="item-seller__rating">
            {seller.rating_percent !== null && seller.rating_count !== null ? (
              <>
                <Icon name="star" size={14} filled /> {itemText.sellerRating(formatRate(String(seller.rating_percent)), formatCount(seller.rating_count))}
              </>
            ) : (
              itemText.sellerNoRating
            )}
          </p>
        </div>
        {renderFollow && <div className="item-seller__follow">{renderFollow(seller, product)}</div>}
      </div>
      <p className="item-seller__links">
        {SELLER_ID.test(seller.id) && <Link to={paths.siteSearch(site, { sellerId: seller.id })}>{itemText.sellerItems}</Link>}
        {sellerUrl && (
          <a href={sellerUrl} target="_blank" rel="noopener noreferrer nofollow">
            {itemText.sellerOnSite} <span className="sr-only">{catalogText.opensInNewTab}</span>
          </a>
        )}
      </p>
    </section>
  );
}

// Below the fold, server-rendered, hydrated when scrolled near (issue 15: the item page's hydration
// cost). Memoised on plain props: a re-render of the page must not update a boundary still waiting.
const LaterDescription = memo(function LaterDescription({ raw }: { raw: string }) {
  return (
    <HydrateWhenVisible>
      <ItemDescription raw={raw} />
    </HydrateWhenVisible>
  );
});

const LaterRelatedItems = memo(function LaterRelatedItems({ site, code, categoryId }: { site: SiteCode; code: string; categoryId: string | null }) {
  return (
    <HydrateWhenVisible>
      <RelatedItems site={site} code={code} categoryId={categoryId} />
    </HydrateWhenVisible>
  );
});

function ItemContent({ site, product, renderFavorite, renderFollow, actions, renderBuying, renderLandedCost }: Omit<ItemViewProps, 'code' | 'type'> & { product: ProductDetailDto }) {
  const { shipping, note, loading } = useDomesticShipping(product, site, product.code);
  const name = siteText[site].name;
  const original = safeHttpUrl(product.source_url);
  const conditionVi = conditionLabel(product.condition);
  const condition = conditionVi && product.condition_label && product.condition_label !== conditionVi ? `${conditionVi} (${product.condition_label})` : (conditionVi ?? product.condition_label);
  const rate = product.exchange_rate;
  const images = itemImageSources(product);
  const attributes = Object.entries(product.attributes);
  // A single unnamed variant is the product itself (Mercari Shops sends one): nothing to choose.
  const variants = product.variants.filter((variant) => variant.name.trim());
  const categoryId = product.category_path.at(-1)?.id ?? product.category_id;
  const titleVi = product.title_vi && product.title_vi !== product.title ? product.title_vi : null;
  return (
    <>
      <div className="item-layout">
        <ItemGallery images={images} title={product.title_vi ?? product.title} />
        <div className="item-summary">
          <p className="item-summary__badges">
            <span className="badge">{siteText[site].name}</span>
            {product.is_shops_product && <span className="badge">{itemText.mercariShops}</span>}
            {!product.available && <span className="badge badge--danger">{itemText.soldOut}</span>}
            {product.shipping_payer === 'seller' && <span className="badge badge--success">{catalogText.freeDomesticShipping}</span>}
          </p>
          {/* The Vietnamese title is the heading; the Japanese original below it, smaller (issue 14). */}
          <h1 className="item-summary__title" lang={titleVi ? undefined : japaneseLang(product.title)} data-testid="item-title">
            {titleVi ?? product.title}
          </h1>
          {titleVi && (
            <p className="item-summary__title-ja" data-testid="item-title-ja">
              <span className="sr-only">{itemText.titleJa}: </span>
              <span lang={japaneseLang(product.title)}>{product.title}</span>
            </p>
          )}
          <div className="item-price" data-testid="item-price">
            <p className="item-price__label">
              {product.auction ? itemText.currentPrice : itemText.priceLabel} <span className="muted">{itemText.priceTaxIncluded}</span>
            </p>
            {product.price_jpy === null ? (
              <p className="item-price__none">{itemText.noPrice}</p>
            ) : (
              <>
                <p className="item-price__jpy">
                  <MoneyText amount={product.price_jpy} currency="JPY" />
                </p>
                {product.price_ex_tax_jpy !== null && product.tax_rate !== null && product.price_ex_tax_jpy !== product.price_jpy && (
                  <p className="item-price__tax">{itemText.priceExTax(yen(product.price_ex_tax_jpy), formatRate(String(product.tax_rate)))}</p>
                )}
                {product.price_vnd !== null && (
                  <p className="item-price__vnd">
                    <span className="sr-only">{itemText.priceVnd}: </span>≈ <MoneyText amount={product.price_vnd} currency="VND" />
                  </p>
                )}
                <p className="item-price__rate">
                  {itemText.rateNote(formatRate(rate.vnd_per_jpy), formatDate(rate.updated_at))} {itemText.vndNote}
                </p>
              </>
            )}
          </div>
          {!product.available && (
            <p className="item-summary__sold-out" role="note">
              <Icon name="alert" size={18} /> {itemText.soldOutNotice}
            </p>
          )}
          {product.auction && <AuctionBox auction={product.auction} rate={rate} />}
          <div className="item-summary__buttons">
            {renderFavorite?.(product)}
            {original && (
              <a href={original} target="_blank" rel="noopener noreferrer nofollow" className={buttonClass('secondary')}>
                {itemText.original(name)} <Icon name="external" size={16} />
                <span className="sr-only">{catalogText.opensInNewTab}</span>
              </a>
            )}
          </div>
          {renderLandedCost?.(product)}
          <ItemActions product={product} shipping={shipping}>
            {renderBuying ? renderBuying(product, shipping) : actions?.(product)}
          </ItemActions>
        </div>
      </div>

      <div className="item-details">
        <div className="item-details__main">
          <section className="card" aria-labelledby="item-facts-title">
            <h2 id="item-facts-title" className="item-section-title">
              {itemText.factsTitle}
            </h2>
            <dl className="catalog-facts">
              {condition && (
                <div>
                  <dt>{itemText.condition}</dt>
                  <dd data-testid="item-condition">{condition}</dd>
                </div>
              )}
              <div>
                <dt>{itemText.shippingPayer}</dt>
                <dd>{shippingPayerText(product.shipping_payer)}</dd>
              </div>
              <div>
                <dt>{itemText.shippingFee}</dt>
                <dd data-testid="item-shipping-fee">
                  {loading ? (
                    itemText.shippingLoading
                  ) : shipping.kind === 'known' ? (
                    shipping.jpy === 0 ? (
                      itemText.shippingFree
                    ) : (
                      <MoneyText amount={shipping.jpy} currency="JPY" />
                    )
                  ) : shipping.kind === 'range' ? (
                    itemText.shippingRange(yen(shipping.minJpy), yen(shipping.maxJpy))
                  ) : (
                    itemText.shippingUnknown
                  )}
                  {note && <span className="catalog-facts__note">{note}</span>}
                </dd>
              </div>
              <div>
                <dt>{itemText.stock}</dt>
                <dd data-testid="item-stock">{!product.available ? itemText.soldOut : product.stock !== null ? itemText.stockCount(product.stock) : itemText.inStock}</dd>
              </div>
              {product.brand && (
                <div>
                  <dt>{itemText.brand}</dt>
                  <dd>{product.brand.name}</dd>
                </div>
              )}
              {product.likes !== null && (
                <div>
                  <dt>{itemText.likes}</dt>
                  <dd>{formatCount(product.likes)}</dd>
                </div>
              )}
              <div>
                <dt>{itemText.code}</dt>
                <dd className="catalog-code-inline" data-testid="item-code">
                  {product.code}
                </dd>
              </div>
              {product.updated_at && (
                <div>
                  <dt>{itemText.updatedAt}</dt>
                  <dd>{formatDate(product.updated_at)}</dd>
                </div>
              )}
            </dl>
          </section>

          {variants.length > 0 && (
            <section className="card" aria-labelledby="item-variants-title">
              <h2 id="item-variants-title" className="item-section-title">
                {itemText.variantsTitle}
              </h2>
              <div className="item-table-wrap">
                <table className="item-table">
                  <thead>
                    <tr>
                      <th scope="col">{itemText.variantName}</th>
                      <th scope="col">{itemText.variantQuantity}</th>
                      <th scope="col">{itemText.variantPrice}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {variants.map((variant) => (
                      <tr key={variant.id}>
                        <th scope="row" lang="ja">
                          {variant.name}
                        </th>
                        <td>{variant.quantity === null ? itemText.variantUnknown : variant.quantity === 0 ? itemText.variantOut : variant.quantity}</td>
                        <td>{variant.price_jpy === null ? itemText.variantUnknown : <MoneyText amount={variant.price_jpy} currency="JPY" />}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}

          <section className="card" aria-labelledby="item-description-title">
            <h2 id="item-description-title" className="item-section-title">
              {itemText.descriptionTitle}
            </h2>
            <LaterDescription raw={product.description} />
          </section>

          {attributes.length > 0 && (
            <section className="card" aria-labelledby="item-attributes-title">
              <h2 id="item-attributes-title" className="item-section-title">
                {itemText.attributesTitle}
              </h2>
              <dl className="catalog-facts" lang="ja">
                {attributes.map(([key, value]) => (
                  <div key={key}>
                    <dt>{key}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
        <div className="item-details__side">{product.seller && <SellerCard site={site} seller={product.seller} product={product} renderFollow={renderFollow} />}</div>
      </div>

      <LaterRelatedItems site={site} code={product.code} categoryId={categoryId} />
      {/* The visitor's own history (fetched in the browser, never server-rendered): below the fold,
          so it is fetched and drawn only when its place nears the viewport. */}
      <RenderWhenVisible minHeight={0}>
        <RecentlyViewed exclude={{ site, code: product.code }} title={itemText.recentlyViewedTitle} />
      </RenderWhenVisible>
    </>
  );
}

/** /{site}/item/{code}: gallery, prices, auction box, seller, details, related and recently viewed. */
export function ItemView({ site, code, type, renderFavorite, renderFollow, actions, renderBuying, renderLandedCost }: ItemViewProps) {
  const item = useQuery({
    queryKey: catalogKeys.item(site, code, type),
    queryFn: ({ signal }) => getItem(site, code, type, signal),
    staleTime: 60_000,
  });
  const product = item.data;
  usePageMeta(product ? (product.title_vi ?? product.title) : `${itemText.pageTitle(siteText[site].name)} ${code}`);

  const crumbs: Crumb[] = [{ label: siteText[site].name, to: paths.site(site) }];
  if (product) {
    for (const node of product.category_path) crumbs.push({ label: node.name_vi ?? node.name, to: categoryHref(site, node.id) });
    crumbs.push({ label: product.title_vi ?? product.title });
  } else {
    crumbs.push({ label: code });
  }

  return (
    <div className="container page item-page">
      <Breadcrumbs items={crumbs} />
      {item.isPending ? (
        <ItemSkeleton />
      ) : item.isError ? (
        <ItemError site={site} code={code} error={item.error} onRetry={() => void item.refetch()} retrying={item.isFetching} />
      ) : (
        <ItemContent site={site} product={item.data} renderFavorite={renderFavorite} renderFollow={renderFollow} actions={actions} renderBuying={renderBuying} renderLandedCost={renderLandedCost} />
      )}
    </div>
  );
}
