import { useQueryClient } from '@tanstack/react-query';
import { accountText } from '@kaimono/i18n';
import { ProfileView } from '@/features/account';
import { authKeys, useSession } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/use-page-meta';

export default function ProfileRoute() {
  usePageMeta(accountText.profileTitle);
  const { data: user } = useSession();
  const queryClient = useQueryClient();
  // RequireAuth renders this route only with a user. A saved profile becomes the session's user.
  return user ? <ProfileView user={user} onUserChange={(next) => queryClient.setQueryData(authKeys.session, next)} /> : null;
}
