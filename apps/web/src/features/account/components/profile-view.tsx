import type { User } from '@kaimono/contracts';
import { accountText } from '@kaimono/i18n';
import { AccountShell } from './account-shell';
import { ProfileForm } from './profile-form';
import { RestrictionsCard } from './restrictions-card';
import { UserSettingsCard } from './user-settings-card';

/** /account: the customer's profile (spec §3 User fields), editable, and the account settings. */
export function ProfileView({ user, onUserChange }: { user: User; onUserChange: (user: User) => void }) {
  return (
    <AccountShell user={user} title={accountText.profileTitle} lead={accountText.profileLead}>
      <div className="stack">
        <section className="card">
          <ProfileForm user={user} onSaved={onUserChange} />
        </section>
        <UserSettingsCard />
        <RestrictionsCard />
      </div>
    </AccountShell>
  );
}
