import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountText, addressText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { AddressBook } from '@/features/address';
import { useSession } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { Icon } from '@/shared/ui/icons';

/** `next` only when it is a page of this site (never another origin). */
function returnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/**
 * /account/addresses: the customer's delivery addresses (2025 units). Opened from checkout or
 * buy-now as `?add=1&next=…`: the add form opens at once and a saved address goes back to `next`.
 */
export default function AddressesRoute() {
  usePageMeta(accountText.sections.addresses.title, addressText.pageLead);
  const { data: user } = useSession();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const next = returnPath(search.get('next'));
  if (!user) return null;
  return (
    <AccountShell user={user} title={addressText.pageTitle} lead={addressText.pageLead}>
      {next && (
        <p>
          <Link to={next} className="address-book__back">
            <Icon name="chevronLeft" size={18} />
            {addressText.backToOrder}
          </Link>
        </p>
      )}
      <AddressBook
        defaults={{ receiver_name: user.full_name, phone: user.phone ?? '' }}
        startAdding={search.get('add') === '1'}
        onAdded={next ? () => void navigate(next, { replace: true }) : undefined}
      />
    </AccountShell>
  );
}
