import { accountText, vouchersWebText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { VouchersView } from '@/features/vouchers';
import { usePageMeta } from '@/shared/lib/use-page-meta';

/** /account/vouchers: saved coupons, the public vouchers and saving a code. */
export default function VouchersRoute() {
  usePageMeta(accountText.sections.vouchers.title, vouchersWebText.lead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={vouchersWebText.title} lead={vouchersWebText.lead}>
      <VouchersView />
    </AccountShell>
  );
}
