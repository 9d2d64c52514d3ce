import { useState, type FormEvent } from 'react';
import type { SiteCode, VoucherService } from '@kaimono/contracts';
import { siteText, vouchersAdminText, vouchersText } from '@kaimono/i18n';
import { siteCodes } from '@/shared/config/sites';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/native-select';
import { voucherBody, voucherServiceCodes, type VoucherBody, type VoucherFormErrors, type VoucherFormValues } from '../lib/admin-voucher-form';

const f = vouchersAdminText.form;

interface AdminVoucherFormProps {
  initial: VoucherFormValues;
  codeLocked: boolean;
  /** Field messages from the server (a 400 with `fields`). */
  serverErrors: VoucherFormErrors;
  saving: boolean;
  onSubmit: (body: VoucherBody) => void;
  onCancel: () => void;
}

/** Every field of the voucher contract: code, discount, minimum, validity, limits, sites, services. */
export function AdminVoucherForm({ initial, codeLocked, serverErrors, saving, onSubmit, onCancel }: AdminVoucherFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<VoucherFormErrors>({});
  const shown = { ...serverErrors, ...errors };
  const set = <K extends keyof VoucherFormValues>(key: K, value: VoucherFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const toggle = <T extends string>(list: T[], item: T): T[] => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = voucherBody(values, { codeLocked });
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.body);
  };

  const text = (key: 'amount' | 'percent' | 'max_discount' | 'min_order' | 'total_limit' | 'per_customer_limit', label: string, hint?: string, required?: boolean) => (
    <Field label={label} hint={hint} error={shown[key]} required={required}>
      {(control) => (
        <Input {...control} name={key} inputMode="numeric" autoComplete="off" value={values[key]} maxLength={20} onChange={(event) => set(key, event.target.value)} />
      )}
    </Field>
  );

  return (
    <form className="admin-vouchers__form" onSubmit={submit} noValidate>
      <div className="admin-vouchers__grid">
        <Field label={f.code} hint={codeLocked ? f.codeLocked : f.codeHint} error={shown.code} required>
          {(control) => (
            <Input
              {...control}
              name="code"
              value={values.code}
              maxLength={32}
              autoComplete="off"
              disabled={codeLocked}
              onChange={(event) => set('code', event.target.value.toUpperCase())}
            />
          )}
        </Field>
        <Field label={f.name} error={shown.name} required>
          {(control) => <Input {...control} name="name" value={values.name} maxLength={200} onChange={(event) => set('name', event.target.value)} />}
        </Field>
      </div>
      <Field label={f.description} optional error={shown.description}>
        {(control) => (
          <textarea {...control} className="k-input admin-vouchers__textarea" name="description" rows={2} maxLength={2000} value={values.description} onChange={(event) => set('description', event.target.value)} />
        )}
      </Field>
      <div className="admin-vouchers__grid">
        <Field label={f.discountType} required>
          {(control) => (
            <NativeSelect
              {...control}
              name="discount_type"
              value={values.discount_type}
              options={[
                { value: 'fixed', label: f.fixed },
                { value: 'percent', label: f.percent },
              ]}
              onChange={(event) => set('discount_type', event.target.value as 'fixed' | 'percent')}
            />
          )}
        </Field>
        {values.discount_type === 'fixed' ? (
          text('amount', f.amount, undefined, true)
        ) : (
          <>
            {text('percent', f.percentValue, f.percentHint, true)}
            {text('max_discount', f.maxDiscount, f.maxDiscountHint)}
          </>
        )}
        {text('min_order', f.minOrder)}
      </div>
      <div className="admin-vouchers__grid">
        <Field label={f.validFrom} hint={f.validityHint} error={shown.valid_from} required>
          {(control) => <Input {...control} type="datetime-local" name="valid_from" value={values.valid_from} onChange={(event) => set('valid_from', event.target.value)} />}
        </Field>
        <Field label={f.validTo} hint={f.validityHint} error={shown.valid_to} required>
          {(control) => <Input {...control} type="datetime-local" name="valid_to" value={values.valid_to} onChange={(event) => set('valid_to', event.target.value)} />}
        </Field>
        {text('total_limit', f.totalLimit, f.totalLimitHint)}
        {text('per_customer_limit', f.perCustomerLimit, undefined, true)}
      </div>
      <fieldset className="admin-vouchers__fieldset">
        <legend>{f.sites}</legend>
        <p className="admin-vouchers__hint">{f.sitesHint}</p>
        <div className="admin-vouchers__checks">
          {siteCodes.map((site: SiteCode) => (
            <label key={site} className="admin-vouchers__check">
              <input type="checkbox" checked={values.sites.includes(site)} onChange={() => set('sites', toggle(values.sites, site))} />
              {siteText[site].name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="admin-vouchers__fieldset">
        <legend>{f.services}</legend>
        <p className="admin-vouchers__hint">{f.servicesHint}</p>
        <div className="admin-vouchers__checks">
          {voucherServiceCodes.map((service: VoucherService) => (
            <label key={service} className="admin-vouchers__check">
              <input type="checkbox" checked={values.services.includes(service)} onChange={() => set('services', toggle(values.services, service))} />
              {vouchersText.services[service]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="admin-vouchers__checks">
        <label className="admin-vouchers__check">
          <input type="checkbox" checked={values.is_public} onChange={(event) => set('is_public', event.target.checked)} />
          <span>
            {f.isPublic}
            <span className="admin-vouchers__hint">{f.isPublicHint}</span>
          </span>
        </label>
        <label className="admin-vouchers__check">
          <input type="checkbox" checked={values.active} onChange={(event) => set('active', event.target.checked)} />
          {f.activeLabel}
        </label>
      </div>
      <div className="admin-vouchers__actions">
        <Button type="submit" loading={saving}>
          {f.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {f.cancel}
        </Button>
      </div>
    </form>
  );
}
