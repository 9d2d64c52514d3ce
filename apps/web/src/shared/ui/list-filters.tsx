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

export interface FilterText {
  /** The URL parameter (and the box's name). */
  name: string;
  label: string;
  /** The URL's value, the box's first text. */
  value: string;
  maxLength: number;
  /** `date` gives YYYY-MM-DD. */
  type?: 'text' | 'date';
}

export interface FilterBarProps {
  /** The bar's accessible name. */
  label: string;
  selects?: ReadonlyArray<FilterSelect>;
  checks?: ReadonlyArray<FilterCheck>;
  search?: FilterSearch;
  /** More boxes (text or date), applied with the search box when the form is submitted (needs `onApply`). */
  texts?: ReadonlyArray<FilterText>;
  /**
   * Submitting applies every box at once: the search box (under its name) and `texts`, each as
   * `searchText` makes it. Instead of `search.onSearch`, so that one change carries them all.
   */
  onApply?: (values: Record<string, string | null>) => void;
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
 * A staff list's filter bar: selects (each applies at once), checkboxes, a search box and other text or
 * date boxes with one button, and "clear" while filtered. A bar without boxes is a group, not a search form.
 */
export function FilterBar({ label, selects = [], checks = [], search, texts = [], onApply, submitLabel, clear, actions }: FilterBarProps) {
  const [keyword, setKeyword] = useState(search?.value ?? '');
  const [drafts, setDrafts] = useState<Record<string, string>>(() => Object.fromEntries(texts.map((text) => [text.name, text.value])));
  const isForm = !!search || texts.length > 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (onApply) {
      onApply({
        ...Object.fromEntries(texts.map((text) => [text.name, searchText(drafts[text.name] ?? '', text.maxLength)])),
        ...(search ? { [search.name ?? 'q']: searchText(keyword, search.maxLength) } : {}),
      });
    } else if (search) search.onSearch(searchText(keyword, search.maxLength));
  };
  const onClear = () => {
    setKeyword('');
    setDrafts({});
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
      {texts.map((text) => (
        <Field key={text.name} label={text.label}>
          {(control) => (
            <Input
              {...control}
              type={text.type ?? 'text'}
              name={text.name}
              value={drafts[text.name] ?? ''}
              maxLength={text.maxLength}
              onChange={(e) => setDrafts((current) => ({ ...current, [text.name]: e.target.value }))}
            />
          )}
        </Field>
      ))}
      {checks.map((check) => (
        <label key={check.name} className="k-list-filters__check">
          <input type="checkbox" name={check.name} checked={check.checked} onChange={(e) => check.onChange(e.target.checked)} />
          {check.label}
        </label>
      ))}
      {(isForm || clear?.filtered) && (
        <div className="k-list-filters__buttons">
          {isForm && (
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
  const bar = isForm ? (
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
