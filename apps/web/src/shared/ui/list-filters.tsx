import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { Field } from './field';
import { Icon } from './icons';
import { Input } from './input';
import { NativeSelect, type NativeSelectOption } from './native-select';
import './list-filters.css';

export interface StatusSearchFiltersProps {
  /** The search form's accessible name. */
  label: string;
  status: {
    label: string;
    /** The selected value ('' for all). */
    value: string;
    options: ReadonlyArray<NativeSelectOption>;
    /** null: all statuses. */
    onChange: (value: string | null) => void;
  };
  search: {
    label: string;
    hint?: string;
    /** The URL's value, the box's first text. */
    value: string;
    maxLength: number;
    /** The box's text trimmed, spaces collapsed and cut to maxLength; null when nothing is left. */
    onSearch: (text: string | null) => void;
  };
  submitLabel: string;
  /** Shown while `filtered`: empties the box and calls onClear (which drops the filters). */
  clear: { label: string; filtered: boolean; onClear: () => void };
}

/** A staff list's filter bar: status (applies at once), a search box with its button, and "clear" while filtered. */
export function StatusSearchFilters({ label, status, search, submitLabel, clear }: StatusSearchFiltersProps) {
  const [keyword, setKeyword] = useState(search.value);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.onSearch(keyword.trim().replace(/\s+/g, ' ').slice(0, search.maxLength) || null);
  };
  const onClear = () => {
    setKeyword('');
    clear.onClear();
  };
  return (
    <form className="k-list-filters" role="search" aria-label={label} onSubmit={onSubmit}>
      <Field label={status.label}>
        {(control) => <NativeSelect {...control} name="status" value={status.value} onChange={(e) => status.onChange(e.target.value || null)} options={status.options} />}
      </Field>
      <Field label={search.label} hint={search.hint} className="k-list-filters__search">
        {(control) => <Input {...control} type="search" name="q" value={keyword} maxLength={search.maxLength} onChange={(e) => setKeyword(e.target.value)} />}
      </Field>
      <div className="k-list-filters__buttons">
        <Button type="submit" variant="secondary" leadingIcon={<Icon name="search" size={16} />}>
          {submitLabel}
        </Button>
        {clear.filtered && (
          <Button variant="ghost" onClick={onClear}>
            {clear.label}
          </Button>
        )}
      </div>
    </form>
  );
}
