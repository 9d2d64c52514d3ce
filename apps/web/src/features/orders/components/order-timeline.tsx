import { ordersWebText } from '@kaimono/i18n';
import { formatDate, formatDateTime } from '@/shared/lib/format-date';
import type { OrderDto, OrderTimelineEntry } from '../api/orders-api';

const t = ordersWebText.timeline;

/** Every step the order went through, oldest first, with who moved it and any note. */
export function OrderTimeline({ entries, actors = t.actors }: { entries: OrderTimelineEntry[]; actors?: Record<string, string> }) {
  return (
    <section className="order-card card" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title" className="order-card__title">
        {t.title}
      </h2>
      {entries.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <ol className="order-timeline" aria-label={t.label}>
          {entries.map((entry, i) => (
            <li
              key={`${entry.status}-${entry.at}-${i}`}
              className={i === entries.length - 1 ? 'order-timeline__step order-timeline__step--current' : 'order-timeline__step'}
              data-testid="order-timeline-step"
              data-status={entry.status}
              aria-current={i === entries.length - 1 ? 'step' : undefined}
            >
              <span className="order-timeline__dot" aria-hidden="true" />
              <div className="order-timeline__body">
                <strong className="order-timeline__label">{entry.label || ordersWebText.statuses[entry.status] || entry.status}</strong>
                <span className="order-timeline__meta">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  {entry.actor && actors[entry.actor] ? ` · ${actors[entry.actor]}` : ''}
                </span>
                {entry.note ? <p className="order-timeline__note">{entry.note}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The normal path of an order as a progress bar: done steps, the current one, those to come. */
export function OrderTracking({ steps }: { steps: NonNullable<OrderDto['tracking']> }) {
  if (steps.length === 0) return null;
  return (
    <ol className="order-tracking" aria-label={t.trackingLabel}>
      {steps.map((step) => (
        <li
          key={step.status}
          className={step.current ? 'order-tracking__step order-tracking__step--current' : step.done ? 'order-tracking__step order-tracking__step--done' : 'order-tracking__step'}
          aria-current={step.current ? 'step' : undefined}
          data-testid="order-tracking-step"
          data-done={step.done}
        >
          <span className="order-tracking__dot" aria-hidden="true" />
          <span className="order-tracking__label">{step.label}</span>
          {step.at ? <time className="order-tracking__at" dateTime={step.at}>{formatDate(step.at)}</time> : null}
        </li>
      ))}
    </ol>
  );
}
