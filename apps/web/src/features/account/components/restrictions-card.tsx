import { useQuery } from '@tanstack/react-query';
import { profileText } from '@kaimono/i18n';
import { formatVnd } from '@/shared/lib/money';
import { LoadingRegion, SkeletonText } from '@/shared/ui/skeleton';
import { getBatchRestrictions } from '../api/account-api';
import { accountKeys } from '../api/query-keys';

/** GET /api/user/batch-restrictions: the limits of the customer's membership level. */
export function RestrictionsCard() {
  const query = useQuery({ queryKey: accountKeys.restrictions, queryFn: ({ signal }) => getBatchRestrictions(signal), staleTime: 10 * 60_000 });
  // A failed load shows nothing: the limits are informative only.
  if (query.isError) return null;
  return (
    <section className="card" aria-labelledby="restrictions-title">
      <h2 id="restrictions-title">{profileText.restrictionsTitle}</h2>
      {query.isPending ? (
        <LoadingRegion>
          <SkeletonText lines={3} />
        </LoadingRegion>
      ) : (
        <>
          <p className="muted">{profileText.restrictionsLevel(query.data.level.name)}</p>
          <dl className="profile-list">
            {(Object.keys(profileText.restrictionLabels) as (keyof typeof profileText.restrictionLabels)[]).map((key) => (
              <div key={key} className="profile-list__row">
                <dt>{profileText.restrictionLabels[key]}</dt>
                <dd>{key === 'max_bid_vnd' ? formatVnd(query.data.limits[key]) : query.data.limits[key].toLocaleString('vi-VN')}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
