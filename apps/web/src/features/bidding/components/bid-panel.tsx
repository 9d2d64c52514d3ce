import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { biddingWebText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { formatJpy } from '@/shared/lib/money';
import { Button, buttonClass } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { getBidPrice } from '../api/bidding-api';
import { biddingKeys } from '../api/query-keys';
import { useHasPassed } from '../lib/countdown';
import { LastMinuteSwitch } from './last-minute-switch';
import type { BidItem, BiddingSupport } from './types';
import './bidding.css';

const BidDialog = lazy(() => import('./bid-dialog'));
const t = biddingWebText.panel;

export interface BidPanelProps {
  item: BidItem;
  isLoggedIn: boolean;
  authPending?: boolean;
  /** Where a guest goes (login with ?next back to this page). */
  loginHref: string;
  support: BiddingSupport;
}

/**
 * "Đấu giá qua Kaimono" on an auction item page (Yahoo! Auctions, Mercari auctions): the bid button
 * (the dialog is downloaded when first wanted), the customer's own bid on this auction and the
 * last-minute notification switch. Guests are sent to login and back.
 */
export function BidPanel({ item, isLoggedIn, authPending = false, loginHref, support }: BidPanelProps) {
  const [open, setOpen] = useState(false);
  const mine = useQuery({
    queryKey: biddingKeys.price(item.site, item.code, null),
    queryFn: ({ signal }) => getBidPrice(item.site, item.code, null, { shippingChargesJpy: item.domesticShippingJpy }, signal),
    enabled: isLoggedIn,
    staleTime: 15_000,
    retry: false,
  });
  const myBid = mine.data?.my_bid ?? null;
  const ended = useHasPassed(mine.data?.end_time ?? item.auction.end_time);
  const closed = (mine.data?.status ?? item.auction.status) === 'closed' || ended;
  const want = () => {
    support.onWant?.();
    void import('./bid-dialog');
  };
  return (
    <section className="bid-panel" aria-labelledby="bid-panel-title" data-testid="bid-panel">
      <h2 id="bid-panel-title" className="bid-panel__title">
        <Icon name="gavel" size={18} /> {t.title}
      </h2>
      {closed ? (
        <p className="muted" role="note">
          {t.closed}
        </p>
      ) : (
        <>
          <p className="muted bid-panel__lead">{t.lead}</p>
          {myBid && (
            <p className="bid-panel__mine" data-testid="bid-panel-mine">
              <span className={`bid-status bid-status--${myBid.status}`}>{myBid.status_label}</span> {t.yourBid(formatJpy(myBid.max_price_jpy))}
            </p>
          )}
          {isLoggedIn ? (
            <div className="bid-panel__buttons">
              <Button
                leadingIcon={<Icon name="gavel" size={18} />}
                onPointerEnter={want}
                onFocus={want}
                onClick={() => {
                  want();
                  setOpen(true);
                }}
                data-testid="bid-open"
              >
                {myBid ? t.raise : item.site === 'mercari' ? t.bidMercari : t.bid}
              </Button>
              <Link to={paths.account.bids} className={buttonClass('link', 'sm')}>
                {t.viewBids}
              </Link>
            </div>
          ) : (
            <div className="bid-panel__buttons">
              <Link to={loginHref} className={buttonClass('primary')} aria-disabled={authPending || undefined}>
                {t.loginToBid}
              </Link>
              <p className="muted">{t.guestHint}</p>
            </div>
          )}
          {isLoggedIn && <LastMinuteSwitch compact />}
        </>
      )}
      {open && (
        <Suspense fallback={null}>
          <BidDialog open={open} onOpenChange={setOpen} item={item} support={support} />
        </Suspense>
      )}
    </section>
  );
}
