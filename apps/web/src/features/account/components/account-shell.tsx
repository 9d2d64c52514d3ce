import type { ReactNode } from 'react';
import type { User } from '@kaimono/contracts';
import { accountText } from '@kaimono/i18n';
import { UserAvatar } from '@/shared/ui/avatar';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { AccountNav } from './account-nav';
import './account.css';

/** Frame of the account pages: the customer card and navigation beside the page content. */
export function AccountShell({ user, title, lead, children, badge }: { user: User; title: string; lead?: string; children: ReactNode; badge?: string }) {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: accountText.sections.dashboard.title, to: '/account/dashboard' }, { label: title }]} />
      <div className="account-shell">
        <aside className="account-shell__side">
          <div className="account-card">
            <UserAvatar fullName={user.full_name} avatar={user.avatar} size={48} />
            <div className="account-card__text">
              <strong>{user.full_name}</strong>
              <span>
                {accountText.customerNo}: {user.customer_no}
              </span>
            </div>
          </div>
          <AccountNav />
        </aside>
        <div className="account-shell__main">
          <header className="page__header">
            <h1>
              {title}
              {badge && <span className="account-badge">{badge}</span>}
            </h1>
            {lead && <p className="page__lead">{lead}</p>}
          </header>
          {children}
        </div>
      </div>
    </div>
  );
}
