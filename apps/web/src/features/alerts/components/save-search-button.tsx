import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteCode } from '@kaimono/contracts';
import { alertsText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { buttonClass } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { useToast } from '@/shared/ui/toast';
import { alertsKeys, createSavedSearch } from '../api/alerts-api';
import './alerts.css';

export interface SaveSearchQuery {
  keyword: string;
  autoTranslate: 'on' | 'off' | 'auto';
  category: string | null;
  priceMin: number | null;
  priceMax: number | null;
  condition: 'new' | 'used' | null;
  listingType: 'auction' | 'fixed' | null;
}

/**
 * "Lưu tìm kiếm" on a search page: saves the site (or all six), the keyword with its auto-translate
 * choice and the page's filters. A guest goes to login and comes back.
 */
export function SaveSearchButton({ site, query, isLoggedIn }: { site: SiteCode; query: SaveSearchQuery; isLoggedIn: boolean }) {
  const [allSites, setAllSites] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const checkId = useId();
  const save = useMutation({
    mutationFn: () =>
      createSavedSearch({
        site: allSites && !query.category ? 'all' : site,
        keyword: query.keyword,
        auto_translate: query.autoTranslate,
        category: allSites ? null : query.category,
        price_min: query.priceMin,
        price_max: query.priceMax,
        condition: query.condition,
        listing_type: query.listingType,
      }),
    onSuccess: () => {
      toast.success(alertsText.saveSearchSaved);
      void queryClient.invalidateQueries({ queryKey: alertsKeys.all });
    },
    onError: (error: Error) => toast.error(error.message),
  });
  if (!query.keyword) return null;
  return (
    <div className="save-search" data-testid="save-search">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        aria-busy={save.isPending || undefined}
        onClick={() => {
          if (!isLoggedIn) return navigate(paths.loginWithNext(`${location.pathname}${location.search}`));
          if (!save.isPending) save.mutate();
        }}
      >
        {save.isPending ? <Spinner size={16} decorative /> : <Icon name="bell" size={16} />}
        {isLoggedIn ? alertsText.saveSearch : alertsText.saveSearchLogin}
      </button>
      {isLoggedIn && !query.category && (
        <label className="save-search__all" htmlFor={checkId}>
          <input id={checkId} type="checkbox" checked={allSites} onChange={(e) => setAllSites(e.target.checked)} />
          {alertsText.saveSearchAllSites}
        </label>
      )}
    </div>
  );
}
