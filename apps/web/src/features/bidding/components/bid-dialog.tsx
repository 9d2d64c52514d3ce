import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jpyToVnd, exchangeRate, jpy } from '@kaimono/money';
import { biddingWebText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { formatJpy, formatVnd } from '@/shared/lib/money';
import { Button, buttonClass } from '@/shared/ui/button';
import { CalcDetails } from '@/shared/ui/calc-details';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { MoneyText } from '@/shared/ui/money-text';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { getBidPrice, placeBid, type BidDto } from '../api/bidding-api';
import { biddingKeys } from '../api/query-keys';
import { bidErrorText } from '../lib/bid-errors';
import { formatDateTimeSeconds } from '../lib/format';
import { bidIncrementJpy, checkMaximum, MAX_BID_JPY, minNextBidJpy, newRequestKey, suggestedMaximums, type MaxCheck } from '../lib/bid-rules';
import { CountdownText } from './countdown-text';
import type { BidItem, BiddingSupport } from './types';
import './bidding.css';

const t = biddingWebText.dialog;

export interface BidDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: BidItem;
  support: BiddingSupport;
  /** The maximum to start from (a raise from /account/bids). */
  initialMaxJpy?: number | null;
  onPlaced?: (bid: BidDto) => void;
}

function maxError(check: Extract<MaxCheck, { ok: false }>): string {
  switch (check.reason) {
    case 'required':
      return t.errors.required;
    case 'not_number':
      return t.errors.not_number;
    case 'below_min':
      return t.errors.below_min(formatJpy(check.limitJpy ?? 0));
    case 'above_max':
      return t.errors.above_max(formatJpy(check.limitJpy ?? 0));
    case 'above_buy_now':
      return t.errors.above_buy_now(formatJpy(check.limitJpy ?? 0));
  }
}

const yenToVnd = (yen: number, rate: number) => jpyToVnd(jpy(yen), exchangeRate(rate));

/**
 * The bid dialog of an auction item page (Yahoo! Auctions and Mercari auctions): the mode (now or
 * a last-minute snipe), the maximum (one proxy bid), the increment rule and the minimum next bid,
 * the landed cost in dong as a range and the hold the maximum takes from the wallet
 * (GET /api/bid/price/{code}, re-asked as the maximum changes), then POST /api/bid/{mode},
 * /api/bid/snipe or /api/bid/mercari. Errors are the server's Vietnamese messages (spec §8 for a
 * time-out and anything unexplained).
 */
export default function BidDialog({ open, onOpenChange, item, support, initialMaxJpy, onPlaced }: BidDialogProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const shippingFieldId = useId();
  const [mode, setMode] = useState<'now' | 'snipe'>('snipe');
  const [maxText, setMaxText] = useState(initialMaxJpy ? String(initialMaxJpy) : '');
  const [maxErrorText, setMaxErrorText] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [shipping, setShipping] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | null>(null);
  const [requestKey, setRequestKey] = useState(newRequestKey);

  const ceiling = MAX_BID_JPY[item.site];
  const fallbackMin = Math.max(item.auction.min_next_bid_jpy, minNextBidJpy(item.auction.current_price_jpy, item.auction.bid_count > 0));
  // The hold and landed cost are asked for the typed maximum once it is a plausible number.
  const typed = checkMaximum(maxText, { minJpy: 1, maxJpy: ceiling });
  const askedMax = useDebouncedValue(typed.ok ? typed.value : null, 400);
  const option = support.shippingOptions?.find((o) => o.value === shipping) ?? null;
  const price = useQuery({
    queryKey: biddingKeys.price(item.site, item.code, askedMax, option?.ship_mode ?? null, option?.route_code ?? null),
    queryFn: ({ signal }) =>
      getBidPrice(item.site, item.code, askedMax, { shippingChargesJpy: item.domesticShippingJpy, shipMode: option?.ship_mode ?? null, routeCode: option?.route_code ?? null }, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    retry: false,
  });
  const facts = price.data;
  const siteMinJpy = facts?.min_bid_jpy ?? fallbackMin;
  const currentJpy = facts?.current_price_jpy ?? item.auction.current_price_jpy;
  const incrementJpy = facts?.increment_jpy ?? bidIncrementJpy(currentJpy);
  const bidCount = facts?.bid_count ?? item.auction.bid_count;
  const endTime = facts?.end_time ?? item.auction.end_time;
  const autoExtension = facts?.auto_extension ?? item.auction.auto_extension;
  const buyNowJpy = facts ? facts.buy_now_price_jpy : item.auction.buy_now_price_jpy;
  const rate = facts?.rate ?? item.rate;
  const closed = facts ? facts.status === 'closed' : item.auction.status === 'closed';
  const myBid = facts?.my_bid ?? null;
  // A bid already on the site can only go up: above its own maximum (leading), and at least the
  // site's minimum when outbid. A scheduled snipe is not on the site yet: any valid maximum.
  const sent = !!myBid && myBid.status !== 'scheduled';
  const minJpy = !sent ? siteMinJpy : myBid.status === 'leading' ? myBid.max_price_jpy + 1 : Math.max(siteMinJpy, myBid.max_price_jpy + 1);
  const leadSeconds = facts?.snipe_default_lead_seconds ?? null;
  // Quote figures only count when they are for the maximum now typed.
  const quoteFresh = !!facts && typed.ok && facts.price_jpy === typed.value && !price.isPlaceholderData;
  const holdVnd = quoteFresh ? facts.hold_vnd : null;
  const available = facts?.available_vnd ?? null;
  // A raise re-sizes the hold: what the customer already holds for this bid counts toward it.
  const alreadyHeld = myBid?.hold_vnd ?? 0;
  const missingVnd = holdVnd !== null && available !== null ? Math.max(0, holdVnd - alreadyHeld - available) : 0;
  const picks = useMemo(() => suggestedMaximums(minJpy).filter((p) => p <= ceiling && (buyNowJpy == null || p <= buyNowJpy)), [minJpy, ceiling, buyNowJpy]);
  const table = facts?.increment_table;

  const place = useMutation({
    mutationFn: (value: number) =>
      placeBid({
        site: item.site,
        code: item.code,
        mode,
        price: value,
        route_code: option?.route_code ?? null,
        ship_mode: option?.ship_mode ?? null,
        shipping_charges: item.domesticShippingJpy,
        qty: 1,
        request_key: requestKey,
      }),
    onSuccess: (answer) => {
      const bid = answer.data;
      if (bid.status === 'scheduled') toast.success(t.scheduled, bid.scheduled_at ? t.scheduledBody(formatDateTimeSeconds(bid.scheduled_at)) : answer.message);
      else toast.success(t.sentNow, answer.message || t.sentNowBody(formatJpy(bid.max_price_jpy)));
      void queryClient.invalidateQueries({ queryKey: biddingKeys.all });
      support.onBidChanged?.();
      onPlaced?.(bid);
      onOpenChange(false);
    },
    onError: (error) => {
      const text = bidErrorText(error);
      setFormError(text);
      toast.error(t.failure, text);
      // The hold or the price may have moved: read them again.
      void queryClient.invalidateQueries({ queryKey: biddingKeys.prices(item.site, item.code) });
    },
    onSettled: () => setRequestKey(newRequestKey()),
  });

  const submit = () => {
    if (place.isPending) return;
    const check = checkMaximum(maxText, { minJpy, maxJpy: ceiling, buyNowJpy });
    if (!check.ok) {
      // Below the customer's own maximum on the site: say so rather than quote the site's minimum.
      const belowOwn = check.reason === 'below_min' && sent && myBid && minJpy === myBid.max_price_jpy + 1;
      setMaxErrorText(belowOwn ? t.errors.below_own(formatJpy(myBid.max_price_jpy)) : maxError(check));
      return;
    }
    if (!agreed) {
      setAgreeError(t.agreeRequired);
      return;
    }
    setMaxErrorText(null);
    setAgreeError(null);
    setFormError(null);
    place.mutate(check.value);
  };

  const modeOptions = [
    { value: 'snipe' as const, label: t.modeSnipe, description: leadSeconds ? t.modeSnipeHint(`${leadSeconds} giây`) : t.modeSnipeHintDefault },
    { value: 'now' as const, label: t.modeNow, description: t.modeNowHint },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={item.site === 'mercari' ? t.titleMercari : t.title}
      description={t.description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t.cancel}</Button>
          </DialogClose>
          <Button loading={place.isPending} disabled={closed} onClick={submit} data-testid="bid-submit">
            {mode === 'snipe' ? t.submitSnipe : t.submitNow}
          </Button>
        </>
      }
    >
      <form
        className="bid-form"
        aria-label={item.site === 'mercari' ? t.titleMercari : t.title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="bid-form__item">
          {item.image && <img src={item.image} alt="" width={64} height={64} />}
          <div>
            <p className="bid-form__name" lang="ja">
              {item.title}
            </p>
            <dl className="bid-form__facts">
              <div>
                <dt>{t.currentPrice}</dt>
                <dd data-testid="bid-current-price">
                  <MoneyText amount={currentJpy} currency="JPY" /> <span className="muted">≈ {formatVnd(yenToVnd(currentJpy, rate))}</span>
                </dd>
              </div>
              <div>
                <dt>{t.bidCount}</dt>
                <dd>{bidCount}</dd>
              </div>
              <div>
                <dt>{t.timeLeft}</dt>
                <dd>{closed ? t.ended : <CountdownText at={endTime} ended={t.ended} testId="bid-time-left" />}</dd>
              </div>
            </dl>
            <p className="muted bid-form__note">{autoExtension ? t.autoExtension : t.noAutoExtension}</p>
          </div>
        </div>

        {closed && (
          <p className="form-error" role="alert">
            <Icon name="alert" size={16} /> {biddingWebText.panel.closed}
          </p>
        )}
        {formError && (
          <p className="form-error" role="alert" data-testid="bid-error">
            <Icon name="alert" size={16} /> {formError}
          </p>
        )}
        {myBid && (
          <p className="notice" role="note" data-testid="bid-existing">
            <Icon name="info" size={16} /> {t.existing(formatJpy(myBid.max_price_jpy))}
          </p>
        )}

        <RadioGroup idPrefix={`${idPrefix}-mode`} label={t.mode} showLabel value={mode} onValueChange={setMode} options={modeOptions} />

        <Field label={t.maximum} required error={maxErrorText} hint={t.maximumHint(formatJpy(minJpy))}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={maxText}
              data-testid="bid-max"
              onChange={(event) => {
                setMaxText(event.target.value.replace(/[^\d]/g, '').slice(0, 10));
                setMaxErrorText(null);
              }}
            />
          )}
        </Field>
        {typed.ok && <p className="muted bid-form__vnd">{t.maximumVnd(formatVnd(yenToVnd(typed.value, rate)))}</p>}
        {picks.length > 0 && (
          <div className="bid-form__picks" role="group" aria-label={t.quickPicks}>
            <span className="muted">{t.quickPicks}:</span>
            {picks.map((p) => (
              <button
                key={p}
                type="button"
                className={buttonClass('secondary', 'sm')}
                aria-pressed={typed.ok && typed.value === p}
                onClick={() => {
                  setMaxText(String(p));
                  setMaxErrorText(null);
                }}
              >
                {formatJpy(p)}
              </button>
            ))}
          </div>
        )}

        <section className="bid-form__box" aria-labelledby={`${idPrefix}-inc`}>
          <h3 id={`${idPrefix}-inc`} className="bid-form__box-title">
            {t.increment}
          </h3>
          <p data-testid="bid-increment">
            {bidCount > 0 ? t.incrementNow(formatJpy(incrementJpy), formatJpy(currentJpy)) : t.incrementFirst} {t.incrementNext(formatJpy(siteMinJpy))}
          </p>
          <details className="bid-form__table">
            <summary>{t.incrementTable}</summary>
            <table>
              <tbody>
                {(table ?? []).map((band) => (
                  <tr key={band.from_jpy} aria-current={currentJpy >= band.from_jpy && (band.to_jpy === null || currentJpy <= band.to_jpy) ? 'true' : undefined}>
                    <th scope="row">{t.incrementBand(formatJpy(band.from_jpy), band.to_jpy === null ? null : formatJpy(band.to_jpy))}</th>
                    <td>{formatJpy(band.step_jpy)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {item.site === 'mercari' && <p className="muted">{t.incrementMercari}</p>}
          </details>
        </section>

        <section className="bid-form__box" aria-labelledby={`${idPrefix}-money`} aria-live="polite">
          <h3 id={`${idPrefix}-money`} className="sr-only">
            {t.hold}
          </h3>
          <dl className="bid-form__money">
            <div>
              <dt>{t.landed}</dt>
              <dd data-testid="bid-landed">
                {quoteFresh ? (
                  <>
                    <MoneyText amount={facts.landed_min_vnd} currency="VND" /> – <MoneyText amount={facts.landed_max_vnd} currency="VND" />
                  </>
                ) : typed.ok && price.isFetching ? (
                  <Skeleton width={180} height={18} />
                ) : price.isError ? (
                  <span className="muted">{bidErrorText(price.error)}</span>
                ) : (
                  <span className="muted">{t.landedUnavailable}</span>
                )}
              </dd>
            </div>
            <div>
              <dt>{t.hold}</dt>
              <dd data-testid="bid-hold">
                {holdVnd !== null ? <MoneyText amount={holdVnd} currency="VND" className="bid-form__hold" /> : typed.ok && price.isFetching ? <Skeleton width={120} height={18} /> : '—'}
              </dd>
            </div>
            {available !== null && (
              <div>
                <dt>{t.balance}</dt>
                <dd data-testid="bid-balance">
                  <MoneyText amount={available} currency="VND" />
                </dd>
              </div>
            )}
          </dl>
          <p className="muted bid-form__hint">{t.landedHint}</p>
          <p className="muted bid-form__hint">{t.holdHint}</p>
          {quoteFresh && facts.hold_details && (
            <CalcDetails
              groups={facts.hold_details}
              rateScaled={facts.rate}
              totals={[
                { label: t.hold, amountVnd: facts.hold_vnd },
                ...(facts.second_payment_vnd !== undefined ? [{ label: t.secondPaymentEstimate, amountVnd: facts.second_payment_vnd }] : []),
              ]}
              testId="bid-calc"
            />
          )}
          {missingVnd > 0 && (
            <div className="bid-form__short" role="alert" data-testid="bid-balance-short">
              <p>
                <Icon name="wallet" size={16} /> {t.balanceShort(formatVnd(missingVnd))}
              </p>
            </div>
          )}
          {facts && facts.available_vnd !== null && support.renderTopUp?.({ dueVnd: Math.max(0, facts.hold_vnd - alreadyHeld) })}
        </section>

        {support.shippingOptions && support.shippingOptions.length > 0 && (
          <div className="bid-form__field">
            <label htmlFor={shippingFieldId} className="k-field__label">
              {t.shipping}
            </label>
            <select id={shippingFieldId} className="k-input" value={shipping} onChange={(event) => setShipping(event.target.value)}>
              <option value="">{t.shippingDefault}</option>
              {support.shippingOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        )}

        <label className="bid-form__check">
          <input
            type="checkbox"
            checked={agreed}
            aria-invalid={agreeError ? true : undefined}
            onChange={(event) => {
              setAgreed(event.target.checked);
              setAgreeError(null);
            }}
          />
          <span>{t.agree}</span>
        </label>
        {agreeError && (
          <p className="k-field__error" role="alert">
            {agreeError}
          </p>
        )}
        <p className="bid-form__links">
          <Link to={paths.account.bids}>{t.viewBids}</Link>
        </p>
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}

