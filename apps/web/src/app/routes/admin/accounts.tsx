import { adminText } from '@kaimono/i18n';
import { AdminAccounts } from '@/features/staff';
import { AdminPage } from './admin-page';

/** /admin/accounts: the owner's accounts from the ledger (issue 16). */
export default function AdminAccountsRoute() {
  return (
    <AdminPage title={adminText.sections.accounts.title} lead={adminText.sections.accounts.lead}>
      <AdminAccounts />
    </AdminPage>
  );
}
