import { Suspense } from 'react';
import { accountText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { SavedSearchesView } from '@/features/alerts';
import { useSession } from '@/features/auth';
import { PushPrompt } from '@/features/push';
import { usePageMeta } from '@/shared/lib/use-page-meta';

/** /account/saved-searches: saved searches (alerts) and watches. */
export default function SavedSearchesRoute() {
  const section = accountText.sections.savedSearches;
  usePageMeta(section.title, section.lead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={section.title} lead={section.lead}>
      {/* Alerts reach the phone only with Web Push on: offered here, where the customer keeps their alerts. */}
      <PushPrompt />
      <Suspense fallback={null}>
        <SavedSearchesView />
      </Suspense>
    </AccountShell>
  );
}
