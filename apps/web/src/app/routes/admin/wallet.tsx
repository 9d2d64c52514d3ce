import { walletAdminText } from '@kaimono/i18n';
import { AdminWalletView } from '@/features/wallet';
import { AdminPage } from './admin-page';

/** /admin/wallet: unmatched transfers, withdrawals, the exchange rate, adjustments, the ledger report. */
export default function AdminWalletRoute() {
  return (
    <AdminPage title={walletAdminText.title} lead={walletAdminText.lead}>
      <AdminWalletView />
    </AdminPage>
  );
}
