import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { SiteCode } from '@kaimono/contracts';
import { paths } from '@/shared/config/paths';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { getTopSearches } from '../api/get-top-searches';
import { searchKeys } from '../api/query-keys';
import './top-search-links.css';

/** The most searched keywords of a site (GET /api/keyword-top-search), each a search link. */
export function TopSearchLinks({ site, emptyText }: { site: SiteCode; emptyText: string }) {
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    queryKey: searchKeys.topSearches(site),
    queryFn: ({ signal }) => getTopSearches(site, signal),
    staleTime: 10 * 60_000,
  });
  if (isPending) {
    return (
      <LoadingRegion>
        <div className="top-links">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} width={90 + (i % 3) * 30} height={40} radius={999} />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (isError) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.length === 0) return <EmptyState title={emptyText} icon="trending" />;
  return (
    <ul className="top-links">
      {data.map((item) => (
        <li key={item.name}>
          <Link to={paths.siteSearch(site, { keyword: item.name })} className="top-links__link">
            {item.name}
            {item.nam_vi && item.nam_vi !== item.name && <span className="top-links__vi"> · {item.nam_vi}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
