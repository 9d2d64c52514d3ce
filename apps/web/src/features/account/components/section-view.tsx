import { Link } from 'react-router';
import type { User } from '@kaimono/contracts';
import { accountText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { accountNavItems, type AccountSection } from './account-nav';
import { AccountShell } from './account-shell';

/**
 * An account page whose data arrives in a later release: a real heading, what the page will hold,
 * and an honest empty state — no made-up data.
 */
export function AccountSectionView({ user, section }: { user: User; section: AccountSection }) {
  const text = accountText.sections[section];
  const icon = accountNavItems.find((item) => item.key === section)?.icon ?? 'info';
  return (
    <AccountShell user={user} title={text.title} lead={text.lead} badge={accountText.comingSoonBadge}>
      <div className="stack">
        <EmptyState
          icon={icon}
          headingLevel={2}
          title={accountText.inProgressTitle}
          description={accountText.inProgressBody}
          action={
            <Link to={paths.home} className={buttonClass('primary')}>
              {accountText.startShopping}
            </Link>
          }
        />
        <section className="card" aria-labelledby={`section-${section}-will-hold`}>
          <h2 id={`section-${section}-will-hold`}>{accountText.whatYouWillSee}</h2>
          <ul className="checklist">
            {text.willHold.map((line) => (
              <li key={line}>
                <Icon name="check" size={18} />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </AccountShell>
  );
}
