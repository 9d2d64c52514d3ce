import { Suspense, useState } from 'react';
import { walletWebText } from '@kaimono/i18n';
import { TopUpDialog, useBalances } from '@/features/wallet';
import { formatVnd } from '@/shared/lib/money';
import { suggestedTopUpVnd, type RenderTopUp, type TopUpRequest } from '@/shared/lib/top-up';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';

/**
 * "Nạp … vào ví" beside a payment: the wallet's one top-up dialog, pre-filled with the shortfall
 * (what the payment needs minus the live available balance, rounded up to 1.000 ₫). The button
 * shows while something is missing; an opened dialog stays open when the money arrives, says
 * "Đã nhận … ₫" and offers to pay (`onPay`).
 */
export function TopUpButton({ dueVnd, onPay, payLabel }: TopUpRequest) {
  const balances = useBalances();
  const [open, setOpen] = useState(false);
  const [prefill, setPrefill] = useState<number | null>(null);
  const available = balances.data?.available_vnd;
  const shortfall = available === undefined ? 0 : Math.max(0, dueVnd - available);
  const amount = suggestedTopUpVnd(shortfall);
  return (
    <>
      {shortfall > 0 && (
        <Button
          leadingIcon={<Icon name="wallet" size={18} />}
          data-testid="top-up-button"
          onClick={() => {
            setPrefill(amount);
            setOpen(true);
          }}
        >
          {walletWebText.topUp.openButton(formatVnd(amount))}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <TopUpDialog open={open} onOpenChange={setOpen} initialAmountVnd={prefill} dueVnd={dueVnd} {...(onPay ? { onPay } : {})} {...(payLabel ? { payLabel } : {})} />
        </Suspense>
      )}
    </>
  );
}

export const renderTopUp: RenderTopUp = (request) => <TopUpButton {...request} />;
