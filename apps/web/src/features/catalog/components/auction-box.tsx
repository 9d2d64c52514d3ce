import type { ProductDetailDto } from '@kaimono/contracts';
import { itemText } from '@kaimono/i18n';
import { MoneyText } from '@/shared/ui/money-text';
import { Icon } from '@/shared/ui/icons';
import { formatDateTime } from '@/shared/lib/format-date';
import { useHasPassed } from '../lib/countdown';
import { yenToVnd } from '../lib/product-text';
import { Countdown } from './countdown';

/** Current price, minimum next bid, bids, live time left, extension rules and buy-now price. */
export function AuctionBox({ auction, rate }: { auction: NonNullable<ProductDetailDto['auction']>; rate: ProductDetailDto['exchange_rate'] }) {
  // Only the countdown inside ticks; the box renders again once, when the auction ends.
  const ended = useHasPassed(auction.end_time);
  const closed = auction.status === 'closed' || ended;
  return (
    <section className="item-auction" aria-labelledby="item-auction-title" data-testid="item-auction">
      <h2 id="item-auction-title" className="item-auction__title">
        <Icon name="gavel" size={18} /> {itemText.auctionTitle}
      </h2>
      <dl className="item-auction__facts">
        <div>
          <dt>{itemText.currentPrice}</dt>
          <dd>
            <MoneyText amount={auction.current_price_jpy} currency="JPY" className="item-auction__price" />
            <span className="item-auction__vnd">
              ≈ <MoneyText amount={yenToVnd(auction.current_price_jpy, rate.vnd_per_jpy_scaled)} currency="VND" />
            </span>
          </dd>
        </div>
        {!closed && (
          <div>
            <dt>{itemText.minNextBid}</dt>
            <dd>
              <MoneyText amount={auction.min_next_bid_jpy} currency="JPY" />
            </dd>
          </div>
        )}
        <div>
          <dt>{itemText.bidCount}</dt>
          <dd>{auction.bid_count}</dd>
        </div>
        {auction.buy_now_price_jpy !== null && (
          <div>
            <dt>{itemText.buyNowPrice}</dt>
            <dd>
              <MoneyText amount={auction.buy_now_price_jpy} currency="JPY" />
            </dd>
          </div>
        )}
        <div>
          <dt>{itemText.startPrice}</dt>
          <dd>
            <MoneyText amount={auction.start_price_jpy} currency="JPY" />
          </dd>
        </div>
        <div>
          <dt>{itemText.timeLeft}</dt>
          <dd>{closed ? itemText.auctionClosed : <Countdown end={auction.end_time} timer className="item-auction__countdown" />}</dd>
        </div>
        <div>
          <dt>{itemText.endsAt}</dt>
          <dd>{formatDateTime(auction.end_time)}</dd>
        </div>
      </dl>
      {!closed && (
        <ul className="item-auction__notes">
          <li>{auction.auto_extension ? itemText.autoExtension : itemText.noAutoExtension}</li>
          {auction.early_closing && <li>{itemText.earlyClosing}</li>}
        </ul>
      )}
    </section>
  );
}
