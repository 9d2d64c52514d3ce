import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { User } from '@kaimono/contracts';
import { adminText, authText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Icon, type IconName } from '@/shared/ui/icons';
import { useLogout } from '../hooks/use-logout';
import { UserAvatar } from '@/shared/ui/avatar';
import './user-menu.css';

const items: ReadonlyArray<{ to: string; label: string; icon: IconName }> = [
  { to: paths.account.profile, label: authText.menuAccount, icon: 'user' },
  { to: paths.account.quotes, label: authText.menuOrders, icon: 'clipboard' },
  { to: paths.account.invoices, label: authText.menuInvoices, icon: 'receipt' },
  { to: paths.account.wallet, label: authText.menuWallet, icon: 'wallet' },
];

/** The logged-in customer's menu (spec §2 header): account, orders, invoices, wallet, logout; staff also get the back office. */
export default function UserMenu({ user }: { user: User }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const navigate = useNavigate();
  const logout = useLogout({
    beforeClear: () => {
      setConfirmOpen(false);
      // flushSync: the home page must be committed before the session is cleared.
      return navigate(paths.home, { flushSync: true });
    },
  });

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="user-menu__trigger" aria-label={authText.userMenuLabel}>
          <UserAvatar fullName={user.full_name} avatar={user.avatar} size={32} />
          <span className="user-menu__name" aria-hidden="true">
            {user.full_name}
          </span>
          <Icon name="chevronDown" size={16} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="user-menu__content" align="end" sideOffset={8}>
            <DropdownMenu.Label className="user-menu__label">
              <strong>{user.full_name}</strong>
              <span>
                {authText.customerNo}: {user.customer_no}
              </span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="user-menu__separator" />
            {(user.role === 'admin' ? [...items, { to: paths.admin.index, label: adminText.menuLabel, icon: 'settings' as const }] : items).map((item) => (
              <DropdownMenu.Item key={item.to} asChild className="user-menu__item">
                <Link to={item.to}>
                  <Icon name={item.icon} size={18} />
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="user-menu__separator" />
            <DropdownMenu.Item className="user-menu__item user-menu__item--danger" onSelect={() => setConfirmOpen(true)}>
              <Icon name="logout" size={18} />
              {authText.logout}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={authText.logoutConfirmTitle}
        description={authText.logoutConfirmBody}
        confirmLabel={authText.logout}
        cancelLabel={authText.logoutCancel}
        busy={logout.isPending}
        onConfirm={() => logout.mutate()}
      />
    </>
  );
}
