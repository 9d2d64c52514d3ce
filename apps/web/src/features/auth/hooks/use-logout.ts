import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successMessages } from '@kaimono/i18n';
import { clearAuthToken } from '@/shared/lib/auth-token';
import { removeKey } from '@/shared/lib/storage';
import { userScopedQueryRoots, userScopedStorageKeys } from '@/shared/config/storage-keys';
import { useToast } from '@/shared/ui/toast';
import { logout } from '../api/logout';
import { authKeys } from '../api/query-keys';

/**
 * Logs out (spec §4): tells the server, then — whatever it answers — drops the token, the cached
 * user and every customer-scoped cache (favorites, cart, bids, …) and their browser storage, and
 * shows 'Đăng xuất tài khoản thành công'.
 */
export function useLogout(options: { beforeClear?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch {
        // The server session may already be gone; the browser side is cleared regardless.
      }
    },
    onSettled: async () => {
      // Leave account pages first, so their login guard does not react to the cleared session.
      await options.beforeClear?.();
      clearAuthToken();
      for (const key of userScopedStorageKeys) removeKey(key);
      await queryClient.cancelQueries({ queryKey: authKeys.session });
      for (const root of userScopedQueryRoots) {
        if (root === 'session') continue;
        queryClient.removeQueries({ queryKey: [root] });
      }
      queryClient.setQueryData(authKeys.session, null);
      toast.success(successMessages.LOGOUT_SUCCEEDED);
    },
  });
}
