import { useId } from 'react';
import { pricingAdminText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { IconButton } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { NativeSelect, type NativeSelectOption } from '@/shared/ui/native-select';
import { grouped, parseWhole, type FeeFormErrors } from '../lib/fee-schedule-form';

const t = pricingAdminText;

/**
 * How a cell is edited: free text, a whole number, money (regrouped with thousands separators when
 * the cell is left), a percentage (the API's basis points), a choice, a tick box, or a read-only
 * name that heads the row.
 */
export type FeeCellKind = 'text' | 'whole' | 'money' | 'percent' | 'select' | 'checkbox' | 'heading';

export interface FeeColumn<R> {
  field: Extract<keyof R, string>;
  label: string;
  kind: FeeCellKind;
  options?: readonly NativeSelectOption[];
  maxLength?: number;
  /** Shown instead of the raw value of a `heading` cell. */
  display?: (row: R) => string;
  disabled?: (row: R) => boolean;
  /** A CSS width class of the column (narrow numbers, wide text). */
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

interface FeeTableProps<R extends { key: string }> {
  /** Accessible name of the table. */
  caption: string;
  columns: ReadonlyArray<FeeColumn<R>>;
  rows: R[];
  errors: FeeFormErrors;
  onChange: (index: number, patch: Partial<R>) => void;
  /** Absent: rows cannot be removed (one row per site). */
  onRemove?: (index: number) => void;
  testId: string;
}

/** One table of the fee schedule as editable cells; a cell's message is shown under it and linked to it. */
export function FeeTable<R extends { key: string }>({ caption, columns, rows, errors, onChange, onRemove, testId }: FeeTableProps<R>) {
  const baseId = useId();
  return (
    <div className="pricing-table-wrap fee-editor__wrap">
      <table className="pricing-table fee-editor__table" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.field} scope="col" className={cx(column.size && `fee-editor__col--${column.size}`)}>
                {column.label}
              </th>
            ))}
            {onRemove && (
              <th scope="col">
                <span className="sr-only">{t.columns.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key} data-testid={`${testId}-row`}>
              {columns.map((column) => {
                const errorKey = `${index}.${column.field}`;
                const error = errors[errorKey];
                const errorId = error ? `${baseId}-${index}-${column.field}-error` : undefined;
                const value = row[column.field];
                if (column.kind === 'heading') {
                  return (
                    <th key={column.field} scope="row">
                      {column.display ? column.display(row) : String(value)}
                    </th>
                  );
                }
                const common = {
                  'aria-label': t.cellLabel(column.label, index + 1),
                  'aria-invalid': error ? true : undefined,
                  'aria-describedby': errorId,
                  disabled: column.disabled?.(row),
                };
                let control;
                if (column.kind === 'checkbox') {
                  control = <input type="checkbox" {...common} checked={Boolean(value)} onChange={(event) => onChange(index, { [column.field]: event.target.checked } as Partial<R>)} />;
                } else if (column.kind === 'select') {
                  control = (
                    <NativeSelect {...common} value={String(value)} options={column.options ?? []} onChange={(event) => onChange(index, { [column.field]: event.target.value } as Partial<R>)} />
                  );
                } else {
                  const numeric = column.kind !== 'text';
                  control = (
                    <span className={cx(column.kind === 'percent' && 'fee-editor__percent')}>
                      <Input
                        {...common}
                        className={cx(numeric && 'fee-editor__num')}
                        value={String(value)}
                        maxLength={column.maxLength ?? (numeric ? 20 : undefined)}
                        inputMode={column.kind === 'percent' ? 'decimal' : numeric ? 'numeric' : undefined}
                        autoComplete="off"
                        onChange={(event) => onChange(index, { [column.field]: event.target.value } as Partial<R>)}
                        onBlur={
                          column.kind === 'money'
                            ? (event) => {
                                const n = parseWhole(event.target.value);
                                if (n !== null && grouped(n) !== event.target.value) onChange(index, { [column.field]: grouped(n) } as Partial<R>);
                              }
                            : undefined
                        }
                      />
                      {column.kind === 'percent' && (
                        <span className="fee-editor__suffix" aria-hidden="true">
                          %
                        </span>
                      )}
                    </span>
                  );
                }
                return (
                  <td key={column.field} className={cx(column.size && `fee-editor__col--${column.size}`)}>
                    {control}
                    {error && (
                      <p id={errorId} className="k-field__error">
                        {error}
                      </p>
                    )}
                  </td>
                );
              })}
              {onRemove && (
                <td className="fee-editor__actions">
                  <IconButton label={t.removeRow(index + 1)} onClick={() => onRemove(index)}>
                    <Icon name="close" size={18} />
                  </IconButton>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
