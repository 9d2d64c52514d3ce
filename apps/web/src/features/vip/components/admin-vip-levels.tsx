import { useState, type FormEvent } from 'react';
import { vipAdminText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { ListTable } from '@/shared/ui/list-table';
import { MoneyText } from '@/shared/ui/money-text';
import { QueryState } from '@/shared/ui/query-state';
import { useToast } from '@/shared/ui/toast';
import type { VipLevelDto } from '../api/vip-api';
import { useUpdateVipLevel, useVipLevels } from '../hooks/use-vip';
import { vipLevelBody, vipLevelFormValues, type VipLevelFormErrors, type VipLevelFormValues } from '../lib/admin-vip-form';
import { bpsText } from '../lib/vip-format';
import './admin-vip-levels.css';

const t = vipAdminText;

/** /admin/vouchers?tab=vip: each level's monthly price and perks, edited one level at a time. */
export default function AdminVipLevels() {
  const levels = useVipLevels();
  const [editing, setEditing] = useState<VipLevelDto | null>(null);

  return (
    <QueryState query={levels} empty={<EmptyState title={t.empty} />}>
      {({ results }) => (
        <div className="admin-vip">
          <ListTable wrapClassName="admin-vip__table-wrap" className="admin-vip__table" label={t.listLabel} busy={levels.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t.columns.level}</th>
                <th scope="col" className="admin-vip__num">
                  {t.columns.price}
                </th>
                <th scope="col" className="admin-vip__num">
                  {t.columns.feeDiscount}
                </th>
                <th scope="col" className="admin-vip__num">
                  {t.columns.deposit}
                </th>
                <th scope="col" className="admin-vip__num">
                  {t.columns.bids}
                </th>
                <th scope="col" className="admin-vip__num">
                  {t.columns.hold}
                </th>
                <th scope="col">{t.columns.support}</th>
                <th scope="col">
                  <span className="sr-only">{t.columns.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((level) => (
                <tr key={level.code} data-testid="admin-vip-row">
                  <th scope="row">
                    {level.name} <code className="admin-vip__code">{level.code}</code>
                    <ul className="admin-vip__perks">
                      {level.description.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </th>
                  <td className="admin-vip__num">
                    <MoneyText amount={level.price_vnd} currency="VND" />
                  </td>
                  <td className="admin-vip__num">{bpsText(level.service_fee_discount_bps)}</td>
                  <td className="admin-vip__num">{bpsText(level.deposit_share_bps)}</td>
                  <td className="admin-vip__num">{level.max_open_bids}</td>
                  <td className="admin-vip__num">
                    <MoneyText amount={level.max_hold_vnd} currency="VND" />
                  </td>
                  <td>{level.priority_support ? '✓' : '—'}</td>
                  <td>
                    <Button variant="secondary" size="sm" aria-label={t.editLabel(level.name)} onClick={() => setEditing(level)}>
                      {t.edit}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ListTable>
          <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={editing ? t.form.title(editing.name) : ''} size="lg">
            {editing && <LevelForm key={editing.code} level={editing} onDone={() => setEditing(null)} />}
          </Dialog>
        </div>
      )}
    </QueryState>
  );
}

function LevelForm({ level, onDone }: { level: VipLevelDto; onDone: () => void }) {
  const toast = useToast();
  const update = useUpdateVipLevel();
  const [values, setValues] = useState(() => vipLevelFormValues(level));
  const [errors, setErrors] = useState<VipLevelFormErrors>({});
  const set = <K extends keyof VipLevelFormValues>(key: K, value: VipLevelFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = vipLevelBody(values);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    update.mutate(
      { code: level.code, input: result.body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(serverFieldErrors(error.fields));
          toast.error(t.saveFailed, errorText(error));
        },
      },
    );
  };

  const box = (key: 'name' | 'price' | 'feeDiscount' | 'deposit' | 'bids' | 'hold', label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[key]} required>
      {(control) => (
        <Input
          {...control}
          name={key}
          inputMode={key === 'name' ? undefined : 'decimal'}
          autoComplete="off"
          value={values[key]}
          maxLength={key === 'name' ? 60 : 16}
          onChange={(event) => set(key, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form className="admin-vip__form" onSubmit={submit} noValidate>
      <div className="admin-vip__grid">
        {box('name', t.form.name)}
        {box('price', t.form.price, t.form.priceHint)}
        {box('feeDiscount', t.form.feeDiscount)}
        {box('deposit', t.form.deposit)}
        {box('bids', t.form.bids)}
        {box('hold', t.form.hold)}
      </div>
      <label className="admin-vip__check">
        <input type="checkbox" checked={values.prioritySupport} onChange={(event) => set('prioritySupport', event.target.checked)} />
        {t.form.support}
      </label>
      <Field label={t.form.description} hint={t.form.descriptionHint} error={errors.description}>
        {(control) => (
          <textarea {...control} className="k-input admin-vip__textarea" rows={5} value={values.description} onChange={(event) => set('description', event.target.value)} />
        )}
      </Field>
      <div className="admin-vip__actions">
        <Button type="submit" loading={update.isPending}>
          {t.form.save}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t.form.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The server names the contract's fields; the form's boxes have their own names. */
function serverFieldErrors(fields: Record<string, string>): VipLevelFormErrors {
  const map: Record<string, keyof VipLevelFormValues> = {
    name: 'name',
    price_vnd: 'price',
    service_fee_discount_bps: 'feeDiscount',
    deposit_share_bps: 'deposit',
    max_open_bids: 'bids',
    max_hold_vnd: 'hold',
    description: 'description',
  };
  const out: VipLevelFormErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = map[key.split('.')[0]!];
    if (field) out[field] = message;
  }
  return out;
}
