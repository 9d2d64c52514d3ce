import * as RadixSelect from '@radix-ui/react-select';
import type { ReactNode } from 'react';
import { uiKitText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { Icon } from './icons';
import './select.css';

export interface SelectOption<V extends string = string> {
  value: V;
  label: ReactNode;
  /** Shown in the list only (e.g. a Japanese name under the label). */
  description?: ReactNode;
}

export interface SelectProps<V extends string = string> {
  value: V;
  onValueChange: (value: V) => void;
  options: ReadonlyArray<SelectOption<V>>;
  /** The accessible name of the trigger when there is no visible label. */
  'aria-label'?: string;
  id?: string;
  placeholder?: string;
  className?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** A single-choice list on Radix Select (keyboard, typeahead, screen readers). */
export function Select<V extends string = string>({
  value,
  onValueChange,
  options,
  placeholder = uiKitText.selectPlaceholder,
  className,
  disabled,
  id,
  ...aria
}: SelectProps<V>) {
  return (
    <RadixSelect.Root value={value} onValueChange={(v) => onValueChange(v as V)} disabled={disabled}>
      <RadixSelect.Trigger id={id} className={cx('k-select__trigger', className)} {...aria}>
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon className="k-select__icon">
          <Icon name="chevronDown" size={16} />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className="k-select__content" position="popper" sideOffset={6}>
          <RadixSelect.Viewport className="k-select__viewport">
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} className="k-select__item">
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                {option.description && <span className="k-select__description">{option.description}</span>}
                <RadixSelect.ItemIndicator className="k-select__indicator">
                  <Icon name="check" size={16} />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
