import { accountText } from '@kaimono/i18n';
import { DashboardView } from '@/features/account';
import { useSession } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/use-page-meta';

export default function DashboardRoute() {
  usePageMeta(accountText.dashboardTitle);
  const { data: user } = useSession();
  return user ? <DashboardView user={user} /> : null;
}
