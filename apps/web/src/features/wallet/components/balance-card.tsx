import { Link } from 'react-router';
import { commonText, walletWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { Button, buttonClass } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import type { WalletBalances } from '../api/balances-api';
import { vndText } from '../lib/money';

const t = walletWebText.balances;

export interface BalanceCardProps {
  balances: WalletBalances | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  onTopUp: () => void;
  /** Preloads the top-up dialog when the pointer or focus comes near the button. */
  onTopUpIntent?: () => void;
  onWithdraw: () => void;
}

function Figure({ id, label, hint, amount, pending, strong }: { id: string; label: string; hint: string; amount: number | undefined; pending: boolean; strong?: boolean }) {
  return (
    <div className={strong ? 'wallet-balance wallet-balance--strong' : 'wallet-balance'}>
      <dt id={id}>{label}</dt>
      <dd aria-labelledby={id} data-testid={`balance-${id.replace('wallet-balance-', '')}`}>
        {pending ? <Skeleton width={140} height={28} /> : amount === undefined ? '—' : vndText(amount)}
      </dd>
      <dd className="wallet-balance__hint">{hint}</dd>
    </div>
  );
}

/** Total, held and available balances with the "Nạp tiền" button. */
export function BalanceCard({ balances, pending, error, onRetry, onTopUp, onTopUpIntent, onWithdraw }: BalanceCardProps) {
  return (
    <section className="card wallet-balances" aria-labelledby="wallet-balances-title">
      <h2 id="wallet-balances-title" className="sr-only">
        {t.label}
      </h2>
      {error && !balances ? (
        <div className="form-error" role="alert">
          <Icon name="alert" />
          <span>
            {t.loadFailed} {errorText(error)}
          </span>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {commonText.retry}
          </Button>
        </div>
      ) : (
        <dl className="wallet-balances__figures">
          <Figure id="wallet-balance-available" label={t.available} hint={t.availableHint} amount={balances?.available_vnd} pending={pending} strong />
          <Figure id="wallet-balance-held" label={t.held} hint={t.heldHint} amount={balances?.held_vnd} pending={pending} />
          <Figure id="wallet-balance-total" label={t.total} hint={t.totalHint} amount={balances?.balance_vnd} pending={pending} />
        </dl>
      )}
      <div className="wallet-balances__actions">
        <Button leadingIcon={<Icon name="plus" size={18} />} onClick={onTopUp} onPointerEnter={onTopUpIntent} onFocus={onTopUpIntent}>
          {t.topUp}
        </Button>
        <Button variant="secondary" leadingIcon={<Icon name="arrowUp" size={18} />} onClick={onWithdraw}>
          {t.withdraw}
        </Button>
        <Link to={paths.account.walletCards} className={buttonClass('ghost')}>
          <Icon name="creditCard" size={18} />
          {t.cards}
        </Link>
      </div>
    </section>
  );
}
