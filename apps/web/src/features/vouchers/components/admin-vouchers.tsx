import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { vouchersAdminText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { ListTable } from '@/shared/ui/list-table';
import { NativeSelect } from '@/shared/ui/native-select';
import { Pagination } from '@/shared/ui/pagination';
import { QueryState } from '@/shared/ui/query-state';
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

/** /admin/vouchers (tab "Mã giảm giá"): staff search, create, edit and stop vouchers. */
export default function AdminVouchersView() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const activeParam = params.get('active');
  const active = activeParam === 'true' ? true : activeParam === 'false' ? false : null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(q);
  const vouchers = useAdminVouchers({ q, active }, page);
  const save = useSaveAdminVoucher();
  const deactivate = useDeactivateVoucher();
  const [editing, setEditing] = useState<AdminVoucherDto | 'new' | null>(null);
  const [serverErrors, setServerErrors] = useState<VoucherFormErrors>({});
  const [stopping, setStopping] = useState<AdminVoucherDto | null>(null);

  const go = (next: { q?: string; active?: string; page?: number }) => {
    const query = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ q: next.q ?? q, active: next.active ?? activeParam ?? '' })) {
      if (value) query.set(key, value);
      else query.delete(key);
    }
    const p = next.page ?? 1;
    if (p > 1) query.set('page', String(p));
    else query.delete('page');
    setParams(query);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim() });
  };

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

  const content = (
    <QueryState query={vouchers} empty={<EmptyState title={q || active !== null ? t.emptySearch : t.empty} />}>
      {({ results, pagination }) => (
        <ListTable
          count={t.count(pagination.total)}
          wrapClassName="admin-vouchers__table-wrap"
          className="admin-vouchers__table"
          busy={vouchers.isFetching}
          footer={<Pagination page={pagination.page} size={pagination.size || ADMIN_VOUCHERS_PAGE_SIZE} total={pagination.total} onPageChange={(p) => go({ page: p })} />}
        >
          <thead>
            <tr>
              <th scope="col">{t.columns.code}</th>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.discount}</th>
              <th scope="col">{t.columns.validity}</th>
              <th scope="col">{t.columns.usage}</th>
              <th scope="col">{t.columns.saved}</th>
              <th scope="col">{t.columns.status}</th>
              <th scope="col">
                <span className="sr-only">{t.columns.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((voucher) => (
              <tr key={voucher.id} data-testid="admin-voucher-row">
                <td data-label={t.columns.code}>
                  <code>{voucher.code}</code>
                </td>
                <th scope="row" data-label={t.columns.name}>
                  {voucher.name}
                  {!voucher.is_public && <span className="admin-vouchers__badge">{t.private}</span>}
                </th>
                <td data-label={t.columns.discount}>
                  {discountText(voucher)}
                  {voucher.conditions.map((line) => (
                    <span key={line} className="admin-vouchers__hint">
                      {line}
                    </span>
                  ))}
                </td>
                <td data-label={t.columns.validity}>{validityText(voucher.valid_from, voucher.valid_to)}</td>
                <td data-label={t.columns.usage}>{t.usage(voucher.used_count, voucher.total_limit)}</td>
                <td data-label={t.columns.saved}>{voucher.saved_count}</td>
                <td data-label={t.columns.status}>
                  <span className={voucher.active ? 'admin-vouchers__badge admin-vouchers__badge--active' : 'admin-vouchers__badge'}>{voucher.active ? t.active : t.inactive}</span>
                </td>
                <td className="admin-vouchers__row-actions">
                  <Button variant="secondary" size="sm" aria-label={t.editLabel(voucher.code)} onClick={() => open(voucher)}>
                    {t.edit}
                  </Button>
                  {voucher.active && (
                    <Button variant="ghost" size="sm" aria-label={t.deactivateLabel(voucher.code)} onClick={() => setStopping(voucher)}>
                      {t.deactivate}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      )}
    </QueryState>
  );

  return (
    <div className="admin-vouchers">
      <div className="admin-vouchers__toolbar">
        <form className="admin-vouchers__search" role="search" onSubmit={onSearch}>
          <Field label={t.searchLabel}>
            {(control) => <Input {...control} type="search" name="q" value={draft} maxLength={100} onChange={(event) => setDraft(event.target.value)} />}
          </Field>
          <Field label={t.activeFilter}>
            {(control) => <NativeSelect {...control} value={activeParam ?? ''} options={activeOptions} onChange={(event) => go({ active: event.target.value })} />}
          </Field>
          <Button type="submit" variant="secondary" leadingIcon={<Icon name="search" size={16} />}>
            {t.search}
          </Button>
        </form>
        <Button leadingIcon={<Icon name="plus" size={16} />} onClick={() => open('new')}>
          {t.add}
        </Button>
      </div>
      {content}

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
