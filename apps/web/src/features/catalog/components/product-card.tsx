import { Link } from 'react-router';
import type { ProductSummaryDto } from '@kaimono/contracts';
import { catalogText, siteText } from '@kaimono/i18n';
import { CARD_IMAGE, responsiveImage } from '@/shared/lib/images';
import { MoneyText } from '@/shared/ui/money-text';
import { Icon } from '@/shared/ui/icons';
import { conditionLabel, isAuction, productHref, safeImageUrl } from '../lib/product-text';
import { Countdown } from './countdown';
import { PriceLine } from './price';

export interface ProductCardProps {
  product: ProductSummaryDto;
  /** Position in a ranking (shown as a numbered badge). */
  rank?: number;
  /** Show which marketplace it is from (lists mixing sites). */
  showSite?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Above the fold (the first cards of a page): loaded at once instead of lazily. */
  eager?: boolean;
}

/**
 * A product in a grid or rail: image, Vietnamese title with the Japanese one below, price in đồng
 * with the yen price below, condition, free domestic shipping, bids and time left for auctions, and
 * a sold-out badge. The whole card opens the item page (one link, named by the titles).
 */
export function ProductCard({ product, rank, showSite = false, headingLevel = 3, eager = false }: ProductCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const image = safeImageUrl(product.image);
  const condition = conditionLabel(product.condition);
  const auction = isAuction(product);
  return (
    <article className={product.available ? 'product-card' : 'product-card product-card--sold-out'} data-testid="product-card">
      <div className="product-card__media">
        {image ? (
          <img {...responsiveImage(image, CARD_IMAGE)} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" width={300} height={300} referrerPolicy="no-referrer" />
        ) : (
          <span className="product-card__no-image">{catalogText.noImage}</span>
        )}
        {rank !== undefined && (
          <span className="product-card__rank">
            <span className="sr-only">{catalogText.rank(rank)}</span>
            <span aria-hidden="true">{rank}</span>
          </span>
        )}
        {!product.available && <span className="product-card__sold-out">{catalogText.soldOut}</span>}
      </div>
      <div className="product-card__body">
        {showSite && <p className="product-card__site">{siteText[product.site].name}</p>}
        <Heading className="product-card__title">
          <Link to={productHref(product)} className="product-card__link">
            {product.title_vi && <span className="product-card__title-vi">{product.title_vi}</span>}
            <span lang="ja" className={product.title_vi ? 'product-card__title-ja' : 'product-card__title-ja product-card__title-ja--only'}>
              {product.title}
            </span>
          </Link>
        </Heading>
        <PriceLine jpy={product.price_jpy} vnd={product.price_vnd} className="product-card__price" />
        {auction && product.buy_now_price_jpy !== null && (
          <p className="product-card__buy-now">
            {catalogText.buyNowLabel} <MoneyText amount={product.buy_now_price_jpy} currency="JPY" />
          </p>
        )}
        {auction && (
          <p className="product-card__auction">
            {product.bid_count !== null && (
              <span className="product-card__bids">
                <Icon name="gavel" size={14} />
                {catalogText.bidCount(product.bid_count)}
              </span>
            )}
            <Countdown end={product.end_time} className="product-card__countdown" />
          </p>
        )}
        <ul className="product-card__badges">
          {condition && <li className="badge">{condition}</li>}
          {product.shipping_payer === 'seller' && <li className="badge badge--success">{catalogText.freeDomesticShipping}</li>}
          {product.is_shops_product && <li className="badge">{catalogText.mercariShops}</li>}
        </ul>
      </div>
    </article>
  );
}
