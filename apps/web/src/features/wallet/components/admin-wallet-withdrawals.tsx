import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { walletAdminText, walletHistoryText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatDateTime } from '@/shared/lib/format-date';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { MoneyText } from '@/shared/ui/money-text';
import { useToast } from '@/shared/ui/toast';
import type { AdminWithdrawalDto, WithdrawalStatus } from '../api/admin-wallet-api';
import { useAdminWithdrawals, useCompleteWithdrawal, useRejectWithdrawal } from '../hooks/use-admin-wallet';
import { listParams, statusFilter } from '../lib/admin-wallet-params';
import { vndText } from '../lib/money';
import { AdminWalletStatusList } from './admin-wallet-status-list';

const t = walletAdminText.withdrawals;
const common = walletAdminText.common;
const { statuses, options: statusOptions } = statusFilter<WithdrawalStatus>(walletHistoryText.withdrawalStatuses, common.allStatuses);

const cardText = (w: AdminWithdrawalDto) => `${w.card_no} (${w.bank_name ?? w.bank_no}), ${w.card_name}`;

/** "Yêu cầu rút tiền": staff send the money, then confirm with the bank's reference, or refuse with a reason. */
export function AdminWalletWithdrawals() {
  const [search] = useSearchParams();
  const { status, statusValue, page } = listParams(search, statuses, 'requested');
  const withdrawals = useAdminWithdrawals(status, page);
  const [acting, setActing] = useState<{ withdrawal: AdminWithdrawalDto; action: 'complete' | 'reject' } | null>(null);

  return (
    <div className="admin-wallet__panel">
      <AdminWalletStatusList
        selectId="admin-withdrawals-status"
        statusOptions={statusOptions}
        statusValue={statusValue}
        query={withdrawals}
        empty={<EmptyState title={status === 'requested' ? t.empty : t.emptyFiltered} />}
        count={t.count}
      >
        {(results) => (
          <>
            <thead>
              <tr>
                <th scope="col">{t.columns.time}</th>
                <th scope="col">{t.columns.customer}</th>
                <th scope="col" className="admin-wallet__num">
                  {t.columns.amount}
                </th>
                <th scope="col">{t.columns.card}</th>
                <th scope="col">{t.columns.note}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">
                  <span className="sr-only">{common.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((w) => (
                <tr key={w.id} data-testid="admin-withdrawal-row">
                  <td data-label={t.columns.time}>{formatDateTime(w.created_at)}</td>
                  <td data-label={t.columns.customer}>
                    <code>{w.customer.customer_no}</code> {w.customer.full_name}
                    {w.customer.phone && <span className="admin-wallet__sub">{w.customer.phone}</span>}
                  </td>
                  <td data-label={t.columns.amount} className="admin-wallet__num">
                    <MoneyText amount={w.amount_vnd} currency="VND" />
                  </td>
                  <td data-label={t.columns.card}>{cardText(w)}</td>
                  <td data-label={t.columns.note}>{w.note ?? '—'}</td>
                  <td data-label={t.columns.status}>
                    <span className={`admin-wallet__badge admin-wallet__badge--${w.status}`}>{w.status_name}</span>
                    {w.bank_reference && <span className="admin-wallet__sub">{t.reference(w.bank_reference)}</span>}
                    {w.staff_note && <span className="admin-wallet__sub">{w.staff_note}</span>}
                  </td>
                  <td className="admin-wallet__actions">
                    {w.status === 'requested' && (
                      <>
                        <Button
                          size="sm"
                          aria-label={t.completeLabel(w.customer.full_name, vndText(w.amount_vnd))}
                          onClick={() => setActing({ withdrawal: w, action: 'complete' })}
                        >
                          {t.complete}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t.rejectLabel(w.customer.full_name, vndText(w.amount_vnd))}
                          onClick={() => setActing({ withdrawal: w, action: 'reject' })}
                        >
                          {t.reject}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </AdminWalletStatusList>
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
