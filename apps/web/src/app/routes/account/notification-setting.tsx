import { accountText, profileText } from '@kaimono/i18n';
import { AccountShell, NotificationSettingsView } from '@/features/account';
import { useSession } from '@/features/auth';
import { PushOptIn } from '@/features/push';
import { usePageMeta } from '@/shared/lib/use-page-meta';

/** /account/user/notification-setting: which notifications reach the customer, and how (Web Push is turned on per browser here). */
export default function NotificationSettingRoute() {
  usePageMeta(accountText.sections.notificationSetting.title, profileText.notificationLead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={profileText.notificationTitle} lead={profileText.notificationLead}>
      <div className="notification-settings-page">
        <PushOptIn />
        <NotificationSettingsView user={user} />
      </div>
    </AccountShell>
  );
}
