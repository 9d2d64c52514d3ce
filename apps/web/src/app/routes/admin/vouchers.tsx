import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { vouchersAdminText } from '@kaimono/i18n';
import { AdminVipLevels } from '@/features/vip';
import { AdminVouchersView } from '@/features/vouchers';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { Tabs } from '@/shared/ui/tabs';
import { AdminPage } from './admin-page';

type Tab = 'vouchers' | 'vip';

/** /admin/vouchers: vouchers (list, form, stop) and VIP levels (price, perks); the tab lives in ?tab=. */
export default function AdminVouchersRoute() {
  const t = vouchersAdminText;
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'vip' ? 'vip' : 'vouchers';
  const fallback = (
    <LoadingRegion>
      <Skeleton height={200} radius={10} />
    </LoadingRegion>
  );
  return (
    <AdminPage title={t.title} lead={t.lead}>
      <Tabs
        label={t.tabsLabel}
        value={tab}
        // The vouchers' filters do not carry over to the levels tab.
        onValueChange={(next) => setSearch(next === 'vip' ? { tab: 'vip' } : {})}
        items={[
          { value: 'vouchers', label: t.tabs.vouchers, content: tab === 'vouchers' ? <Suspense fallback={fallback}><AdminVouchersView /></Suspense> : null },
          { value: 'vip', label: t.tabs.vip, content: tab === 'vip' ? <Suspense fallback={fallback}><AdminVipLevels /></Suspense> : null },
        ]}
      />
    </AdminPage>
  );
}
