import { accountText } from '@kaimono/i18n';
import { AccountSectionView, type AccountSection } from '@/features/account';
import { useSession } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/use-page-meta';

/** Quotes, invoices, wallet, bids, cart and the two notification pages. */
export default function AccountSectionRoute({ section }: { section: AccountSection }) {
  usePageMeta(accountText.sections[section].title, accountText.sections[section].lead);
  const { data: user } = useSession();
  return user ? <AccountSectionView user={user} section={section} /> : null;
}
