import { useState } from 'react';
import { vouchersAdminText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { useListUrl } from '@/shared/lib/use-list-url';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { StaffList, UrlFilterBar, type StaffListColumn } from '@/shared/ui/staff-list';
import { useToast } from '@/shared/ui/toast';
import { ADMIN_VOUCHERS_PAGE_SIZE, type AdminVoucherDto } from '../api/admin-vouchers-api';
import { useAdminVouchers, useDeactivateVoucher, useSaveAdminVoucher } from '../hooks/use-admin-vouchers';
import { voucherFormValues, type VoucherBody, type VoucherFormErrors } from '../lib/admin-voucher-form';
import { discountText, validityText } from '../lib/voucher-format';
import { AdminVoucherForm } from './admin-voucher-form';
import './admin-vouchers.css';

const t = vouchersAdminText;
const activeOptions = [
  { value: '', label: t.activeOptions.all },
  { value: 'true', label: t.activeOptions.true },
  { value: 'false', label: t.activeOptions.false },
];

function voucherColumns(onEdit: (voucher: AdminVoucherDto) => void, onStop: (voucher: AdminVoucherDto) => void): ReadonlyArray<StaffListColumn<AdminVoucherDto>> {
  return [
    { key: 'code', header: t.columns.code, cell: (voucher) => <code>{voucher.code}</code> },
    {
      key: 'name',
      header: t.columns.name,
      rowHeader: true,
      cell: (voucher) => (
        <>
          {voucher.name}
          {!voucher.is_public && <span className="admin-vouchers__badge">{t.private}</span>}
        </>
      ),
    },
    {
      key: 'discount',
      header: t.columns.discount,
      cell: (voucher) => (
        <>
          {discountText(voucher)}
          {voucher.conditions.map((line) => (
            <span key={line} className="admin-vouchers__hint">
              {line}
            </span>
          ))}
        </>
      ),
    },
    { key: 'validity', header: t.columns.validity, cell: (voucher) => validityText(voucher.valid_from, voucher.valid_to) },
    { key: 'usage', header: t.columns.usage, cell: (voucher) => t.usage(voucher.used_count, voucher.total_limit) },
    { key: 'saved', header: t.columns.saved, cell: (voucher) => voucher.saved_count },
    {
      key: 'status',
      header: t.columns.status,
      cell: (voucher) => <span className={voucher.active ? 'admin-vouchers__badge admin-vouchers__badge--active' : 'admin-vouchers__badge'}>{voucher.active ? t.active : t.inactive}</span>,
    },
    {
      key: 'actions',
      header: t.columns.actions,
      srOnlyHeader: true,
      label: false,
      className: 'admin-vouchers__row-actions',
      cell: (voucher) => (
        <>
          <Button variant="secondary" size="sm" aria-label={t.editLabel(voucher.code)} onClick={() => onEdit(voucher)}>
            {t.edit}
          </Button>
          {voucher.active && (
            <Button variant="ghost" size="sm" aria-label={t.deactivateLabel(voucher.code)} onClick={() => onStop(voucher)}>
              {t.deactivate}
            </Button>
          )}
        </>
      ),
    },
  ];
}

/** /admin/vouchers (tab "Mã giảm giá"): staff search, create, edit and stop vouchers. */
export default function AdminVouchersView() {
  const toast = useToast();
  const url = useListUrl();
  const q = url.get('q') ?? '';
  const activeParam = url.get('active');
  const active = activeParam === 'true' ? true : activeParam === 'false' ? false : null;
  const vouchers = useAdminVouchers({ q, active }, url.page);
  const save = useSaveAdminVoucher();
  const deactivate = useDeactivateVoucher();
  const [editing, setEditing] = useState<AdminVoucherDto | 'new' | null>(null);
  const [serverErrors, setServerErrors] = useState<VoucherFormErrors>({});
  const [stopping, setStopping] = useState<AdminVoucherDto | null>(null);

  const open = (voucher: AdminVoucherDto | 'new') => {
    setServerErrors({});
    save.reset();
    setEditing(voucher);
  };

  const onSave = (body: VoucherBody) => {
    const id = editing && editing !== 'new' ? editing.id : null;
    setServerErrors({});
    save.mutate(
      { id, create: { ...body, code: body.code ?? '' }, update: body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setEditing(null);
        },
        onError: (error) => {
          setServerErrors(error instanceof ApiError && error.fields ? (error.fields as VoucherFormErrors) : {});
          toast.error(t.saveFailed, errorText(error));
        },
      },
    );
  };

  const onDeactivate = () => {
    if (!stopping) return;
    deactivate.mutate(stopping.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setStopping(null);
      },
      onError: (error) => {
        toast.error(t.deactivateFailed, errorText(error));
        setStopping(null);
      },
    });
  };

  return (
    <div className="admin-vouchers">
      <StaffList
        query={vouchers}
        rows={(data) => data.results}
        rowKey={(voucher) => voucher.id}
        rowProps={() => ({ 'data-testid': 'admin-voucher-row' })}
        onOpen={open}
        columns={voucherColumns(open, setStopping)}
        count={(data) => t.count(data.pagination.total)}
        paging={(data) => ({ size: data.pagination.size || ADMIN_VOUCHERS_PAGE_SIZE, total: data.pagination.total })}
        table={{ wrapClassName: 'admin-vouchers__table-wrap', className: 'admin-vouchers__table' }}
        toolbar={
          <UrlFilterBar
            label={t.filtersLabel}
            search={{ label: t.searchLabel, maxLength: 100 }}
            selects={[{ name: 'active', label: t.activeFilter, options: activeOptions }]}
            submitLabel={t.search}
            actions={
              <Button leadingIcon={<Icon name="plus" size={16} />} onClick={() => open('new')}>
                {t.add}
              </Button>
            }
          />
        }
        empty={<EmptyState title={q || active !== null ? t.emptySearch : t.empty} />}
      />

      <Dialog
        open={editing !== null}
        onOpenChange={(next) => {
          if (!next) setEditing(null);
        }}
        title={editing && editing !== 'new' ? t.form.editTitle(editing.code) : t.form.createTitle}
        size="lg"
      >
        {editing !== null && (
          <AdminVoucherForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={voucherFormValues(editing === 'new' ? null : editing)}
            codeLocked={editing !== 'new' && editing.code_locked}
            serverErrors={serverErrors}
            saving={save.isPending}
            onSubmit={onSave}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={stopping !== null}
        onOpenChange={(next) => {
          if (!next) setStopping(null);
        }}
        title={t.deactivateTitle}
        description={stopping ? t.deactivateBody(stopping.code) : ''}
        confirmLabel={t.deactivateConfirm}
        destructive
        busy={deactivate.isPending}
        onConfirm={onDeactivate}
      />
    </div>
  );
}
