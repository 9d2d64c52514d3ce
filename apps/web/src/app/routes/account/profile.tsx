import { accountText } from '@kaimono/i18n';
import { ProfileView } from '@/features/account';
import { useSession } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/use-page-meta';

export default function ProfileRoute() {
  usePageMeta(accountText.profileTitle);
  const { data: user } = useSession();
  // RequireAuth renders this route only with a user.
  return user ? <ProfileView user={user} /> : null;
}
