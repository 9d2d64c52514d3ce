import { useState } from 'react';
import { walletAdminText, walletTopupText } from '@kaimono/i18n';
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
import { ADMIN_WALLET_PAGE_SIZE, type AdminBankTransferDto, type BankTransferStatus } from '../api/admin-wallet-api';
import { useAssignTransfer, useBankTransfers, useRejectTransfer, useWalletCustomer } from '../hooks/use-admin-wallet';
import { availableAfter } from '../lib/admin-wallet-rules';
import { listParams, statusFilter } from '../lib/admin-wallet-params';
import { vndText } from '../lib/money';
import { CustomerLookupForm, CustomerSummary } from './admin-wallet-customer';

const t = walletAdminText.transfers;
const common = walletAdminText.common;
const { statuses, options: statusOptions } = statusFilter<BankTransferStatus>(walletTopupText.statuses, common.allStatuses);

function transferColumns(onAssign: (transfer: AdminBankTransferDto) => void, onReject: (transfer: AdminBankTransferDto) => void): ReadonlyArray<StaffListColumn<AdminBankTransferDto>> {
  return [
    { key: 'time', header: t.columns.time, cell: (transfer) => formatDateTime(transfer.transaction_at ?? transfer.created_at) },
    { key: 'amount', header: t.columns.amount, className: 'admin-wallet__num', cell: (transfer) => <MoneyText amount={transfer.amount_vnd} currency="VND" /> },
    { key: 'content', header: t.columns.content, className: 'admin-wallet__content', cell: (transfer) => transfer.content },
    {
      key: 'bank',
      header: t.columns.bank,
      cell: (transfer) => (
        <>
          {transfer.gateway ?? '—'}
          {transfer.bank_reference && (
            <>
              <br />
              <code>{transfer.bank_reference}</code>
            </>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t.columns.status,
      cell: (transfer) => (
        <>
          <span className={`admin-wallet__badge admin-wallet__badge--${transfer.status}`}>{transfer.status_name}</span>
          {transfer.status_reason_name && <span className="admin-wallet__sub">{transfer.status_reason_name}</span>}
          {transfer.duplicate_of_transfer && <DuplicateOf first={transfer.duplicate_of_transfer} />}
          {transfer.decision_note && <span className="admin-wallet__sub">{transfer.decision_note}</span>}
        </>
      ),
    },
    {
      key: 'customer',
      header: t.columns.customer,
      cell: (transfer) =>
        transfer.customer ? (
          <>
            <code>{transfer.customer.customer_no}</code> {transfer.customer.full_name}
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      header: common.actions,
      srOnlyHeader: true,
      label: false,
      className: 'admin-wallet__actions',
      cell: (transfer) =>
        transfer.status === 'unmatched' && (
          <>
            <Button size="sm" aria-label={t.assignLabel(vndText(transfer.amount_vnd))} onClick={() => onAssign(transfer)}>
              {t.assign}
            </Button>
            <Button size="sm" variant="ghost" aria-label={t.rejectLabel(vndText(transfer.amount_vnd))} onClick={() => onReject(transfer)}>
              {t.reject}
            </Button>
          </>
        ),
    },
  ];
}

/** "Chuyển khoản chưa khớp": incoming transfers the wallet could not credit, for staff to assign or reject. */
export function AdminWalletTransfers() {
  const url = useListUrl();
  const { status, statusValue, page } = listParams(url.search, statuses, 'unmatched');
  const transfers = useBankTransfers(status, page);
  const [assigning, setAssigning] = useState<AdminBankTransferDto | null>(null);
  const [rejecting, setRejecting] = useState<AdminBankTransferDto | null>(null);

  return (
    <div className="admin-wallet__panel">
      <StaffList
        query={transfers}
        rows={(data) => data.results}
        rowKey={(transfer) => transfer.id}
        rowProps={() => ({ 'data-testid': 'admin-transfer-row' })}
        onOpen={(transfer) => transfer.status === 'unmatched' && setAssigning(transfer)}
        columns={transferColumns(setAssigning, setRejecting)}
        count={(data) => common.count(data.pagination.total)}
        paging={(data) => ({ size: data.pagination.size || ADMIN_WALLET_PAGE_SIZE, total: data.pagination.total })}
        table={{ wrapClassName: 'admin-wallet__table-wrap', className: 'admin-wallet__table' }}
        toolbar={<UrlFilterBar label={common.filtersLabel} selects={[{ name: 'status', label: common.statusFilter, value: statusValue, options: statusOptions }]} />}
        empty={<EmptyState title={status === 'unmatched' ? t.empty : t.emptyFiltered} />}
      />
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
