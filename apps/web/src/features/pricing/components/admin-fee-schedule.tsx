import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { pricingAdminText, siteText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { Tabs } from '@/shared/ui/tabs';
import { useToast } from '@/shared/ui/toast';
import type { AdminPricingUpdateRequest } from '../api/pricing-api';
import { useAdminPricing, useSaveAdminPricing } from '../hooks/use-pricing';
import {
  buildSection,
  chargeTypes,
  emptyRow,
  feeSections,
  rowsOf,
  sectionErrorsFrom,
  type ExtraRow,
  type FeeFormErrors,
  type FeeSection,
  type SectionRows,
  type SizeRow,
  type TaxRow,
  type TierRow,
  type WarehouseRow,
} from '../lib/fee-schedule-form';
import { FeeTable, type FeeColumn } from './admin-fee-schedule-table';
import './pricing.css';
import './admin-fee-schedule.css';

const t = pricingAdminText;
const c = t.columns;

const tierColumns: FeeColumn<TierRow>[] = [
  { field: 'code', label: c.code, kind: 'text', maxLength: 32, size: 'sm' },
  { field: 'label', label: c.label, kind: 'text', maxLength: 200, size: 'lg' },
  { field: 'threshold_vnd', label: c.threshold, kind: 'money', size: 'md' },
  { field: 'fee_percent', label: c.feePercent, kind: 'percent', size: 'xs' },
  { field: 'min_fee_vnd', label: c.minFee, kind: 'money', size: 'md' },
];
const taxColumns: FeeColumn<TaxRow>[] = [
  { field: 'site', label: c.site, kind: 'heading', display: (row) => siteText[row.site].name },
  { field: 'tax_percent', label: c.taxPercent, kind: 'percent', size: 'xs' },
];
const sizeColumns: FeeColumn<SizeRow>[] = [
  { field: 'code', label: c.code, kind: 'text', maxLength: 32, size: 'sm' },
  { field: 'label', label: c.label, kind: 'text', maxLength: 200, size: 'lg' },
  { field: 'max_sum_cm', label: c.maxSum, kind: 'whole', size: 'sm' },
  { field: 'max_weight_g', label: c.maxWeight, kind: 'money', size: 'sm' },
  { field: 'price_jpy', label: c.priceJpy, kind: 'money', size: 'sm' },
];
const extraColumns: FeeColumn<ExtraRow>[] = [
  { field: 'code', label: c.code, kind: 'text', maxLength: 32, size: 'sm' },
  { field: 'name', label: c.name, kind: 'text', maxLength: 200, size: 'md' },
  { field: 'description', label: c.description, kind: 'text', maxLength: 2000, size: 'lg' },
  { field: 'charge_type', label: c.chargeType, kind: 'select', options: chargeTypes.map((value) => ({ value, label: t.chargeTypes[value] })), size: 'md' },
  { field: 'price_vnd', label: c.priceVnd, kind: 'money', size: 'sm', disabled: (row) => row.charge_type === 'percent_goods' },
  { field: 'percent', label: c.percent, kind: 'percent', size: 'xs', disabled: (row) => row.charge_type !== 'percent_goods' },
  { field: 'min_vnd', label: c.minVnd, kind: 'money', size: 'sm' },
  { field: 'payment_stage', label: c.stage, kind: 'select', options: (['first', 'second'] as const).map((value) => ({ value, label: t.stages[value] })), size: 'sm' },
  { field: 'active', label: c.active, kind: 'checkbox' },
];
const warehouseColumns: FeeColumn<WarehouseRow>[] = [
  { field: 'code', label: c.code, kind: 'text', maxLength: 32, size: 'xs' },
  { field: 'name', label: c.name, kind: 'text', maxLength: 200, size: 'md' },
  { field: 'country', label: c.country, kind: 'select', options: (['JP', 'VN'] as const).map((value) => ({ value, label: t.countries[value] })), size: 'sm' },
  { field: 'address', label: c.address, kind: 'text', maxLength: 500, size: 'lg' },
  { field: 'phone', label: c.phone, kind: 'text', maxLength: 30, size: 'sm' },
  { field: 'note', label: c.note, kind: 'text', maxLength: 1000, size: 'md' },
  { field: 'free_storage_days', label: c.freeDays, kind: 'whole', size: 'xs' },
  { field: 'storage_fee_per_kg_day_vnd', label: c.storageFee, kind: 'money', size: 'sm' },
  { field: 'active', label: c.active, kind: 'checkbox' },
];

/** The tables staff can add rows to and remove rows from (consumption tax has one row per site). */
const growable = { tiers: true, taxes: false, sizes: true, extras: true, warehouses: true } as const satisfies Record<FeeSection, boolean>;
const maxRows = { tiers: 20, taxes: 10, sizes: 20, extras: 50, warehouses: 50 } as const satisfies Record<FeeSection, number>;

/**
 * /admin/pricing: the fee schedule staff edit, one tab (in ?tab=) per table. Each tab saves its own
 * table alone (PUT /api/admin/pricing with that section), after the same checks the contract makes
 * and a confirm; unsaved edits of a tab stay while staff look at another tab.
 */
export default function AdminFeeScheduleView() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: FeeSection = feeSections.includes(raw as FeeSection) ? (raw as FeeSection) : 'tiers';
  const pricing = useAdminPricing();
  const save = useSaveAdminPricing();
  const [drafts, setDrafts] = useState<Partial<SectionRows>>({});
  const [errors, setErrors] = useState<Partial<Record<FeeSection, FeeFormErrors>>>({});
  const [confirming, setConfirming] = useState<{ section: FeeSection; body: AdminPricingUpdateRequest } | null>(null);
  // Rebuilt only when the data changes (a reload), so the rows' keys stay put between renders.
  const loaded = useMemo(() => (pricing.data ? rowsOf(pricing.data) : null), [pricing.data]);

  if (pricing.isPending) {
    return (
      <LoadingRegion>
        <Skeleton height={280} radius={10} />
      </LoadingRegion>
    );
  }
  if (pricing.isError || !loaded) {
    const status = pricing.error instanceof ApiError ? pricing.error.status : 0;
    return status === 403 ? <EmptyState title={t.forbidden} icon="alert" /> : <LoadFailed onRetry={() => void pricing.refetch()} retrying={pricing.isFetching} />;
  }

  const current: SectionRows = { ...loaded, ...drafts };

  const setRows = <S extends FeeSection>(section: S, rows: SectionRows[S]) => {
    setDrafts((d) => ({ ...d, [section]: rows }));
    // A fixed cell's message goes away as soon as the cell changes; the table's own message stays until the next check.
    setErrors((all) => (all[section] ? { ...all, [section]: {} } : all));
  };

  const onSave = (section: FeeSection) => {
    const built = buildSection(section, current);
    if (!built.body) {
      setErrors((all) => ({ ...all, [section]: built.errors }));
      return;
    }
    setErrors((all) => ({ ...all, [section]: {} }));
    setConfirming({ section, body: built.body });
  };

  const onConfirm = () => {
    if (!confirming) return;
    const { section, body } = confirming;
    save.mutate(body, {
      onSuccess: (answer) => {
        toast.success(answer.message || t.saved);
        setDrafts((d) => {
          const next = { ...d };
          delete next[section];
          return next;
        });
        setConfirming(null);
      },
      onError: (error) => {
        setErrors((all) => ({ ...all, [section]: sectionErrorsFrom(section, error instanceof ApiError ? error.fields : undefined) }));
        toast.error(t.saveFailed, errorText(error));
        setConfirming(null);
      },
    });
  };

  const panel = (section: FeeSection): ReactNode => {
    const sectionErrors = errors[section] ?? {};
    const dirty = drafts[section] !== undefined;
    const rows = current[section];
    const change = (index: number, patch: object) => {
      const next = rows.map((row, i) => {
        if (i !== index) return row;
        const updated = { ...row, ...patch };
        // per kg and per parcel services are billed at the VN warehouse: the stage follows the type.
        if (section === 'extras' && 'charge_type' in patch && (patch.charge_type === 'per_kg' || patch.charge_type === 'per_parcel')) {
          (updated as ExtraRow).payment_stage = 'second';
        }
        return updated;
      });
      setRows(section, next as SectionRows[typeof section]);
    };
    const remove = growable[section] ? (index: number) => setRows(section, rows.filter((_, i) => i !== index) as SectionRows[typeof section]) : undefined;
    let table: ReactNode;
    const common = { caption: t.tabs[section], errors: sectionErrors, onChange: change, onRemove: remove, testId: `fee-${section}` };
    switch (section) {
      case 'tiers':
        table = <FeeTable {...common} columns={tierColumns} rows={current.tiers} />;
        break;
      case 'taxes':
        table = <FeeTable {...common} columns={taxColumns} rows={current.taxes} />;
        break;
      case 'sizes':
        table = <FeeTable {...common} columns={sizeColumns} rows={current.sizes} />;
        break;
      case 'extras':
        table = <FeeTable {...common} columns={extraColumns} rows={current.extras} />;
        break;
      case 'warehouses':
        table = <FeeTable {...common} columns={warehouseColumns} rows={current.warehouses} />;
        break;
    }
    const hasCellErrors = Object.keys(sectionErrors).some((key) => key !== '_');
    return (
      <section className="fee-editor" aria-label={t.tabs[section]}>
        <p className="muted">{t.intro[section]}</p>
        {sectionErrors._ && (
          <p className="k-field__error" role="alert">
            {sectionErrors._}
          </p>
        )}
        {hasCellErrors && (
          <p className="k-field__error" role="alert">
            {t.hasErrors}
          </p>
        )}
        {rows.length === 0 ? <EmptyState title={t.empty} /> : table}
        <div className="fee-editor__toolbar">
          {section !== 'taxes' && rows.length < maxRows[section] && (
            <Button variant="secondary" size="sm" leadingIcon={<Icon name="plus" size={16} />} onClick={() => setRows(section, [...rows, emptyRow(section)] as SectionRows[typeof section])}>
              {t.addRow[section]}
            </Button>
          )}
          <span className="fee-editor__spacer" />
          {dirty && (
            <>
              <span className="muted" aria-live="polite">
                {t.dirty}
              </span>
              <Button
                variant="ghost"
                onClick={() => {
                  setDrafts((d) => {
                    const next = { ...d };
                    delete next[section];
                    return next;
                  });
                  setErrors((all) => ({ ...all, [section]: {} }));
                }}
              >
                {t.discard}
              </Button>
            </>
          )}
          <Button onClick={() => onSave(section)} loading={save.isPending && confirming?.section === section}>
            {t.save}
          </Button>
        </div>
      </section>
    );
  };

  return (
    <div className="admin-fee-schedule">
      <Tabs
        label={t.tabsLabel}
        value={tab}
        onValueChange={(next) => setParams(next === 'tiers' ? {} : { tab: next })}
        items={feeSections.map((value) => ({ value, label: t.tabs[value], content: value === tab ? panel(value) : null }))}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next && !save.isPending) setConfirming(null);
        }}
        title={confirming ? t.confirmTitle(t.tabs[confirming.section]) : ''}
        description={t.confirmBody}
        confirmLabel={t.confirm}
        busy={save.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}
