import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { biddingAdminText, biddingText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { cx } from '@/shared/lib/cx';
import { formatJpy } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { MoneyText } from '@/shared/ui/money-text';
import { RadioGroup } from '@/shared/ui/radio-group';
import { StaffList, type StaffListColumn } from '@/shared/ui/staff-list';
import { useToast } from '@/shared/ui/toast';
import { ProductTitle } from '@/shared/ui/product-title';
import { ADMIN_BID_QUEUE_REFRESH_MS, type AdminBidQueueItem, type AdminBidReportBody, type AdminBidScope } from '../api/admin-bids-api';
import { useAdminBidActions, useAdminBidQueue } from '../hooks/use-admin-bids';
import { bidActions } from '../lib/admin-bid-actions';
import { useNow } from '../lib/countdown';
import { formatDateTimeSeconds } from '../lib/format';
import { CountdownText } from './countdown-text';
import './bidding.css';
import './admin-bid-queue.css';

const t = biddingAdminText;

/** A whole number of yen from a text box ("12.000", "12000"), null when it is not one. */
function yenOf(text: string): number | null {
  const digits = text.replace(/[.,\s]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const n = Number(digits);
  return n >= 1 ? n : null;
}

function ReportForm({ bid, busy, onSubmit, onCancel }: { bid: AdminBidQueueItem; busy: boolean; onSubmit: (body: AdminBidReportBody) => void; onCancel: () => void }) {
  const [result, setResult] = useState<'accepted' | 'rejected'>('accepted');
  const [highest, setHighest] = useState(true);
  const [price, setPrice] = useState('');
  const [endTime, setEndTime] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ price?: string; endTime?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    const body: AdminBidReportBody = { result };
    if (result === 'accepted') {
      body.is_highest = highest;
      if (price.trim()) {
        const yen = yenOf(price);
        if (yen === null) next.price = t.errors.priceRequired;
        else body.current_price_jpy = yen;
      }
      if (endTime) {
        const at = new Date(endTime);
        if (Number.isNaN(at.getTime())) next.endTime = t.errors.endTimeInvalid;
        else body.end_time = at.toISOString();
      }
    } else if (reason.trim()) {
      body.reason = reason.trim();
    }
    if (note.trim()) body.note = note.trim();
    setErrors(next);
    if (Object.keys(next).length === 0) onSubmit(body);
  };

  return (
    <form className="bid-queue-form" onSubmit={submit} noValidate>
      <RadioGroup
        idPrefix={`report-${bid.id}`}
        label={t.reportResult}
        showLabel
        orientation="horizontal"
        value={result}
        onValueChange={setResult}
        options={[
          { value: 'accepted', label: t.reportAccepted },
          { value: 'rejected', label: t.reportRejected },
        ]}
      />
      {result === 'accepted' ? (
        <>
          <label className="bid-form__check">
            <input type="checkbox" checked={highest} onChange={(e) => setHighest(e.target.checked)} />
            <span>
              {t.isHighest}
              <span className="muted bid-queue-form__hint">{t.isHighestHint}</span>
            </span>
          </label>
          <Field label={t.currentPrice} optional error={errors.price}>
            {(control) => <Input {...control} inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} />}
          </Field>
          <Field label={t.endTime} optional error={errors.endTime}>
            {(control) => <Input {...control} type="datetime-local" step={1} value={endTime} onChange={(e) => setEndTime(e.target.value)} />}
          </Field>
        </>
      ) : (
        <>
          <Field label={t.reason} optional>
            {(control) => <Input {...control} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </Field>
          <p className="bid-queue-form__warning" role="note">
            <Icon name="alert" size={16} /> {t.rejectWarning}
          </p>
        </>
      )}
      <Field label={t.note} optional>
        {(control) => <Input {...control} maxLength={500} placeholder={t.notePlaceholder} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <div className="bid-queue-form__actions">
        <Button type="submit" loading={busy} variant={result === 'rejected' ? 'danger' : 'primary'}>
          {t.reportSubmit}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

function OutcomeForm({
  bid,
  busy,
  onSubmit,
  onCancel,
}: {
  bid: AdminBidQueueItem;
  busy: boolean;
  onSubmit: (body: { result: 'won' | 'lost'; final_price_jpy?: number; note?: string }) => void;
  onCancel: () => void;
}) {
  const [result, setResult] = useState<'won' | 'lost'>('won');
  const [price, setPrice] = useState(bid.current_price_jpy ? String(bid.current_price_jpy) : '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const max = formatJpy(bid.max_price_jpy);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const yen = price.trim() ? yenOf(price) : null;
    if (result === 'won' && yen === null) return setError(t.errors.priceRequired);
    if (result === 'lost' && price.trim() && yen === null) return setError(t.errors.priceRequired);
    if (result === 'won' && yen !== null && yen > bid.max_price_jpy) return setError(t.errors.priceAboveMax(max));
    setError(null);
    onSubmit({ result, ...(yen !== null ? { final_price_jpy: yen } : {}), ...(note.trim() ? { note: note.trim() } : {}) });
  };

  return (
    <form className="bid-queue-form" onSubmit={submit} noValidate>
      <RadioGroup
        idPrefix={`outcome-${bid.id}`}
        label={t.outcomeResult}
        showLabel
        orientation="horizontal"
        value={result}
        onValueChange={(v) => {
          setResult(v);
          setError(null);
        }}
        options={[
          { value: 'won', label: t.outcomeWon },
          { value: 'lost', label: t.outcomeLost },
        ]}
      />
      <Field label={result === 'won' ? t.finalPrice : t.finalPriceLost} required={result === 'won'} optional={result === 'lost'} hint={result === 'won' ? t.finalPriceHint(max) : undefined} error={error}>
        {(control) => <Input {...control} inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} />}
      </Field>
      <Field label={t.note} optional>
        {(control) => <Input {...control} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <p className="bid-queue-form__warning" role="note">
        <Icon name="alert" size={16} /> {result === 'won' ? t.wonWarning : t.lostWarning}
      </p>
      <div className="bid-queue-form__actions">
        <Button type="submit" loading={busy}>
          {t.outcomeSubmit}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

function Customer({ bid }: { bid: AdminBidQueueItem }) {
  const c = bid.customer;
  return (
    <>
      <strong>{c.full_name ?? c.customer_no ?? c.id}</strong>
      {c.customer_no && <span className="bid-queue__sub">{c.customer_no}</span>}
      {c.phone && <span className="bid-queue__sub">{c.phone}</span>}
    </>
  );
}

function StaffCell({ bid, staffId }: { bid: AdminBidQueueItem; staffId: string | null }) {
  if (!bid.staff_taken_at) return <span className="muted">{t.notTaken}</span>;
  const who = bid.staff_id && bid.staff_id === staffId ? t.takenByYou : bid.staff_name ? t.takenBy(bid.staff_name) : t.takenByOther;
  return (
    <>
      <strong>{who}</strong>
      <span className="bid-queue__sub">{formatDateTimeSeconds(bid.staff_taken_at)}</span>
    </>
  );
}

type Pending = { kind: 'take' | 'report' | 'outcome'; bid: AdminBidQueueItem } | null;

/**
 * /admin/bids: the live placer's staff queue. Staff take a bid, place it on the marketplace with
 * the buying account, report the site's answer, and after the end report the outcome. The list
 * refreshes itself every 15 s.
 */
export default function AdminBidQueue({ staffId }: { staffId: string | null }) {
  const [scope, setScope] = useState<AdminBidScope>('queue');
  const queue = useAdminBidQueue(scope);
  const actions = useAdminBidActions();
  const toast = useToast();
  const now = useNow();
  const [pending, setPending] = useState<Pending>(null);

  const close = () => setPending(null);
  const done = (message: string | undefined, fallback: string) => {
    toast.success(message || fallback);
    close();
  };
  const failed = (error: unknown) => toast.error(t.actionFailed, errorText(error));

  const onTake = () => {
    if (pending?.kind !== 'take') return;
    actions.take.mutate(pending.bid.id, {
      onSuccess: (answer) => done(answer.message, t.taken),
      onError: (error) => {
        failed(error);
        close();
      },
    });
  };

  const columns: ReadonlyArray<StaffListColumn<AdminBidQueueItem>> = [
    {
      key: 'item',
      header: t.columns.item,
      label: false,
      rowHeader: true,
      cell: (bid) => (
        <>
          <span className="bid-queue__site">{t.site[bid.site] ?? bid.site}</span>
          <Link to={bid.path} className="bid-queue__title">
            <ProductTitle original={bid.title || bid.code} vietnamese={bid.title_vi} />
          </Link>
          <code className="bid-queue__sub">{bid.code}</code>
          {bid.ship_mode && <span className="bid-queue__sub">{t.shipMode(bid.ship_mode)}</span>}
          {bid.services_extra.length > 0 && <span className="bid-queue__sub">{t.extras(bid.services_extra.join(', '))}</span>}
        </>
      ),
    },
    { key: 'customer', header: t.columns.customer, label: false, cell: (bid) => <Customer bid={bid} /> },
    { key: 'max', header: t.columns.maxPrice, label: false, className: 'bid-queue__num', cell: (bid) => <MoneyText amount={bid.max_price_jpy} currency="JPY" /> },
    {
      key: 'current',
      header: t.columns.currentPrice,
      label: false,
      className: 'bid-queue__num',
      cell: (bid) => (bid.current_price_jpy !== null ? <MoneyText amount={bid.current_price_jpy} currency="JPY" /> : <span className="muted">{t.noPrice}</span>),
    },
    {
      key: 'end',
      header: t.columns.endTime,
      label: false,
      cell: (bid) =>
        bid.end_time ? (
          <>
            <span className="bid-queue__end">{formatDateTimeSeconds(bid.end_time)}</span>
            <CountdownText at={bid.end_time} ended={t.ended} className={cx('bid-queue__countdown', bidActions(bid, staffId, now).ended && 'bid-queue__countdown--ended')} testId="bid-queue-countdown" />
          </>
        ) : (
          <span className="muted">{t.noEndTime}</span>
        ),
    },
    { key: 'mode', header: t.columns.mode, label: false, cell: (bid) => <span className={cx('bid-queue__mode', bid.mode === 'snipe' && 'bid-queue__mode--snipe')}>{bid.mode === 'snipe' ? t.snipe : t.now}</span> },
    { key: 'status', header: t.columns.status, label: false, cell: (bid) => <span className={cx('bid-status', `bid-status--${bid.status}`)}>{biddingText.statuses[bid.status] ?? bid.status_label}</span> },
    { key: 'staff', header: t.columns.staff, label: false, cell: (bid) => <StaffCell bid={bid} staffId={staffId} /> },
    {
      key: 'actions',
      header: t.columns.actions,
      label: false,
      cell: (bid) => {
        const can = bidActions(bid, staffId, now);
        return (
          <div className="bid-queue__actions">
            {can.take && (
              <Button size="sm" aria-label={t.takeLabel(bid.code)} onClick={() => setPending({ kind: 'take', bid })}>
                {t.take}
              </Button>
            )}
            {can.report && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t.reportLabel(bid.code)}
                onClick={() => {
                  actions.report.reset();
                  setPending({ kind: 'report', bid });
                }}
              >
                {t.report}
              </Button>
            )}
            {can.outcome && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t.outcomeLabel(bid.code)}
                onClick={() => {
                  actions.outcome.reset();
                  setPending({ kind: 'outcome', bid });
                }}
              >
                {t.outcome}
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <div className="bid-queue">
      <StaffList
        query={queue}
        rows={(bids) => bids}
        rowKey={(bid) => bid.id}
        rowProps={() => ({ 'data-testid': 'bid-queue-row' })}
        columns={columns}
        count={(bids) => t.count(bids.length)}
        table={{ wrapClassName: 'bid-queue__wrap', className: 'bid-queue__table', label: t.tableLabel }}
        toolbar={
          <div className="bid-queue__toolbar">
            <div role="group" aria-label={t.scopeLabel} className="bid-queue__scopes">
              {(['queue', 'open'] as const).map((s) => (
                <Button key={s} size="sm" variant={scope === s ? 'primary' : 'secondary'} aria-pressed={scope === s} onClick={() => setScope(s)}>
                  {t.scopes[s]}
                </Button>
              ))}
            </div>
            <p className="muted bid-queue__refresh">{t.autoRefresh(ADMIN_BID_QUEUE_REFRESH_MS / 1000)}</p>
            <Button size="sm" variant="ghost" loading={queue.isFetching && !queue.isPending} onClick={() => void queue.refetch()}>
              {t.refresh}
            </Button>
          </div>
        }
        empty={<EmptyState title={t.empty[scope]} description={t.emptyBody} icon="gavel" />}
      />

      <ConfirmDialog
        open={pending?.kind === 'take'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={t.takeTitle}
        description={pending?.kind === 'take' ? t.takeBody(pending.bid.code, formatJpy(pending.bid.max_price_jpy)) : ''}
        confirmLabel={t.takeConfirm}
        busy={actions.take.isPending}
        onConfirm={onTake}
      />

      <Dialog
        open={pending?.kind === 'report'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={pending ? t.reportTitle(pending.bid.code) : t.report}
      >
        {pending?.kind === 'report' && (
          <ReportForm
            key={pending.bid.id}
            bid={pending.bid}
            busy={actions.report.isPending}
            onCancel={close}
            onSubmit={(body) =>
              actions.report.mutate({ id: pending.bid.id, body }, { onSuccess: (answer) => done(answer.message, t.reported), onError: failed })
            }
          />
        )}
      </Dialog>

      <Dialog
        open={pending?.kind === 'outcome'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={pending ? t.outcomeTitle(pending.bid.code) : t.outcome}
      >
        {pending?.kind === 'outcome' && (
          <OutcomeForm
            key={pending.bid.id}
            bid={pending.bid}
            busy={actions.outcome.isPending}
            onCancel={close}
            onSubmit={(body) =>
              actions.outcome.mutate({ id: pending.bid.id, body }, { onSuccess: (answer) => done(answer.message, t.outcomeRecorded), onError: failed })
            }
          />
        )}
      </Dialog>
    </div>
  );
}
