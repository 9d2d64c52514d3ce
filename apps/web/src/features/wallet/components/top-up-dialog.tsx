import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { commonText, walletWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { cx } from '@/shared/lib/cx';
import { formatDateTime } from '@/shared/lib/format-date';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { walletKeys } from '../api/query-keys';
import { getTopup, type TopupInfo } from '../api/topup-api';
import { useBalances } from '../hooks/use-balances';
import { formatAmountInput } from '../lib/amount-input';
import { amountInWords } from '../lib/amount-words';
import { vndText } from '../lib/money';
import { svgDataUrl } from '../lib/svg-image';
import { AmountInput } from './amount-input';
import { CopyButton } from './copy-button';
import './top-up-dialog.css';

const t = walletWebText.topUp;

/** Quick amounts of the dialog (đồng). */
export const QUICK_AMOUNTS = [500_000, 1_000_000, 2_000_000, 5_000_000] as const;
/** The QR is rebuilt once typing has paused this long. */
const QR_DEBOUNCE_MS = 500;
/** The balance is re-read this often while the dialog is open, so the credit shows up. */
const BALANCE_POLL_MS = 10_000;

function Row({ label, value, copy, testId, emphasis }: { label: string; value: string; copy?: string; testId?: string; emphasis?: boolean }) {
  return (
    <div className={cx('topup-row', emphasis && 'topup-row--emphasis')}>
      <dt>{label}</dt>
      <dd>
        <span className="topup-row__value" data-testid={testId}>
          {value}
        </span>
        {copy !== undefined && <CopyButton value={copy} what={label} />}
      </dd>
    </div>
  );
}

function Details({ info, amountVnd }: { info: TopupInfo; amountVnd: number | null }) {
  const bank = info.account.bank ? `${info.account.bank.vn_name} (${info.account.bank.short_name})` : info.account.bin;
  return (
    <dl className="topup-details">
      <Row label={t.bank} value={bank} />
      <Row label={t.accountNo} value={info.account.account_no} copy={info.account.account_no} />
      <Row label={t.accountName} value={info.account.account_name} copy={info.account.account_name} />
      {amountVnd !== null && amountVnd > 0 && <Row label={t.transferAmount} value={vndText(amountVnd)} copy={String(amountVnd)} />}
      <Row label={t.content} value={info.transfer_content} copy={info.transfer_content} testId="topup-content" emphasis />
      <p className="topup-details__hint">{t.contentHint}</p>
    </dl>
  );
}

export interface TopUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The amount to pre-fill (đồng): the shortfall of the payment it was opened from. */
  initialAmountVnd?: number | null;
  /** Opened from a payment: what it needs from the wallet (đồng), to say what is still missing. */
  dueVnd?: number;
  /** Opened from a payment: once money arrived, "Thanh toán" closes the dialog and runs this. */
  onPay?: () => void;
  payLabel?: string;
}

/**
 * The wallet top-up dialog (spec §2): amount (optional, grouped, in words), the receiving account,
 * the transfer content (QA… with an amount, QR… without) and the VietQR, each copyable; the
 * balance is re-read every 10 s so the customer sees the money arrive.
 */
export default function TopUpDialog({ open, onOpenChange, initialAmountVnd = null, dueVnd, onPay, payLabel }: TopUpDialogProps) {
  const [amount, setAmount] = useState<number | null>(initialAmountVnd !== null && initialAmountVnd > 0 ? initialAmountVnd : null);
  const debounced = useDebouncedValue(amount, QR_DEBOUNCE_MS);
  // 0 means "no amount" (spec: minimum 0): the static QR and QR… content.
  const requested = debounced !== null && debounced > 0 ? debounced : null;
  const info = useQuery({
    queryKey: walletKeys.topup(requested),
    queryFn: ({ signal }) => getTopup(requested, signal),
    placeholderData: (previous) => previous,
    staleTime: 5 * 60_000,
  });
  const balances = useBalances({ pollMs: BALANCE_POLL_MS });
  const [baseline, setBaseline] = useState<number | null>(null);
  if (baseline === null && balances.data) setBaseline(balances.data.balance_vnd);
  const received = baseline !== null && balances.data ? balances.data.balance_vnd - baseline : 0;
  const stillShortVnd = dueVnd !== undefined && balances.data ? Math.max(0, dueVnd - balances.data.available_vnd) : 0;
  const shownAmount = info.data && info.data.amount_vnd > 0 ? info.data.amount_vnd : null;
  const stale = info.isFetching && info.isPlaceholderData;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description}
      size="lg"
      footer={
        <DialogClose asChild>
          <Button variant="secondary">{t.done}</Button>
        </DialogClose>
      }
    >
      <div className="topup">
        {received > 0 && balances.data && (
          <div className="topup__received" role="status" data-testid="topup-received">
            <Icon name="check" />
            <div className="topup__received-body">
              <p>{t.received(vndText(received), vndText(balances.data.available_vnd))}</p>
              {stillShortVnd > 0 && <p className="muted">{t.stillShort(vndText(stillShortVnd))}</p>}
              {onPay && stillShortVnd === 0 && (
                <div className="topup__received-actions">
                  <Button
                    onClick={() => {
                      onOpenChange(false);
                      onPay();
                    }}
                  >
                    {payLabel ?? t.pay}
                  </Button>
                </div>
              )}
            </div>
          </div>
        )}
        {received <= 0 && initialAmountVnd !== null && initialAmountVnd > 0 && dueVnd !== undefined && (
          <p className="notice" role="note" data-testid="topup-shortfall">
            <Icon name="info" />
            <span>{t.shortfall(vndText(Math.max(0, dueVnd - (balances.data?.available_vnd ?? 0))))}</span>
          </p>
        )}
        <div className="topup__amount">
          <Field label={t.amount} optional hint={t.amountHint}>
            {(control) => <AmountInput {...control} name="amount_vnd" value={amount} onValueChange={setAmount} placeholder="0" />}
          </Field>
          {amount !== null && (
            <p className="topup__words" data-testid="topup-words">
              <span className="sr-only">{t.words}: </span>
              {amountInWords(amount)}
            </p>
          )}
          <div className="topup__chips" role="group" aria-label={t.quickLabel}>
            {QUICK_AMOUNTS.map((quick) => (
              <button key={quick} type="button" className="topup__chip" aria-pressed={amount === quick} onClick={() => setAmount(quick)} aria-label={t.quick(formatAmountInput(quick))}>
                {formatAmountInput(quick)}
              </button>
            ))}
          </div>
        </div>

        {info.isPending ? (
          <div className="topup__body" role="status" aria-busy="true">
            <span className="sr-only">{t.qrLoading}</span>
            <Skeleton height={220} radius={10} />
            <Skeleton width={200} height={200} radius={10} />
          </div>
        ) : info.isError && !info.data ? (
          <div className="form-error" role="alert">
            <Icon name="alert" />
            <span>
              {t.qrFailed} {errorText(info.error)}
            </span>
            <Button size="sm" variant="secondary" onClick={() => void info.refetch()}>
              {commonText.retry}
            </Button>
          </div>
        ) : (
          <div className={cx('topup__body', stale && 'topup__body--stale')} aria-busy={stale || undefined}>
            <Details info={info.data} amountVnd={shownAmount} />
            <figure className="topup__qr">
              <img src={svgDataUrl(info.data.qr.svg)} alt={t.qrAlt(info.data.transfer_content)} width={200} height={200} data-testid="topup-qr" />
              <figcaption>{t.qrHint}</figcaption>
            </figure>
          </div>
        )}

        <div className="notice topup__note" role="note">
          <Icon name="clock" />
          <div>
            <p>{info.data?.note || t.officeHours}</p>
            <p className="muted">{t.waiting}</p>
          </div>
        </div>

        {info.data && info.data.recent.length > 0 && (
          <section className="topup__recent" aria-labelledby="topup-recent-title">
            <h3 id="topup-recent-title">{t.recentTitle}</h3>
            <ul>
              {info.data.recent.map((item) => (
                <li key={item.id}>
                  <span>{formatDateTime(item.created_at)}</span>
                  <strong>{vndText(item.amount_vnd)}</strong>
                  <span className="muted">{item.status_name ?? item.status}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Dialog>
  );
}
