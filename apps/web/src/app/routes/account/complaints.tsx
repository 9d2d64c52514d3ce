import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { complaintsText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { ComplaintDetail, ComplaintForm, ComplaintsList } from '@/features/complaints';
import { paths } from '@/shared/config/paths';
import { usePageMeta } from '@/shared/lib/use-page-meta';

function BackLink() {
  return (
    <p>
      <Link to={paths.account.complaints}>← {complaintsText.back}</Link>
    </p>
  );
}

/** /account/complaints (list), /account/complaints/new (form) and /account/complaints/{id} (detail). */
export default function ComplaintsRoute({ view }: { view: 'list' | 'new' | 'detail' }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // Opened from an order or a bill page: `?order_code=&bill_code=` pre-fill the form.
  const [search] = useSearchParams();
  const title = view === 'new' ? complaintsText.newTitle : complaintsText.title;
  const lead = view === 'new' ? complaintsText.newLead : view === 'list' ? complaintsText.lead : undefined;
  usePageMeta(title, lead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={title} lead={lead}>
      {view === 'list' && <ComplaintsList />}
      {view === 'new' && (
        <>
          <BackLink />
          <ComplaintForm
            initialOrderCode={search.get('order_code')?.slice(0, 32) ?? ''}
            initialBillCode={search.get('bill_code')?.slice(0, 32) ?? ''}
            onCreated={(complaint) => navigate(paths.account.complaints, { state: { created: complaint.id } })}
          />
        </>
      )}
      {view === 'detail' && (
        <>
          <BackLink />
          <ComplaintDetail id={id} />
        </>
      )}
    </AccountShell>
  );
}
