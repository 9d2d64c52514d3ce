import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { walletAdminText } from '@kaimono/i18n';
import { Tabs } from '@/shared/ui/tabs';
import { AdminWalletAdjustments } from './admin-wallet-adjustments';
import { AdminWalletRate } from './admin-wallet-rate';
import { AdminWalletReport } from './admin-wallet-report';
import { AdminWalletTransfers } from './admin-wallet-transfers';
import { AdminWalletWithdrawals } from './admin-wallet-withdrawals';
import './admin-wallet.css';

const t = walletAdminText;

export const adminWalletTabs = ['transfers', 'withdrawals', 'rate', 'adjustments', 'report'] as const;
export type AdminWalletTab = (typeof adminWalletTabs)[number];

/** /admin/wallet: the staff money tools, one tab each; the tab lives in the URL (?tab=). */
export default function AdminWalletView() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('tab');
  const tab: AdminWalletTab = adminWalletTabs.includes(raw as AdminWalletTab) ? (raw as AdminWalletTab) : 'transfers';
  const panels: Record<AdminWalletTab, () => ReactNode> = {
    transfers: () => <AdminWalletTransfers />,
    withdrawals: () => <AdminWalletWithdrawals />,
    rate: () => <AdminWalletRate />,
    adjustments: () => <AdminWalletAdjustments />,
    report: () => <AdminWalletReport />,
  };
  return (
    <div className="admin-wallet">
      <Tabs
        label={t.tabsLabel}
        value={tab}
        // A tab's own filters (status, page) do not carry over to another tab.
        onValueChange={(next) => setSearch(next === 'transfers' ? {} : { tab: next })}
        items={adminWalletTabs.map((value) => ({ value, label: t.tabs[value], content: value === tab ? panels[value]() : null }))}
      />
    </div>
  );
}
