import { notificationsAdminText } from '@kaimono/i18n';
import { AdminSendNotification } from '@/features/notifications';
import { AdminPage } from './admin-page';

/** /admin/notifications: staff send a notification to one customer (by number) or to every customer. */
export default function AdminNotificationsRoute() {
  return (
    <AdminPage title={notificationsAdminText.title} lead={notificationsAdminText.lead}>
      <AdminSendNotification />
    </AdminPage>
  );
}
