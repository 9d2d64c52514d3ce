import { Suspense } from 'react';
import { accountText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { BillsView } from '@/features/bills';
import { paths } from '@/shared/config/paths';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { renderTopUp } from '../top-up';

/** /account/invoices (spec §2): bills of the second payment; select, pay, print, Excel, complaint. */
export default function InvoicesRoute() {
  const text = accountText.sections.invoices;
  usePageMeta(text.title, text.lead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={text.title} lead={text.lead}>
      <Suspense
        fallback={
          <LoadingRegion>
            <Skeleton height={180} radius={10} />
          </LoadingRegion>
        }
      >
        <BillsView renderTopUp={renderTopUp} complaintHref={(bill) => paths.complaintAbout({ billCode: bill.code, orderCode: bill.orders.length === 1 ? bill.orders[0]!.code : null })} />
      </Suspense>
    </AccountShell>
  );
}
