import { Suspense } from 'react';
import { accountText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { SavedSearchesView } from '@/features/alerts';
import { useSession } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/use-page-meta';

/** /account/saved-searches: saved searches (alerts) and watches. */
export default function SavedSearchesRoute() {
  const section = accountText.sections.savedSearches;
  usePageMeta(section.title, section.lead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={section.title} lead={section.lead}>
      <Suspense fallback={null}>
        <SavedSearchesView />
      </Suspense>
    </AccountShell>
  );
}
