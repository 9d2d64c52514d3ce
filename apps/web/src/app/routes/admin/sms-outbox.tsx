import { identityText } from '@kaimono/i18n';
import { SmsOutboxView, useSession } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { EmptyState } from '@/shared/ui/empty-state';

/** /admin/sms-outbox: staff (admin role) read the sandbox SMS and emails, e.g. OTP codes. */
export default function SmsOutboxRoute() {
  usePageMeta(identityText.outboxTitle);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <div className="container page">
      <header className="page__header">
        <h1>{identityText.outboxTitle}</h1>
        <p className="page__lead">{identityText.outboxLead}</p>
      </header>
      {user.role === 'admin' ? <SmsOutboxView /> : <EmptyState title={identityText.outboxForbidden} icon="alert" />}
    </div>
  );
}
