import { Link } from 'react-router';
import { walletWebText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { Icon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { useBalances } from '../hooks/use-balances';
import { vndText } from '../lib/money';
import './header-balance.css';

/** The logged-in customer's available balance in the header, linking to the wallet (only rendered for customers). */
export function HeaderBalance() {
  const balances = useBalances();
  // A failed read hides the figure rather than showing a wrong one; the link stays.
  const amount = balances.data ? vndText(balances.data.available_vnd) : null;
  return (
    <Link
      to={paths.account.wallet}
      className="header-balance"
      aria-label={amount ? walletWebText.header.ariaLabel(amount) : walletWebText.header.label}
      title={amount ? walletWebText.header.ariaLabel(amount) : walletWebText.header.label}
      data-testid="header-balance"
    >
      <Icon name="wallet" size={20} />
      <span className="header-balance__text" aria-hidden="true">
        {balances.isPending ? <Skeleton width={72} height={14} /> : amount}
      </span>
    </Link>
  );
}
