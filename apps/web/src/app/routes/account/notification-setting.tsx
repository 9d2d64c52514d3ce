import { accountText, profileText } from '@kaimono/i18n';
import { AccountShell, NotificationSettingsView } from '@/features/account';
import { useSession } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/use-page-meta';

/** /account/user/notification-setting: which notifications reach the customer, and how. */
export default function NotificationSettingRoute() {
  usePageMeta(accountText.sections.notificationSetting.title, profileText.notificationLead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={profileText.notificationTitle} lead={profileText.notificationLead}>
      <NotificationSettingsView user={user} />
    </AccountShell>
  );
}
