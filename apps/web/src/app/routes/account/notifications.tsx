import { notificationsText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { NotificationManager } from '@/features/notifications';
import { usePageMeta } from '@/shared/lib/use-page-meta';

/** /account/user/notification-mgmt: the full notification list (spec §2). */
export default function NotificationsRoute() {
  usePageMeta(notificationsText.pageTitle, notificationsText.pageLead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={notificationsText.pageTitle} lead={notificationsText.pageLead}>
      <NotificationManager role={user.role === 'admin' ? 'ADMIN' : 'CUSTOMER'} />
    </AccountShell>
  );
}
