import { biddingWebText } from '@kaimono/i18n';
import { formatJpy, formatVnd } from '@/shared/lib/money';
import type { BidEventDto } from '../api/bidding-api';
import { formatDateTimeSeconds, formatMs } from '../lib/format';

const t = biddingWebText.log;

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The facts of an event's detail worth a line of their own (what, when, how much). */
export function eventFacts(event: BidEventDto): string[] {
  const d = event.detail ?? {};
  const facts: string[] = [];
  const max = num(d.max_price_jpy) ?? num(d.to_max_jpy);
  const from = num(d.from_max_jpy);
  switch (event.kind) {
    case 'created':
      if (max !== null) facts.push(t.facts.max(formatJpy(max)));
      if (num(d.min_bid_jpy) !== null) facts.push(t.facts.minBid(formatJpy(num(d.min_bid_jpy)!)));
      if (str(d.end_time)) facts.push(t.facts.endsAt(formatDateTimeSeconds(str(d.end_time))));
      break;
    case 'hold':
    case 'hold_resized':
    case 'released':
    case 'captured': {
      const amount = event.kind === 'hold_resized' ? num(d.hold_vnd) : (num(d.amount_vnd) ?? num(d.hold_vnd));
      if (amount !== null) facts.push(t.facts.amount(formatVnd(amount)));
      if (from !== null && max !== null) facts.push(t.facts.raised(formatJpy(from), formatJpy(max)));
      if (str(d.order_code)) facts.push(t.facts.order(str(d.order_code)!));
      break;
    }
    case 'scheduled':
      if (str(d.scheduled_at)) facts.push(t.facts.firesAt(formatDateTimeSeconds(str(d.scheduled_at))));
      if (num(d.lead_seconds) !== null) facts.push(t.facts.lead(num(d.lead_seconds)!));
      break;
    case 'rescheduled':
      if (str(d.fire_at)) facts.push(t.facts.firesAt(formatDateTimeSeconds(str(d.fire_at))));
      if (str(d.end_time)) facts.push(t.facts.extendedTo(formatDateTimeSeconds(str(d.end_time))));
      break;
    case 'raised':
      if (from !== null && max !== null) facts.push(t.facts.raised(formatJpy(from), formatJpy(max)));
      break;
    case 'extended': {
      const to = str(d.end_time) ?? str(d.to);
      if (to) facts.push(t.facts.extendedTo(formatDateTimeSeconds(to)));
      break;
    }
    case 'answer':
      if (num(d.bid_count) !== null) facts.push(t.facts.bids(num(d.bid_count)!));
      if (str(d.end_time)) facts.push(t.facts.endsAt(formatDateTimeSeconds(str(d.end_time))));
      break;
    case 'won':
    case 'lost':
    case 'cancelled':
    case 'failed':
      if (num(d.released_vnd)) facts.push(t.facts.released(formatVnd(num(d.released_vnd)!)));
      break;
    case 'order':
      if (str(d.order_code)) facts.push(t.facts.order(str(d.order_code)!));
      if (num(d.paid_vnd) !== null) facts.push(t.facts.paid(formatVnd(num(d.paid_vnd)!)));
      if (num(d.released_vnd)) facts.push(t.facts.released(formatVnd(num(d.released_vnd)!)));
      break;
    case 'payment_short':
      if (num(d.missing_vnd) !== null) facts.push(t.facts.missing(formatVnd(num(d.missing_vnd)!)));
      if (str(d.order_code)) facts.push(t.facts.order(str(d.order_code)!));
      break;
    case 'last_minute':
      if (str(d.end_time)) facts.push(t.facts.endsAt(formatDateTimeSeconds(str(d.end_time))));
      break;
    default:
      if (str(d.reason)) facts.push(str(d.reason)!);
  }
  if (str(d.note) && event.kind !== 'status') facts.push(str(d.note)!);
  return facts;
}

/**
 * The transparent bid log: every step of one bid (scheduled, sent, the marketplace's answer with its
 * latency and the price after, extensions, holds, the outcome), oldest first, in Vietnam's time.
 */
export function BidLog({ events, id }: { events: BidEventDto[]; id?: string }) {
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (ordered.length === 0) return <p className="muted">{t.empty}</p>;
  return (
    <ol className="bid-log" id={id} aria-label={t.title} data-testid="bid-log">
      {ordered.map((event) => {
        const facts = eventFacts(event);
        return (
          <li key={event.id} className={`bid-log__event bid-log__event--${event.kind}`} data-kind={event.kind}>
            <time className="bid-log__time" dateTime={event.at}>
              {formatDateTimeSeconds(event.at)}
            </time>
            <div className="bid-log__body">
              <p className="bid-log__label">{event.label}</p>
              {(event.latency_ms !== null || event.price_jpy !== null || facts.length > 0) && (
                <p className="bid-log__facts muted">
                  {[
                    ...facts,
                    ...(event.latency_ms !== null ? [t.latency(formatMs(event.latency_ms))] : []),
                    ...(event.price_jpy !== null ? [t.priceAfter(formatJpy(event.price_jpy))] : []),
                  ].join(' · ')}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
