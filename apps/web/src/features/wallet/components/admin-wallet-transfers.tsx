import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { walletAdminText, walletTopupText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatDateTime } from '@/shared/lib/format-date';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { MoneyText } from '@/shared/ui/money-text';
import { useToast } from '@/shared/ui/toast';
import type { AdminBankTransferDto, BankTransferStatus } from '../api/admin-wallet-api';
import { useAssignTransfer, useBankTransfers, useRejectTransfer, useWalletCustomer } from '../hooks/use-admin-wallet';
import { availableAfter } from '../lib/admin-wallet-rules';
import { listParams, statusFilter } from '../lib/admin-wallet-params';
import { vndText } from '../lib/money';
import { AdminWalletStatusList } from './admin-wallet-status-list';
import { CustomerLookupForm, CustomerSummary } from './admin-wallet-customer';

const t = walletAdminText.transfers;
const common = walletAdminText.common;
const { statuses, options: statusOptions } = statusFilter<BankTransferStatus>(walletTopupText.statuses, common.allStatuses);

/** "Chuyển khoản chưa khớp": incoming transfers the wallet could not credit, for staff to assign or reject. */
export function AdminWalletTransfers() {
  const [search] = useSearchParams();
  const { status, statusValue, page } = listParams(search, statuses, 'unmatched');
  const transfers = useBankTransfers(status, page);
  const [assigning, setAssigning] = useState<AdminBankTransferDto | null>(null);
  const [rejecting, setRejecting] = useState<AdminBankTransferDto | null>(null);

  return (
    <div className="admin-wallet__panel">
      <AdminWalletStatusList
        selectId="admin-transfers-status"
        statusOptions={statusOptions}
        statusValue={statusValue}
        query={transfers}
        empty={<EmptyState title={status === 'unmatched' ? t.empty : t.emptyFiltered} />}
        count={common.count}
      >
        {(results) => (
          <>
            <thead>
              <tr>
                <th scope="col">{t.columns.time}</th>
                <th scope="col" className="admin-wallet__num">
                  {t.columns.amount}
                </th>
                <th scope="col">{t.columns.content}</th>
                <th scope="col">{t.columns.bank}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.customer}</th>
                <th scope="col">
                  <span className="sr-only">{common.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((transfer) => (
                <tr key={transfer.id} data-testid="admin-transfer-row">
                  <td data-label={t.columns.time}>{formatDateTime(transfer.transaction_at ?? transfer.created_at)}</td>
                  <td data-label={t.columns.amount} className="admin-wallet__num">
                    <MoneyText amount={transfer.amount_vnd} currency="VND" />
                  </td>
                  <td data-label={t.columns.content} className="admin-wallet__content">
                    {transfer.content}
                  </td>
                  <td data-label={t.columns.bank}>
                    {transfer.gateway ?? '—'}
                    {transfer.bank_reference && (
                      <>
                        <br />
                        <code>{transfer.bank_reference}</code>
                      </>
                    )}
                  </td>
                  <td data-label={t.columns.status}>
                    <span className={`admin-wallet__badge admin-wallet__badge--${transfer.status}`}>{transfer.status_name}</span>
                    {transfer.status_reason_name && <span className="admin-wallet__sub">{transfer.status_reason_name}</span>}
                    {transfer.duplicate_of_transfer && <DuplicateOf first={transfer.duplicate_of_transfer} />}
                    {transfer.decision_note && <span className="admin-wallet__sub">{transfer.decision_note}</span>}
                  </td>
                  <td data-label={t.columns.customer}>
                    {transfer.customer ? (
                      <>
                        <code>{transfer.customer.customer_no}</code> {transfer.customer.full_name}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="admin-wallet__actions">
                    {transfer.status === 'unmatched' && (
                      <>
                        <Button size="sm" aria-label={t.assignLabel(vndText(transfer.amount_vnd))} onClick={() => setAssigning(transfer)}>
                          {t.assign}
                        </Button>
                        <Button size="sm" variant="ghost" aria-label={t.rejectLabel(vndText(transfer.amount_vnd))} onClick={() => setRejecting(transfer)}>
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
      {assigning && <AssignDialog transfer={assigning} onClose={() => setAssigning(null)} />}
      {rejecting && <RejectDialog transfer={rejecting} onClose={() => setRejecting(null)} />}
    </div>
  );
}

/** The first report of the same (or possibly the same) transfer, beside a second one. */
function DuplicateOf({ first }: { first: NonNullable<AdminBankTransferDto['duplicate_of_transfer']> }) {
  const status = first.customer_no ? `${first.status_name} (${t.duplicateOfCustomer(first.customer_no)})` : first.status_name;
  return (
    <span className="admin-wallet__sub" data-testid="admin-transfer-duplicate-of">
      {t.duplicateOf(t.providers[first.provider], first.provider_txn_id, formatDateTime(first.transaction_at ?? first.created_at), status)}
      {first.bank_reference && (
        <>
          {' · '}
          <code>{first.bank_reference}</code>
        </>
      )}
    </span>
  );
}

/** Look the customer up, check name, phone and balances, then credit the transfer to them. */
function AssignDialog({ transfer, onClose }: { transfer: AdminBankTransferDto; onClose: () => void }) {
  const toast = useToast();
  const [customerNo, setCustomerNo] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const customer = useWalletCustomer(customerNo);
  const assign = useAssignTransfer();
  const amount = vndText(transfer.amount_vnd);

  const confirm = () => {
    if (!customer.data) return;
    assign.mutate(
      { id: transfer.id, customerNo: customer.data.customer.customer_no, note: note.trim() || undefined },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) => toast.error(common.failed, errorText(error)),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.assignTitle}
      description={t.assignIntro(amount, transfer.content)}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common.cancel}
          </Button>
          <Button onClick={confirm} disabled={!customer.data || customer.isFetching} loading={assign.isPending}>
            {t.assignConfirm(amount)}
          </Button>
        </>
      }
    >
      <div className="admin-wallet__dialog">
        <CustomerLookupForm idPrefix="assign" busy={customer.isFetching} onLookup={(no) => (no === customerNo ? void customer.refetch() : setCustomerNo(no))} />
        <CustomerSummary query={customer} />
        {customer.data && (
          <>
            <p className="admin-wallet__after" data-testid="assign-after">
              {t.assignAfter(vndText(availableAfter(customer.data.balances.available_vnd, 'credit', transfer.amount_vnd)))}
            </p>
            <Field label={t.assignNote} optional>
              {(control) => <Input {...control} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />}
            </Field>
          </>
        )}
      </div>
    </Dialog>
  );
}

/** Not a top-up (a supplier's refund, a wrong transfer): a reason is required; nothing is credited. */
function RejectDialog({ transfer, onClose }: { transfer: AdminBankTransferDto; onClose: () => void }) {
  const toast = useToast();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectTransfer();

  const confirm = () => {
    const reason = note.trim();
    if (!reason) {
      setError(common.reasonRequired);
      return;
    }
    setError(null);
    reject.mutate(
      { id: transfer.id, note: reason },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (failure) => toast.error(common.failed, errorText(failure)),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.rejectTitle}
      description={t.rejectIntro(vndText(transfer.amount_vnd))}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} loading={reject.isPending}>
            {t.rejectConfirm}
          </Button>
        </>
      }
    >
      <Field label={common.reason} required error={error}>
        {(control) => <Input {...control} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />}
      </Field>
    </Dialog>
  );
}
