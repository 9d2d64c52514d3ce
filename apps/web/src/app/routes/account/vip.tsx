import { useQueryClient } from '@tanstack/react-query';
import { accountText, vipWebText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { VipView } from '@/features/vip';
import { walletKeys } from '@/features/wallet';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { renderTopUp } from '../top-up';

/** /account/vip: VIP levels, the current subscription and its history (VIP notifications link here). */
export default function VipRoute() {
  usePageMeta(accountText.sections.vip.title, vipWebText.lead);
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={vipWebText.title} lead={vipWebText.lead}>
      {/* A VIP payment debits the wallet: the header balance and wallet pages read it anew. */}
      <VipView renderTopUp={renderTopUp} onPaid={() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })} />
    </AccountShell>
  );
}
