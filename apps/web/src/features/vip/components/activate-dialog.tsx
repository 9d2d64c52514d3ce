import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessages, uiKitText, vipWebText } from '@kaimono/i18n';
import { ApiError } from '@/shared/api/http';
import type { RenderTopUp } from '@/shared/lib/top-up';
import { paths } from '@/shared/config/paths';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icons';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import type { VipLevelDto } from '../api/vip-api';
import { useActivateVip, useWalletBalance } from '../hooks/use-vip';
import { newRequestId, totalPriceVnd, VIP_MONTH_OPTIONS, vndText, type VipMonths } from '../lib/vip-format';
import { failureText } from './current-plan';

const t = vipWebText.dialog;

export interface ActivateDialogProps {
  level: VipLevelDto;
  upgrade: boolean;
  onClose: () => void;
  /** After a successful payment (the route refreshes the wallet's balance elsewhere on the page). */
  onPaid?: () => void;
  /** The wallet's top-up control (composed in src/app); without it, a link to the wallet page. */
  renderTopUp?: RenderTopUp | undefined;
}

/**
 * Activate or upgrade one level: months, total, the wallet's available balance, auto-renewal.
 * Mounted once per opening, so its request_id is made once per opening: a double click or a retry
 * after a lost answer repeats the same request and the server never charges twice.
 */
export function ActivateDialog({ level, upgrade, onClose, onPaid, renderTopUp }: ActivateDialogProps) {
  const [months, setMonths] = useState<VipMonths>(1);
  const [autoRenew, setAutoRenew] = useState(true);
  const [requestId] = useState(newRequestId);
  const formId = useId();
  const balance = useWalletBalance(true);
  const activate = useActivateVip();
  const toast = useToast();

  const total = totalPriceVnd(level.price_vnd, months);
  const available = balance.data?.available_vnd;
  // An upgrade deducts the old period's unused value, which only the server knows exactly.
  const looksShort = !upgrade && available !== undefined && available < total;
  const failure = activate.error;
  const insufficient = failure instanceof ApiError && failure.code === 'WALLET_INSUFFICIENT_BALANCE';
  // No answer (network) or a server fault: the payment may have happened; the same id is safe to resend.
  const unknownOutcome = failure instanceof ApiError && (failure.status === 0 || failure.status >= 500);

  // Set at once, before React re-renders the disabled button: a fast double click sends one request.
  const sending = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    activate.mutate(
      { level: level.code, months, request_id: requestId, auto_renew: autoRenew },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onPaid?.();
          onClose();
        },
        // A refused payment may leave the balance stale in the dialog.
        onError: () => void balance.refetch(),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !activate.isPending) onClose();
      }}
      title={upgrade ? t.upgradeTitle(level.name) : t.activateTitle(level.name)}
      description={t.description}
    >
      <form id={formId} className="vip-dialog" onSubmit={submit} aria-label={upgrade ? t.upgradeTitle(level.name) : t.activateTitle(level.name)}>
        <RadioGroup
          idPrefix="vip-months"
          label={t.months}
          showLabel
          orientation="horizontal"
          columns={2}
          value={String(months)}
          onValueChange={(value) => setMonths(Number(value) as VipMonths)}
          options={VIP_MONTH_OPTIONS.map((n) => ({ value: String(n), label: t.monthsOption(n), description: vndText(totalPriceVnd(level.price_vnd, n)) }))}
        />
        <dl className="vip-dialog__sums">
          <div>
            <dt>{t.pricePerMonth}</dt>
            <dd>{vndText(level.price_vnd)}</dd>
          </div>
          <div className="vip-dialog__total">
            <dt>{t.total}</dt>
            <dd data-testid="vip-total">{vndText(total)}</dd>
          </div>
          <div>
            <dt>{t.balance}</dt>
            <dd data-testid="vip-balance">{balance.isPending ? <Skeleton width={120} height={20} /> : available === undefined ? '—' : vndText(available)}</dd>
          </div>
        </dl>
        {upgrade && <p className="vip-dialog__note">{t.upgradeNote}</p>}
        {looksShort && !insufficient && (
          <p className="vip-dialog__warning">
            <Icon name="info" size={18} />
            <span>
              {t.balanceLow} {!renderTopUp && <Link to={paths.account.wallet}>{t.topUp}</Link>}
            </span>
          </p>
        )}
        {/* Rendered while a new level is being bought: an open top-up dialog stays open when the money arrives. */}
        {renderTopUp && !upgrade && renderTopUp({ dueVnd: total, onPay: () => (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit(), payLabel: t.submit(vndText(total)) })}
        <label className="vip-dialog__check">
          <input type="checkbox" checked={autoRenew} onChange={(e) => setAutoRenew(e.target.checked)} />
          <span>{t.autoRenew}</span>
        </label>
        {failure && (
          <div className="form-error" role="alert">
            <Icon name="alert" />
            <span>
              {failureText(failure, errorMessages.VIP_ACTIVATE_FAILED)}
              {insufficient && !(renderTopUp && !upgrade) && (
                <>
                  {' '}
                  <Link to={paths.account.wallet}>{t.topUp}</Link>
                </>
              )}
              {unknownOutcome && <span className="vip-dialog__retry">{t.retrySafe}</span>}
            </span>
          </div>
        )}
        <div className="vip-dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={activate.isPending}>
            {uiKitText.cancel}
          </Button>
          <Button type="submit" loading={activate.isPending}>
            {t.submit(vndText(total))}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
