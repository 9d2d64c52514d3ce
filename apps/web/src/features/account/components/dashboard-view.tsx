import { Link } from 'react-router';
import type { User } from '@kaimono/contracts';
import { accountText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format-date';
import { buttonClass } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { accountNavItems } from './account-nav';
import { AccountShell } from './account-shell';
import { SalesStaffCard } from './sales-staff-card';

/** /account/dashboard: greeting, profile summary, customer number and a tile per account page. */
export function DashboardView({ user }: { user: User }) {
  return (
    <AccountShell user={user} title={accountText.greeting(user.full_name)} lead={accountText.dashboardLead}>
      <div className="stack">
        <section className="card" aria-labelledby="dashboard-profile">
          <h2 id="dashboard-profile">{accountText.profileSummary}</h2>
          <dl className="profile-list">
            <dt>{accountText.customerNo}</dt>
            <dd>
              {user.customer_no}
              <span className="muted" style={{ display: 'block', fontWeight: 400, fontSize: '0.875rem' }}>
                {accountText.customerNoHint}
              </span>
            </dd>
            <dt>{accountText.phone}</dt>
            <dd>{user.phone ?? accountText.notProvided}</dd>
            <dt>{accountText.email}</dt>
            <dd>{user.email || accountText.notProvided}</dd>
            {user.birthdate && (
              <>
                <dt>{accountText.birthdate}</dt>
                <dd>{formatDate(user.birthdate)}</dd>
              </>
            )}
          </dl>
          <p style={{ marginTop: 'var(--space-4)', marginBottom: 0 }}>
            <Link to={paths.account.profile}>{accountText.viewProfile} →</Link>
          </p>
        </section>
        <SalesStaffCard />
        <section aria-labelledby="dashboard-shortcuts">
          <h2 id="dashboard-shortcuts">{accountText.shortcutsTitle}</h2>
          <ul className="account-grid">
            {accountNavItems
              .filter((item) => item.key !== 'dashboard')
              .map((item) => (
                <li key={item.key}>
                  <Link to={item.to} className="account-tile">
                    <Icon name={item.icon} size={24} />
                    <strong>{accountText.sections[item.key].title}</strong>
                    <span>{accountText.sections[item.key].description}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="dashboard-shop">
          <h2 id="dashboard-shop">{accountText.startShopping}</h2>
          <p>{accountText.startShoppingBody}</p>
          <Link to={paths.page.buyingGuide} className={buttonClass('secondary')}>
            {accountText.buyingGuide}
          </Link>
        </section>
      </div>
    </AccountShell>
  );
}
