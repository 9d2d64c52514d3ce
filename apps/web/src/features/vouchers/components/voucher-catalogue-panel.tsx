import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { vouchersWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { getPublicVouchers, VOUCHERS_PAGE_SIZE } from '../api/vouchers-api';
import { vouchersKeys } from '../api/query-keys';
import { useSaveVoucher } from '../hooks/use-save-voucher';
import { VoucherCard } from './voucher-card';

const t = vouchersWebText.catalogue;

/** "Kho mã giảm giá": the public vouchers in force, 20 a page, each with a "Lưu" button. */
export function VoucherCataloguePanel({ onSaved }: { onSaved?: () => void }) {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: vouchersKeys.catalogue(page), queryFn: ({ signal }) => getPublicVouchers(page, signal) });
  const save = useSaveVoucher({ onAfterDelay: onSaved });
  const toast = useToast();

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
  if (results.length === 0) return <EmptyState icon="ticket" headingLevel={2} title={t.empty} description={t.emptyBody} />;

  return (
    <div className="vouchers-panel">
      <p className="vouchers-panel__count muted">{t.count(pagination.total)}</p>
      <ul className="voucher-list" aria-label={t.listLabel}>
        {results.map((voucher) => {
          const saving = save.isPending && save.variables === voucher.code;
          // Saved just now: shown as saved before the catalogue's reload arrives (no second click).
          const saved = voucher.saved || (save.isSuccess && save.variables === voucher.code);
          return (
            <VoucherCard
              key={voucher.id}
              testId="public-voucher"
              voucher={voucher}
              myRemaining={voucher.my_remaining_uses}
              actions={
                saved ? (
                  <Button variant="secondary" size="sm" disabled aria-label={t.savedLabel(voucher.code)} leadingIcon={<Icon name="check" size={16} />}>
                    {t.saved}
                  </Button>
                ) : (
                  <Button
                    variant="primary"
                    size="sm"
                    loading={saving}
                    disabled={save.isPending}
                    aria-label={t.saveLabel(voucher.code)}
                    onClick={() =>
                      save.mutate(voucher.code, {
                        onSuccess: (answer) => toast.success(answer.message),
                        onError: (failure) => toast.error(errorText(failure)),
                      })
                    }
                  >
                    {t.save}
                  </Button>
                )
              }
            />
          );
        })}
      </ul>
      <Pagination page={page} size={VOUCHERS_PAGE_SIZE} total={pagination.total} onPageChange={setPage} />
    </div>
  );
}
