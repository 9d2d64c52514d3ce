import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { safeNextPath } from '@kaimono/contracts';
import { successMessages } from '@kaimono/i18n';
import { setAuthToken } from '@/shared/lib/auth-token';
import { useToast } from '@/shared/ui/toast';
import { attachVisitor } from '../lib/attach-visitor';
import { refreshSession } from './use-session';

/**
 * What every way of logging in does with its token: store it, load the session, link this
 * browser's campaign visit to the customer, say 'Đăng nhập thành công', and go on to `next`
 * (a same-site path only) or the dashboard.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    async (token: string, options: { next?: string | null; message?: string } = {}) => {
      setAuthToken(token);
      await refreshSession(queryClient).catch(() => null);
      attachVisitor();
      toast.success(options.message || successMessages.LOGIN_SUCCEEDED);
      navigate(safeNextPath(options.next), { replace: true });
    },
    [queryClient, navigate, toast],
  );
}
