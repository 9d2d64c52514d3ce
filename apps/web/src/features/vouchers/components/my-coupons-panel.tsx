import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { vouchersText, vouchersWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatDate } from '@/shared/lib/format-date';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { getUserCoupons, VOUCHERS_PAGE_SIZE, type UserCouponDto, type UserCouponStatus } from '../api/vouchers-api';
import { vouchersKeys } from '../api/query-keys';
import { useDeleteCoupon } from '../hooks/use-delete-coupon';
import { VoucherCard } from './voucher-card';

const t = vouchersWebText.mine;
/** The order the server sorts by, and the groups are shown in. */
const statusOrder = Object.keys(vouchersText.statuses) as UserCouponStatus[];

/** Groups one page of saved coupons by status, keeping the server's order inside each group. */
export function groupByStatus(coupons: readonly UserCouponDto[]): Array<{ status: UserCouponStatus; coupons: UserCouponDto[] }> {
  return statusOrder.map((status) => ({ status, coupons: coupons.filter((c) => c.status === status) })).filter((g) => g.coupons.length > 0);
}

/** "Mã của tôi": saved coupons grouped by status, 20 a page, each deletable after a confirm. */
export function MyCouponsPanel({ onBrowse }: { onBrowse: () => void }) {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: vouchersKeys.mine(page), queryFn: ({ signal }) => getUserCoupons(page, signal) });
  const remove = useDeleteCoupon();
  const toast = useToast();
  const [confirming, setConfirming] = useState<UserCouponDto | null>(null);

  if (query.isPending) {
    return (
      <LoadingRegion>
        <Skeleton height={132} radius={10} />
        <Skeleton height={132} radius={10} />
      </LoadingRegion>
    );
  }
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const { results, pagination } = query.data;
  if (results.length === 0 && page === 1) {
    return (
      <EmptyState
        icon="ticket"
        headingLevel={2}
        title={t.empty}
        description={t.emptyBody}
        action={
          <Button variant="primary" onClick={onBrowse}>
            {t.browse}
          </Button>
        }
      />
    );
  }

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setConfirming(null);
        // The last coupon of a later page is gone: show the page before it.
        if (results.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (failure) => {
        toast.error(errorText(failure));
        setConfirming(null);
      },
    });
  };

  return (
    <div className="vouchers-panel">
      <p className="vouchers-panel__count muted">{t.count(pagination.total)}</p>
      {groupByStatus(results).map((group) => (
        <section key={group.status} className="vouchers-group" aria-labelledby={`coupon-group-${group.status}`}>
          <h2 id={`coupon-group-${group.status}`} className="vouchers-group__title">
            <span className={`voucher-status voucher-status--${group.status}`}>{vouchersText.statuses[group.status]}</span>
            <span className="vouchers-group__count">({group.coupons.length})</span>
          </h2>
          <ul className="voucher-list" aria-label={`${t.listLabel}: ${vouchersText.statuses[group.status]}`}>
            {group.coupons.map((coupon) => (
              <VoucherCard
                key={coupon.id}
                testId="my-coupon"
                voucher={coupon.voucher}
                myRemaining={coupon.my_remaining_uses}
                footnote={t.savedAt(formatDate(coupon.saved_at))}
                actions={
                  <Button variant="ghost" size="sm" aria-label={t.deleteLabel(coupon.voucher.code)} onClick={() => setConfirming(coupon)}>
                    {t.delete}
                  </Button>
                }
              />
            ))}
          </ul>
        </section>
      ))}
      <Pagination page={page} size={VOUCHERS_PAGE_SIZE} total={pagination.total} onPageChange={setPage} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(null);
        }}
        title={t.confirmTitle}
        description={confirming ? t.confirmBody(confirming.voucher.code) : ''}
        confirmLabel={t.confirm}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
