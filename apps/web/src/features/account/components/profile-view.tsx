import type { User } from '@kaimono/contracts';
import { accountText } from '@kaimono/i18n';
import { formatDate } from '@/shared/lib/format-date';
import { UserAvatar } from '@/shared/ui/avatar';
import { Icon } from '@/shared/ui/icons';
import { AccountShell } from './account-shell';

/** /account: the customer's profile (spec §3 User fields). */
export function ProfileView({ user }: { user: User }) {
  const birthdate = formatDate(user.birthdate);
  return (
    <AccountShell user={user} title={accountText.profileTitle} lead={accountText.profileLead}>
      <div className="stack">
        <section className="card" aria-labelledby="profile-details">
          <h2 id="profile-details" className="sr-only">
            {accountText.profileTitle}
          </h2>
          <div className="profile-head">
            <UserAvatar fullName={user.full_name} avatar={user.avatar} size={72} />
            <div>
              <strong>{user.full_name}</strong>
              <span className="muted">
                {accountText.customerNo}: {user.customer_no}
              </span>
            </div>
          </div>
          <dl className="profile-list">
            <dt>{accountText.fullName}</dt>
            <dd>{user.full_name}</dd>
            <dt>{accountText.phone}</dt>
            <dd>{user.phone}</dd>
            <dt>{accountText.email}</dt>
            <dd>{user.email || accountText.notProvided}</dd>
            <dt>{accountText.customerNo}</dt>
            <dd>{user.customer_no}</dd>
            <dt>{accountText.birthdate}</dt>
            <dd>{birthdate || accountText.notProvided}</dd>
          </dl>
        </section>
        <div className="notice" role="note">
          <Icon name="info" />
          <p>{accountText.profileEditSoon}</p>
        </div>
      </div>
    </AccountShell>
  );
}
