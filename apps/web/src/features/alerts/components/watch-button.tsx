import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteCode } from '@kaimono/contracts';
import { alertsText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { buttonClass } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { useToast } from '@/shared/ui/toast';
import { alertsKeys, createWatch, deleteWatch, getWatches } from '../api/alerts-api';

/** "Theo dõi sản phẩm" on an item page (price drops, back in stock, ending soon, sold), or a seller's new listings. */
export function WatchButton({ site, code, kind = 'item', isLoggedIn }: { site: SiteCode; code: string; kind?: 'item' | 'seller'; isLoggedIn: boolean }) {
  const filter = { site, code };
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const watches = useQuery({ queryKey: alertsKeys.watches(filter), queryFn: ({ signal }) => getWatches(filter, signal), enabled: isLoggedIn });
  const current = watches.data?.results.find((w) => w.kind === kind);
  const toggle = useMutation({
    mutationFn: async () => {
      if (current) await deleteWatch(current.id);
      else await createWatch({ kind, site, code });
    },
    onSuccess: () => {
      if (!current) toast.success(alertsText.watchSaved);
      void queryClient.invalidateQueries({ queryKey: alertsKeys.all });
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const label = kind === 'item' ? (current ? alertsText.watchingItem : alertsText.watchItem) : alertsText.watchSeller;
  return (
    <button
      type="button"
      className={buttonClass(current ? 'primary' : 'secondary', kind === 'item' ? 'md' : 'sm')}
      aria-pressed={isLoggedIn ? !!current : undefined}
      aria-busy={toggle.isPending || undefined}
      data-testid={`watch-${kind}`}
      onClick={() => {
        if (!isLoggedIn) return navigate(paths.loginWithNext(`${location.pathname}${location.search}`));
        if (!toggle.isPending) toggle.mutate();
      }}
    >
      <Icon name="eye" size={16} />
      {label}
    </button>
  );
}
