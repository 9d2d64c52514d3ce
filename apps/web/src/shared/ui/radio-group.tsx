import * as RadixRadio from '@radix-ui/react-radio-group';
import type { ReactNode } from 'react';
import { cx } from '@/shared/lib/cx';
import './radio-group.css';

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
}

export interface RadioGroupProps<V extends string = string> {
  value: V;
  onValueChange: (value: V) => void;
  options: ReadonlyArray<RadioOption<V>>;
  /** Accessible name of the group. */
  label: string;
  /** Show the label as a visible legend. */
  showLabel?: boolean;
  orientation?: 'vertical' | 'horizontal';
  columns?: 1 | 2;
  className?: string;
  idPrefix: string;
}

/** One choice among a few, on Radix RadioGroup (arrow keys move and select). */
export function RadioGroup<V extends string = string>({
  value,
  onValueChange,
  options,
  label,
  showLabel = false,
  orientation = 'vertical',
  columns = 1,
  className,
  idPrefix,
}: RadioGroupProps<V>) {
  const labelId = `${idPrefix}-label`;
  return (
    <div className={cx('k-radio', className)}>
      <p id={labelId} className={showLabel ? 'k-radio__legend' : 'sr-only'}>
        {label}
      </p>
      <RadixRadio.Root
        className={cx('k-radio__group', columns === 2 && 'k-radio__group--2')}
        value={value}
        onValueChange={(v) => onValueChange(v as V)}
        aria-labelledby={labelId}
        orientation={orientation}
      >
        {options.map((option) => {
          const id = `${idPrefix}-${option.value}`;
          return (
            <div key={option.value} className="k-radio__option">
              <RadixRadio.Item id={id} value={option.value} className="k-radio__item">
                <RadixRadio.Indicator className="k-radio__indicator" />
              </RadixRadio.Item>
              <label htmlFor={id} className="k-radio__label">
                {option.label}
                {option.description && <span className="k-radio__description">{option.description}</span>}
              </label>
            </div>
          );
        })}
      </RadixRadio.Root>
    </div>
  );
}
