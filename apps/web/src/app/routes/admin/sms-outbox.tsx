import { identityText } from '@kaimono/i18n';
import { SmsOutboxView } from '@/features/auth';
import { AdminPage } from './admin-page';

/** /admin/sms-outbox: staff (admin role) read the sandbox SMS and emails, e.g. OTP codes. */
export default function SmsOutboxRoute() {
  return (
    <AdminPage title={identityText.outboxTitle} lead={identityText.outboxLead}>
      <SmsOutboxView />
    </AdminPage>
  );
}
