import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { walletWebText } from '@kaimono/i18n';
import { Tabs } from '@/shared/ui/tabs';
import { useBalances } from '../hooks/use-balances';
import { useRefreshOnBalanceChange } from '../hooks/use-refresh-on-balance-change';
import { BalanceCard } from './balance-card';
import { HistoryPanel } from './history-panel';
import { TransfersPanel } from './transfers-panel';
import { WithdrawalsPanel } from './withdrawals-panel';
import './wallet.css';

// The dialog (and the number-to-words library it carries) is downloaded when first wanted.
const loadTopUpDialog = () => import('./top-up-dialog');
const TopUpDialog = lazy(loadTopUpDialog);

const tabs = ['history', 'transfers', 'withdrawals'] as const;
type WalletTab = (typeof tabs)[number];

/** /account/wallet: balances, the top-up dialog, the ledger history, transfers and withdrawals. */
export default function WalletView() {
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: WalletTab = tabParam && (tabs as readonly string[]).includes(tabParam) ? (tabParam as WalletTab) : 'history';
  const balances = useBalances();
  const [topUpOpen, setTopUpOpen] = useState(false);
  useRefreshOnBalanceChange(balances.data?.balance_vnd, balances.data?.held_vnd);

  const showTab = (value: string) => {
    const next = new URLSearchParams(search);
    if (value === 'history') next.delete('tab');
    else next.set('tab', value);
    next.delete('page');
    setSearch(next, { replace: true });
  };

  return (
    <div className="wallet stack">
      <BalanceCard
        balances={balances.data}
        pending={balances.isPending}
        error={balances.error}
        onRetry={() => void balances.refetch()}
        onTopUp={() => setTopUpOpen(true)}
        onTopUpIntent={() => void loadTopUpDialog()}
        onWithdraw={() => showTab('withdrawals')}
      />
      <Tabs
        label={walletWebText.tabs.label}
        value={tab}
        onValueChange={showTab}
        items={[
          { value: 'history', label: walletWebText.tabs.history, content: <HistoryPanel /> },
          { value: 'transfers', label: walletWebText.tabs.transfers, content: <TransfersPanel /> },
          { value: 'withdrawals', label: walletWebText.tabs.withdrawals, content: <WithdrawalsPanel availableVnd={balances.data?.available_vnd} /> },
        ]}
      />
      {topUpOpen && (
        <Suspense fallback={null}>
          <TopUpDialog open={topUpOpen} onOpenChange={setTopUpOpen} />
        </Suspense>
      )}
    </div>
  );
}
