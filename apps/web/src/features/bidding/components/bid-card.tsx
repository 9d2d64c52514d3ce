import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { biddingWebText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format-date';
import { Button, buttonClass } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Icon } from '@/shared/ui/icons';
import { MoneyText } from '@/shared/ui/money-text';
import { useToast } from '@/shared/ui/toast';
import { ProductTitle } from '@/shared/ui/product-title';
import { cancelBid, cancelMercariBid, type BidDto } from '../api/bidding-api';
import { biddingKeys } from '../api/query-keys';
import { bidErrorText } from '../lib/bid-errors';
import { msUntil, useNow } from '../lib/countdown';
import { formatDateTimeSeconds, orderCodeOf } from '../lib/format';
import { BidLog } from './bid-log';
import { CountdownText } from './countdown-text';

const t = biddingWebText.list;

/** The bid's state as a badge colour. */
function tone(status: BidDto['status']): string {
  if (status === 'leading' || status === 'won') return 'ok';
  if (status === 'outbid' || status === 'failed') return 'warn';
  if (status === 'lost' || status === 'cancelled') return 'off';
  return 'wait';
}

/**
 * One bid on /account/bids: the item, the customer's maximum, the price now, a live countdown to the
 * end (or to the moment a snipe fires), the hold, and per bid the transparent log. A scheduled
 * snipe can be cancelled; a won bid links to its order.
 */
export function BidCard({ bid, onChanged }: { bid: BidDto; onChanged?: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const logId = useId();
  const [showLog, setShowLog] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const now = useNow();
  const cancel = useMutation({
    mutationFn: () => (bid.site === 'mercari' ? cancelMercariBid(bid.id) : cancelBid(bid.id)),
    onSuccess: (answer) => {
      toast.success(t.cancelled, answer.message);
      setConfirm(false);
      void queryClient.invalidateQueries({ queryKey: biddingKeys.all });
      onChanged?.();
    },
    onError: (error) => {
      setConfirm(false);
      toast.error(t.cancelFailed, bidErrorText(error));
    },
  });
  const open = bid.status === 'scheduled' || bid.status === 'placing' || bid.status === 'leading' || bid.status === 'outbid';
  const endMs = msUntil(bid.end_time, now);
  const orderCode = orderCodeOf(bid.events);
  const shownPrice = bid.final_price_jpy ?? bid.current_price_jpy;
  // Open: the price now; won or lost: the price it ended at; cancelled or not placed: the last price seen.
  const priceLabel = open ? t.currentPrice : bid.status === 'won' || bid.status === 'lost' ? t.finalPrice : t.lastSeenPrice;
  const modeLabel = t.modes[bid.mode] ?? bid.mode;
  return (
    <li className="bid-card card" data-testid="bid-card" data-bid-id={bid.id} data-status={bid.status}>
      <div className="bid-card__image">{bid.image ? <img src={bid.image} alt="" width={72} height={72} loading="lazy" /> : <Icon name="gavel" size={28} />}</div>
      <div className="bid-card__body">
        <p className="bid-card__head">
          <span className={`bid-status bid-status--${tone(bid.status)}`} data-testid="bid-status">
            {bid.status_label}
          </span>{' '}
          <span className="badge">{biddingWebText.site[bid.site] ?? bid.site}</span>{' '}
          <span className="badge">{modeLabel}</span>
        </p>
        <Link to={bid.path} className="bid-card__name">
          <ProductTitle original={bid.title || bid.code} vietnamese={bid.title_vi} />
        </Link>
        <dl className="bid-card__facts">
          <div>
            <dt>{t.maxPrice}</dt>
            <dd data-testid="bid-max-price">
              <MoneyText amount={bid.max_price_jpy} currency="JPY" />
            </dd>
          </div>
          {shownPrice !== null && (
            <div>
              <dt>{priceLabel}</dt>
              <dd data-testid="bid-price-now">
                <MoneyText amount={shownPrice} currency="JPY" />
              </dd>
            </div>
          )}
          {/* Open bids, and a win whose order waits (e.g. for the address): the money is still held. */}
          {bid.hold_vnd > 0 && (
            <div>
              <dt>{t.hold}</dt>
              <dd data-testid="bid-hold-amount">
                <MoneyText amount={bid.hold_vnd} currency="VND" />
              </dd>
            </div>
          )}
          {bid.status === 'scheduled' && bid.scheduled_at && (
            <div>
              <dt>{t.firesIn}</dt>
              <dd>
                <CountdownText at={bid.scheduled_at} ended={t.firesAt(formatDateTimeSeconds(bid.scheduled_at))} testId="bid-fires-in" />
                <span className="muted bid-card__at"> {t.firesAt(formatDateTimeSeconds(bid.scheduled_at))}</span>
              </dd>
            </div>
          )}
          {bid.end_time && (
            <div>
              <dt>{open && endMs !== null && endMs > 0 ? t.endsIn : t.endedAt}</dt>
              <dd>
                {open && endMs !== null && endMs > 0 ? (
                  <CountdownText at={bid.end_time} ended={t.ended} className="bid-card__countdown" testId="bid-ends-in" />
                ) : open ? (
                  t.ended
                ) : (
                  formatDateTime(bid.end_time)
                )}
              </dd>
            </div>
          )}
        </dl>
        {bid.status === 'leading' && (
          <p className="bid-card__note bid-card__note--ok">
            <Icon name="check" size={16} /> {t.leading}
          </p>
        )}
        {bid.status === 'outbid' && (
          <p className="bid-card__note bid-card__note--warn" role="note">
            <Icon name="alert" size={16} /> {t.outbid}
          </p>
        )}
        {bid.failure_message && bid.status === 'failed' && <p className="bid-card__note bid-card__note--warn">{t.failure(bid.failure_message)}</p>}
        {bid.status === 'won' &&
          !bid.order_id &&
          ((bid.events ?? []).some((e) => e.kind === 'waiting_address') ? (
            <p className="bid-card__note bid-card__note--warn" role="note">
              <Icon name="mapPin" size={16} /> {t.needsAddress}{' '}
              <Link to={paths.account.addresses} className={buttonClass('link', 'sm')}>
                {t.addAddress}
              </Link>
            </p>
          ) : (
            <p className="muted">{t.orderPending}</p>
          ))}
        <div className="bid-card__actions">
          {bid.status === 'won' && bid.order_id && (
            <Link to={paths.order(orderCode ?? bid.order_id)} className={buttonClass('primary', 'sm')} data-testid="bid-order-link">
              {orderCode ? t.viewOrder(orderCode) : t.viewOrderNoCode}
            </Link>
          )}
          {bid.can_raise && (
            <Link to={bid.path} className={buttonClass('secondary', 'sm')}>
              {t.raise}
            </Link>
          )}
          {bid.can_cancel && (
            <Button variant="danger" size="sm" onClick={() => setConfirm(true)} data-testid="bid-cancel">
              {t.cancel}
            </Button>
          )}
          <Button variant="ghost" size="sm" aria-expanded={showLog} aria-controls={logId} onClick={() => setShowLog((v) => !v)} data-testid="bid-log-toggle">
            <Icon name="clock" size={16} /> {showLog ? t.hideLog : t.showLog}
          </Button>
        </div>
        {showLog && (
          <div className="bid-card__log">
            <BidLog events={bid.events ?? []} id={logId} />
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t.cancelTitle}
        description={bid.status === 'outbid' ? t.cancelBodyOutbid : t.cancelBody}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.cancelKeep}
        destructive
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </li>
  );
}
