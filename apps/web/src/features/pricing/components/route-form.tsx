import { useState, type FormEvent } from 'react';
import { pricingWebText } from '@kaimono/i18n';
import { Button, IconButton } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/native-select';
import type { RouteSaveRequest, WarehouseDto } from '../api/pricing-api';
import { buildRouteRequest, emptyMode, type ModeFormValues, type RouteFormErrors, type RouteFormValues } from '../lib/route-form';

const t = pricingWebText.admin;

export interface RouteFormProps {
  initial: RouteFormValues;
  warehouses: WarehouseDto[];
  /** Field messages from the server (its `fields`), shown under the matching control. */
  serverErrors: RouteFormErrors;
  saving: boolean;
  onSubmit: (input: RouteSaveRequest) => void;
  onCancel: () => void;
}

const modeNumberFields = [
  ['price_per_kg_vnd', t.modePrice],
  ['min_weight_g', t.modeMinWeight],
  ['volumetric_divisor', t.modeDivisor],
  ['lead_days_min', t.modeLeadMin],
  ['lead_days_max', t.modeLeadMax],
] as const;

/** Create or edit a route with its ship modes; checks with the contract's rules before sending. */
export function RouteForm({ initial, warehouses, serverErrors, saving, onSubmit, onCancel }: RouteFormProps) {
  const [values, setValues] = useState<RouteFormValues>(initial);
  const [localErrors, setLocalErrors] = useState<RouteFormErrors>({});
  const errors = { ...serverErrors, ...localErrors };

  const set = (patch: Partial<RouteFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const setMode = (index: number, patch: Partial<ModeFormValues>) =>
    setValues((current) => ({ ...current, ship_modes: current.ship_modes.map((mode, i) => (i === index ? { ...mode, ...patch } : mode)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildRouteRequest(values);
    if (!built.input) {
      setLocalErrors(built.errors);
      return;
    }
    setLocalErrors({});
    onSubmit(built.input);
  };

  const warehouseOptions = [
    { value: '', label: t.warehousePick },
    ...warehouses.filter((w) => w.country === 'VN' && (w.active || w.id === values.warehouse_id)).map((w) => ({ value: w.id, label: w.name })),
  ];

  return (
    <form className="route-form" onSubmit={submit} noValidate data-testid="route-form">
      <div className="pricing-form__grid">
        <Field label={t.code} hint={t.codeHint} required error={errors.code}>
          {(control) => <Input {...control} name="code" value={values.code} maxLength={32} autoComplete="off" onChange={(e) => set({ code: e.target.value })} />}
        </Field>
        <Field label={t.name} required error={errors.name}>
          {(control) => <Input {...control} name="name" value={values.name} maxLength={200} autoComplete="off" onChange={(e) => set({ name: e.target.value })} />}
        </Field>
      </div>
      <Field label={t.description} optional error={errors.description}>
        {(control) => (
          <textarea {...control} className="k-input route-form__textarea" name="description" rows={2} maxLength={2000} value={values.description} onChange={(e) => set({ description: e.target.value })} />
        )}
      </Field>
      <Field label={t.warehouse} required error={errors.warehouse_id}>
        {(control) => <NativeSelect {...control} name="warehouse_id" value={values.warehouse_id} options={warehouseOptions} onChange={(e) => set({ warehouse_id: e.target.value })} />}
      </Field>
      <div className="route-form__checks">
        <label className="pricing-check">
          <input type="checkbox" name="active" checked={values.active} onChange={(e) => set({ active: e.target.checked })} />
          {t.isActive}
        </label>
        <label className="pricing-check">
          <input type="checkbox" name="is_default" checked={values.is_default} onChange={(e) => set({ is_default: e.target.checked })} />
          {t.isDefault}
        </label>
      </div>
      {errors._ && <p className="k-field__error">{errors._}</p>}

      <fieldset className="pricing-fieldset route-form__modes">
        <legend className="k-field__label">{t.modesTitle}</legend>
        {errors.ship_modes && (
          <p className="k-field__error" role="alert">
            {errors.ship_modes}
          </p>
        )}
        {values.ship_modes.map((mode, index) => (
          <fieldset key={mode.key} className="route-form__mode" data-testid="route-mode">
            <legend>{t.modeLegend(index + 1)}</legend>
            <div className="route-form__mode-grid">
              <Field label={t.modeCode} required error={errors[`ship_modes.${index}.code`]}>
                {(control) => <Input {...control} name={`ship_modes.${index}.code`} value={mode.code} maxLength={32} autoComplete="off" onChange={(e) => setMode(index, { code: e.target.value })} />}
              </Field>
              <Field label={t.modeName} required error={errors[`ship_modes.${index}.name`]}>
                {(control) => <Input {...control} name={`ship_modes.${index}.name`} value={mode.name} maxLength={100} autoComplete="off" onChange={(e) => setMode(index, { name: e.target.value })} />}
              </Field>
              {modeNumberFields.map(([field, label]) => (
                <Field key={field} label={label} required error={errors[`ship_modes.${index}.${field}`]}>
                  {(control) => (
                    <Input {...control} name={`ship_modes.${index}.${field}`} inputMode="numeric" value={mode[field]} autoComplete="off" onChange={(e) => setMode(index, { [field]: e.target.value })} />
                  )}
                </Field>
              ))}
            </div>
            {values.ship_modes.length > 1 && (
              <IconButton
                label={t.removeMode(index + 1)}
                className="route-form__remove-mode"
                onClick={() => set({ ship_modes: values.ship_modes.filter((_, i) => i !== index) })}
              >
                <Icon name="close" size={18} />
              </IconButton>
            )}
          </fieldset>
        ))}
        {values.ship_modes.length < 10 && (
          <Button variant="secondary" size="sm" leadingIcon={<Icon name="plus" size={16} />} onClick={() => set({ ship_modes: [...values.ship_modes, emptyMode()] })}>
            {t.addMode}
          </Button>
        )}
      </fieldset>

      <div className="route-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={saving}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
