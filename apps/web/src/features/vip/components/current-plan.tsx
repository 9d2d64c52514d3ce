import { useState } from 'react';
import { errorMessages, vipWebText } from '@kaimono/i18n';
import { ApiError } from '@/shared/api/http';
import { formatDate } from '@/shared/lib/format-date';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Icon } from '@/shared/ui/icons';
import { useToast } from '@/shared/ui/toast';
import type { CurrentVip } from '../api/vip-api';
import { useCancelVip, useResumeRenewal } from '../hooks/use-vip';

const t = vipWebText.current;

/** The server's message when it answered; the spec's message when no answer came (spec §7, §8). */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 ? error.message : fallback;
}

/** The customer's level, its period end, and the auto-renewal switch (cancel with a confirm, turn back on). */
export function CurrentPlan({ current }: { current: CurrentVip }) {
  const subscription = current.subscription;
  const cancel = useCancelVip();
  const resume = useResumeRenewal();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const periodEnd = formatDate(current.period_end);

  const confirmCancel = () =>
    cancel.mutate(subscription?.code, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failure) => toast.error(failureText(failure, errorMessages.VIP_CANCEL_FAILED)),
      onSettled: () => setConfirming(false),
    });

  return (
    <section className="card vip-current" aria-labelledby="vip-current-title" data-testid="vip-current">
      <div className="vip-current__head">
        <span className="vip-current__icon" aria-hidden="true">
          <Icon name="crown" size={28} />
        </span>
        <div>
          <h2 id="vip-current-title" className="vip-current__title">
            {t.title}
          </h2>
          <p className="vip-current__level" data-testid="vip-current-level">
            {current.level.name}
          </p>
          {current.period_end ? <p className="vip-current__until">{t.until(periodEnd)}</p> : <p className="muted vip-current__until">{t.standardNote}</p>}
        </div>
      </div>
      {subscription && (
        <dl className="vip-current__facts">
          <div>
            <dt>{t.code}</dt>
            <dd>
              <code>{subscription.code}</code>
            </dd>
          </div>
          <div>
            <dt>{t.autoRenew}</dt>
            <dd data-testid="vip-auto-renew">{subscription.auto_renew ? t.autoRenewOn : t.autoRenewOff(periodEnd)}</dd>
          </div>
        </dl>
      )}
      {subscription && (subscription.can_cancel || subscription.can_activate_renewal) && (
        <div className="vip-current__actions">
          {subscription.can_cancel && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t.cancelRenewal}
            </Button>
          )}
          {subscription.can_activate_renewal && (
            <Button
              variant="primary"
              loading={resume.isPending}
              onClick={() =>
                resume.mutate(subscription.code, {
                  onSuccess: (answer) => toast.success(answer.message),
                  onError: (failure) => toast.error(failureText(failure, errorMessages.INTERNAL_ERROR)),
                })
              }
            >
              {t.resumeRenewal}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!cancel.isPending) setConfirming(open);
        }}
        title={t.cancelTitle}
        description={t.cancelBody(current.level.name, periodEnd)}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.keep}
        destructive
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </section>
  );
}
