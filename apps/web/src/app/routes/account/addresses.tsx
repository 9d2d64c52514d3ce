import { accountText, addressText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { AddressBook } from '@/features/address';
import { useSession } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/use-page-meta';

/** /account/addresses: the customer's delivery addresses (2025 units). */
export default function AddressesRoute() {
  usePageMeta(accountText.sections.addresses.title, addressText.pageLead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={addressText.pageTitle} lead={addressText.pageLead}>
      <AddressBook defaults={{ receiver_name: user.full_name, phone: user.phone ?? '' }} />
    </AccountShell>
  );
}
