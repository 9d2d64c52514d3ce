import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cx } from '@/shared/lib/cx';
import { Icon } from './icons';
import './native-select.css';

export interface NativeSelectOption {
  value: string;
  label: string;
}

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: ReadonlyArray<NativeSelectOption>;
}

/**
 * The browser's own select, styled: the lightest choice for places on the home page (and the
 * best one on phones, which open their native picker). For rich option content use Select.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect({ options, className, ...rest }, ref) {
  return (
    <span className={cx('k-native-select', className)}>
      <select ref={ref} className="k-native-select__control" {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" size={16} className="k-native-select__icon" />
    </span>
  );
});
