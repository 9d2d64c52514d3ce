import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { Field } from './field';
import { Icon } from './icons';
import { Input } from './input';
import { NativeSelect, type NativeSelectOption } from './native-select';
import './list-filters.css';

export interface FilterSelect {
  /** The URL parameter (and the select's name). */
  name: string;
  label: string;
  /** The selected value ('' for all). */
  value: string;
  options: ReadonlyArray<NativeSelectOption>;
  /** Applies at once; '' → null. */
  onChange: (value: string | null) => void;
}

export interface FilterCheck {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export interface FilterSearch {
  /** The URL parameter (and the box's name); `q` by default. */
  name?: string;
  label: string;
  hint?: string;
  /** The URL's value, the box's first text. */
  value: string;
  maxLength: number;
  /** The box's text trimmed, spaces collapsed and cut to maxLength; null when nothing is left. */
  onSearch: (text: string | null) => void;
}

export interface FilterBarProps {
  /** The bar's accessible name. */
  label: string;
  selects?: ReadonlyArray<FilterSelect>;
  checks?: ReadonlyArray<FilterCheck>;
  search?: FilterSearch;
  /** The search button (needed with `search`). */
  submitLabel?: string;
  /** Shown while `filtered`: empties the box and calls onClear (which drops the filters). */
  clear?: { label: string; filtered: boolean; onClear: () => void };
  /** Beside the bar (e.g. "add"). */
  actions?: ReactNode;
}

/** The box's text as a filter value: trimmed, spaces collapsed, cut to `maxLength`; null when empty. */
export function searchText(text: string, maxLength: number): string | null {
  return text.trim().replace(/\s+/g, ' ').slice(0, maxLength) || null;
}

/**
 * A staff list's filter bar: selects (each applies at once), checkboxes, a search box with its button,
 * and "clear" while filtered. A bar without a search box is a group, not a search form.
 */
export function FilterBar({ label, selects = [], checks = [], search, submitLabel, clear, actions }: FilterBarProps) {
  const [keyword, setKeyword] = useState(search?.value ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (search) search.onSearch(searchText(keyword, search.maxLength));
  };
  const onClear = () => {
    setKeyword('');
    clear?.onClear();
  };
  const body = (
    <>
      {selects.map((select) => (
        <Field key={select.name} label={select.label}>
          {(control) => <NativeSelect {...control} name={select.name} value={select.value} onChange={(e) => select.onChange(e.target.value || null)} options={select.options} />}
        </Field>
      ))}
      {search && (
        <Field label={search.label} hint={search.hint} className="k-list-filters__search">
          {(control) => <Input {...control} type="search" name={search.name ?? 'q'} value={keyword} maxLength={search.maxLength} onChange={(e) => setKeyword(e.target.value)} />}
        </Field>
      )}
      {checks.map((check) => (
        <label key={check.name} className="k-list-filters__check">
          <input type="checkbox" name={check.name} checked={check.checked} onChange={(e) => check.onChange(e.target.checked)} />
          {check.label}
        </label>
      ))}
      {(search || clear?.filtered) && (
        <div className="k-list-filters__buttons">
          {search && (
            <Button type="submit" variant="secondary" leadingIcon={<Icon name="search" size={16} />}>
              {submitLabel}
            </Button>
          )}
          {clear?.filtered && (
            <Button variant="ghost" onClick={onClear}>
              {clear.label}
            </Button>
          )}
        </div>
      )}
    </>
  );
  const bar = search ? (
    <form className="k-list-filters" role="search" aria-label={label} onSubmit={onSubmit}>
      {body}
    </form>
  ) : (
    <div className="k-list-filters" role="group" aria-label={label}>
      {body}
    </div>
  );
  if (!actions) return bar;
  return (
    <div className="k-list-filters__toolbar">
      {bar}
      <div className="k-list-filters__actions">{actions}</div>
    </div>
  );
}

export interface StatusSearchFiltersProps {
  label: string;
  status: Omit<FilterSelect, 'name'>;
  search: FilterSearch;
  submitLabel: string;
  clear: { label: string; filtered: boolean; onClear: () => void };
}

/** A filter bar of one status select and a search box (the lists that keep their own URL handling). */
export function StatusSearchFilters({ status, ...rest }: StatusSearchFiltersProps) {
  return <FilterBar {...rest} selects={[{ ...status, name: 'status' }]} />;
}
