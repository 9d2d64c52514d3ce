import { useId, useState, type FormEvent } from 'react';
import type { SiteCode } from '@kaimono/contracts';
import { searchText } from '@kaimono/i18n';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';
import { useSearchSubmit } from '../hooks/use-search-submit';
import './keyword-search-form.css';

/** A compact keyword search on one site (e.g. inside a Suruga-ya category); same rules as the bar. */
export function KeywordSearchForm({ site, category, label }: { site: SiteCode; category?: string | null; label: string }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { submit, busy } = useSearchSubmit();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await submit({ site, input: value, category });
    if (!outcome.ok) setError(outcome.error);
  };
  return (
    <form className="keyword-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="keyword-form__row">
        <Input
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={searchText.placeholderShort}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          maxLength={2048}
        />
        <Button type="submit" loading={busy}>
          {searchText.submit}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="keyword-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
