import { useState } from 'react';
import { walletAdminText, walletHistoryText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatDateTime } from '@/shared/lib/format-date';
import { useListUrl } from '@/shared/lib/use-list-url';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { MoneyText } from '@/shared/ui/money-text';
import { StaffList, UrlFilterBar, type StaffListColumn } from '@/shared/ui/staff-list';
import { useToast } from '@/shared/ui/toast';
import { ADMIN_WALLET_PAGE_SIZE, type AdminWithdrawalDto, type WithdrawalStatus } from '../api/admin-wallet-api';
import { useAdminWithdrawals, useCompleteWithdrawal, useRejectWithdrawal } from '../hooks/use-admin-wallet';
import { listParams, statusFilter } from '../lib/admin-wallet-params';
import { vndText } from '../lib/money';

const t = walletAdminText.withdrawals;
const common = walletAdminText.common;
const { statuses, options: statusOptions } = statusFilter<WithdrawalStatus>(walletHistoryText.withdrawalStatuses, common.allStatuses);

const cardText = (w: AdminWithdrawalDto) => `${w.card_no} (${w.bank_name ?? w.bank_no}), ${w.card_name}`;

function withdrawalColumns(act: (withdrawal: AdminWithdrawalDto, action: 'complete' | 'reject') => void): ReadonlyArray<StaffListColumn<AdminWithdrawalDto>> {
  return [
    { key: 'time', header: t.columns.time, cell: (w) => formatDateTime(w.created_at) },
    {
      key: 'customer',
      header: t.columns.customer,
      cell: (w) => (
        <>
          <code>{w.customer.customer_no}</code> {w.customer.full_name}
          {w.customer.phone && <span className="admin-wallet__sub">{w.customer.phone}</span>}
        </>
      ),
    },
    { key: 'amount', header: t.columns.amount, className: 'admin-wallet__num', cell: (w) => <MoneyText amount={w.amount_vnd} currency="VND" /> },
    { key: 'card', header: t.columns.card, cell: cardText },
    { key: 'note', header: t.columns.note, cell: (w) => w.note ?? '—' },
    {
      key: 'status',
      header: t.columns.status,
      cell: (w) => (
        <>
          <span className={`admin-wallet__badge admin-wallet__badge--${w.status}`}>{w.status_name}</span>
          {w.bank_reference && <span className="admin-wallet__sub">{t.reference(w.bank_reference)}</span>}
          {w.staff_note && <span className="admin-wallet__sub">{w.staff_note}</span>}
        </>
      ),
    },
    {
      key: 'actions',
      header: common.actions,
      srOnlyHeader: true,
      label: false,
      className: 'admin-wallet__actions',
      cell: (w) =>
        w.status === 'requested' && (
          <>
            <Button size="sm" aria-label={t.completeLabel(w.customer.full_name, vndText(w.amount_vnd))} onClick={() => act(w, 'complete')}>
              {t.complete}
            </Button>
            <Button size="sm" variant="ghost" aria-label={t.rejectLabel(w.customer.full_name, vndText(w.amount_vnd))} onClick={() => act(w, 'reject')}>
              {t.reject}
            </Button>
          </>
        ),
    },
  ];
}

/** "Yêu cầu rút tiền": staff send the money, then confirm with the bank's reference, or refuse with a reason. */
export function AdminWalletWithdrawals() {
  const url = useListUrl();
  const { status, statusValue, page } = listParams(url.search, statuses, 'requested');
  const withdrawals = useAdminWithdrawals(status, page);
  const [acting, setActing] = useState<{ withdrawal: AdminWithdrawalDto; action: 'complete' | 'reject' } | null>(null);

  return (
    <div className="admin-wallet__panel">
      <StaffList
        query={withdrawals}
        rows={(data) => data.results}
        rowKey={(w) => w.id}
        rowProps={() => ({ 'data-testid': 'admin-withdrawal-row' })}
        onOpen={(w) => w.status === 'requested' && setActing({ withdrawal: w, action: 'complete' })}
        columns={withdrawalColumns((withdrawal, action) => setActing({ withdrawal, action }))}
        count={(data) => t.count(data.pagination.total)}
        paging={(data) => ({ size: data.pagination.size || ADMIN_WALLET_PAGE_SIZE, total: data.pagination.total })}
        table={{ wrapClassName: 'admin-wallet__table-wrap', className: 'admin-wallet__table' }}
        toolbar={<UrlFilterBar label={common.filtersLabel} selects={[{ name: 'status', label: common.statusFilter, value: statusValue, options: statusOptions }]} />}
        empty={<EmptyState title={status === 'requested' ? t.empty : t.emptyFiltered} />}
      />
      {acting && <DecisionDialog key={acting.withdrawal.id + acting.action} {...acting} onClose={() => setActing(null)} />}
    </div>
  );
}

/** Complete (bank reference required) or reject (reason required): the confirm step of both. */
function DecisionDialog({ withdrawal, action, onClose }: { withdrawal: AdminWithdrawalDto; action: 'complete' | 'reject'; onClose: () => void }) {
  const toast = useToast();
  const complete = useCompleteWithdrawal();
  const reject = useRejectWithdrawal();
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const amount = vndText(withdrawal.amount_vnd);
  const completing = action === 'complete';

  const handlers = {
    onSuccess: (answer: { message: string }) => {
      toast.success(answer.message);
      onClose();
    },
    onError: (failure: unknown) => toast.error(common.failed, errorText(failure)),
  };

  const confirm = () => {
    if (completing) {
      const bankReference = reference.trim();
      if (!bankReference) return setError(t.bankReferenceRequired);
      setError(null);
      complete.mutate({ id: withdrawal.id, bankReference, note: note.trim() || undefined }, handlers);
    } else {
      const reason = note.trim();
      if (!reason) return setError(common.reasonRequired);
      setError(null);
      reject.mutate({ id: withdrawal.id, note: reason }, handlers);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={completing ? t.completeTitle : t.rejectTitle}
      description={completing ? t.completeIntro(amount, cardText(withdrawal)) : t.rejectIntro(amount)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common.cancel}
          </Button>
          <Button variant={completing ? 'primary' : 'danger'} onClick={confirm} loading={complete.isPending || reject.isPending}>
            {completing ? t.completeConfirm : t.rejectConfirm}
          </Button>
        </>
      }
    >
      <div className="admin-wallet__dialog">
        <p>
          <code>{withdrawal.customer.customer_no}</code> {withdrawal.customer.full_name}: <MoneyText amount={withdrawal.amount_vnd} currency="VND" />
        </p>
        {completing ? (
          <>
            <Field label={t.bankReference} required error={error}>
              {(control) => <Input {...control} value={reference} maxLength={100} autoComplete="off" onChange={(event) => setReference(event.target.value)} />}
            </Field>
            <Field label={t.staffNote} optional>
              {(control) => <Input {...control} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />}
            </Field>
          </>
        ) : (
          <Field label={common.reason} required error={error}>
            {(control) => <Input {...control} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />}
          </Field>
        )}
      </div>
    </Dialog>
  );
}
