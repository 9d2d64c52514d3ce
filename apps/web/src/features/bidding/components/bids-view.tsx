import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { biddingWebText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { MoneyText } from '@/shared/ui/money-text';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { Tabs } from '@/shared/ui/tabs';
import { getUserBids, type BidList, type BidSite } from '../api/bidding-api';
import { biddingKeys } from '../api/query-keys';
import { BidCard } from './bid-card';
import { LastMinuteSwitch } from './last-minute-switch';
import './bidding.css';

const t = biddingWebText.list;
type Tab = 'active' | 'won' | 'lost' | 'cancelled';
const TABS: readonly Tab[] = ['active', 'won', 'lost', 'cancelled'];
/** Open bids move by themselves (snipes fire, rivals bid, auctions end): read them again this often. */
export const ACTIVE_POLL_MS = 4_000;

function readTab(value: string | null): Tab {
  return TABS.includes(value as Tab) ? (value as Tab) : 'active';
}

function readSite(value: string | null): BidSite | null {
  return value === 'auction' || value === 'mercari' ? value : null;
}

interface BidTabProps {
  tab: Tab;
  page: number;
  site: BidSite | null;
  onPage: (page: number) => void;
  onCounts: (list: BidList) => void;
  onChanged?: () => void;
}

function BidTab({ tab, page, site, onPage, onCounts, onChanged }: BidTabProps) {
  const list = useQuery({
    queryKey: biddingKeys.list(tab, page, site),
    queryFn: ({ signal }) => getUserBids(tab, page, site, signal),
    placeholderData: keepPreviousData,
    // Active bids are live; won and lost are read again when the tab is opened.
    refetchInterval: tab === 'active' ? ACTIVE_POLL_MS : false,
    refetchOnWindowFocus: true,
    staleTime: tab === 'active' ? 0 : 10_000,
  });
  const data = list.data;
  useEffect(() => {
    if (data) onCounts(data);
  }, [data, onCounts]);
  if (list.isPending) {
    return (
      <LoadingRegion label={t.loading}>
        <Skeleton height={120} radius={10} />
        <Skeleton height={120} radius={10} />
      </LoadingRegion>
    );
  }
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const { results, pagination } = list.data;
  if (results.length === 0) {
    return (
      <EmptyState
        icon="gavel"
        title={t.empty[tab]}
        description={t.emptyBody}
        action={
          <Link to={paths.site('auction')} className={buttonClass('secondary')}>
            {t.browseAuctions}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className="bid-list" aria-label={t.label}>
        {results.map((bid) => (
          <BidCard key={bid.id} bid={bid} onChanged={onChanged} />
        ))}
      </ul>
      {pagination.total > pagination.size && <Pagination page={pagination.page} size={pagination.size} total={pagination.total} onPageChange={onPage} />}
    </>
  );
}

/**
 * /account/bids (spec §2): the customer's bids in four tabs — active (scheduled, being sent,
 * leading, outbid; live countdowns, read again every few seconds), won (with the order), lost
 * (lost, not placed) and cancelled — each with its transparent log; the last-minute notification switch.
 */
export default function BidsView({ onChanged }: { onChanged?: () => void }) {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const site = readSite(params.get('site'));
  const siteFieldId = useId();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [summary, setSummary] = useState<Pick<BidList, 'counts' | 'total_hold_vnd'> | null>(null);
  const go = (next: { tab?: Tab; page?: number; site?: BidSite | null }) => {
    const query = new URLSearchParams(params);
    const nextTab = next.tab ?? tab;
    if (nextTab === 'active') query.delete('tab');
    else query.set('tab', nextTab);
    const nextSite = next.site === undefined ? site : next.site;
    if (nextSite) query.set('site', nextSite);
    else query.delete('site');
    if (!next.page || next.page === 1) query.delete('page');
    else query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  const onCounts = useCallback((list: BidList) => setSummary({ counts: list.counts, total_hold_vnd: list.total_hold_vnd }), []);
  return (
    <div className="bids-view" data-testid="bids-view">
      <div className="bids-view__top">
        <LastMinuteSwitch />
        <div className="bids-view__site">
          <label htmlFor={siteFieldId} className="k-field__label">
            {t.site}
          </label>
          <select id={siteFieldId} className="k-input" value={site ?? ''} onChange={(event) => go({ site: readSite(event.target.value), page: 1 })}>
            <option value="">{t.siteAll}</option>
            <option value="auction">{biddingWebText.site.auction}</option>
            <option value="mercari">{biddingWebText.site.mercari}</option>
          </select>
        </div>
        {summary && summary.total_hold_vnd > 0 && (
          <p className="bids-view__hold" data-testid="bids-total-hold">
            {t.totalHold}: <MoneyText amount={summary.total_hold_vnd} currency="VND" />
          </p>
        )}
      </div>
      <Tabs
        label={t.tabsLabel}
        value={tab}
        onValueChange={(value) => go({ tab: readTab(value), page: 1 })}
        items={TABS.map((key) => ({
          value: key,
          // The counts are over every site: shown only while no site is chosen.
          label: summary && !site ? t.tabCount(t.tabs[key], summary.counts[key]) : t.tabs[key],
          content: key === tab ? <BidTab tab={key} page={page} site={site} onPage={(p) => go({ page: p })} onCounts={onCounts} onChanged={onChanged} /> : null,
        }))}
      />
    </div>
  );
}
