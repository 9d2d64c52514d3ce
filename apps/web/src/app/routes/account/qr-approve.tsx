import { identityText } from '@kaimono/i18n';
import { QrApproveView, useSession } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { AuthPanel } from './auth-panel';

/** /account/qr-approve?code=…: the phone approves a QR login (needs login; RequireAuth keeps ?code in next). */
export default function QrApproveRoute() {
  usePageMeta(identityText.qrApproveTitle);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AuthPanel titleId="qr-approve-title" title={identityText.qrApproveTitle}>
      <QrApproveView user={user} />
    </AuthPanel>
  );
}
