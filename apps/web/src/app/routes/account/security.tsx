import { identityText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { SecuritySettings, useSession } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/use-page-meta';

/** /account/security: password and email verification. */
export default function SecurityRoute() {
  usePageMeta(identityText.securityTitle, identityText.securityLead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={identityText.securityTitle} lead={identityText.securityLead}>
      <SecuritySettings user={user} />
    </AccountShell>
  );
}
