import type { ProductDetailDto } from '@kaimono/contracts';
import { itemText } from '@kaimono/i18n';
import { MoneyText } from '@/shared/ui/money-text';
import { Icon } from '@/shared/ui/icons';
import { msUntil, useNow } from '../lib/countdown';
import { yenToVnd } from '../lib/product-text';
import { Countdown } from './countdown';

const endFormat = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function formatEnd(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : endFormat.format(date);
}

/** Current price, minimum next bid, bids, live time left, extension rules and buy-now price. */
export function AuctionBox({ auction, rate }: { auction: NonNullable<ProductDetailDto['auction']>; rate: ProductDetailDto['exchange_rate'] }) {
  const now = useNow();
  const remaining = msUntil(auction.end_time, now);
  const closed = auction.status === 'closed' || (remaining !== null && remaining <= 0);
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
          <dd>{formatEnd(auction.end_time)}</dd>
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
