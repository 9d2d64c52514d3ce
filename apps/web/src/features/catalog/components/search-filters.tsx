import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CategoryNodeDto, SiteCode } from '@kaimono/contracts';
import { catalogText } from '@kaimono/i18n';
import type { AutoTranslateMode } from '@/shared/config/paths';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/native-select';
import { getChildCategories, getTopCategories } from '../api/catalog-api';
import { catalogKeys } from '../api/query-keys';
import { hasNarrowingFilters, parseYen, type ConditionFilter, type ListingTypeFilter, type SiteSearchQuery, type SortKey } from '../lib/search-params';
import { hasListingType, sortsOf } from '../lib/site-config';

export function categoryLabel(node: Pick<CategoryNodeDto, 'name' | 'name_vi'>): string {
  return node.name_vi && node.name_vi !== node.name ? `${node.name_vi} (${node.name})` : node.name;
}

function CategoryFilter({ site, category, onChange }: { site: SiteCode; category: string | null; onChange: (category: string | null) => void }) {
  // The root the visitor picked here, so a chosen sub-category keeps its parent selected.
  const [parentHint, setParentHint] = useState<string | null>(null);
  const tops = useQuery({
    queryKey: catalogKeys.topCategories(site),
    queryFn: ({ signal }) => getTopCategories(site, signal),
    staleTime: 60 * 60_000,
  });
  const roots = tops.data ?? [];
  const isRoot = !!category && roots.some((node) => node.id === category);
  const rootId = isRoot ? category : parentHint;
  const root = roots.find((node) => node.id === rootId) ?? null;
  const children = useQuery({
    queryKey: catalogKeys.childCategories(site, rootId ?? ''),
    queryFn: ({ signal }) => getChildCategories(site, rootId!, signal),
    enabled: !!root?.has_children,
    staleTime: 60 * 60_000,
  });
  const unknownCurrent = !!category && !isRoot && !parentHint && !tops.isPending;

  const rootOptions = [
    { value: '', label: tops.isPending ? catalogText.filterCategoriesLoading : catalogText.searchAllCategories },
    ...(unknownCurrent ? [{ value: category, label: catalogText.filterCurrentCategory(category) }] : []),
    ...roots.map((node) => ({ value: node.id, label: categoryLabel(node) })),
  ];
  const childList = children.data ?? [];
  return (
    <>
      <Field label={catalogText.filterCategory}>
        {(control) => (
          <NativeSelect
            {...control}
            className="search-filters__control"
            value={unknownCurrent ? category : (rootId ?? '')}
            options={rootOptions}
            onChange={(event) => {
              const value = event.target.value || null;
              setParentHint(value);
              onChange(value);
            }}
          />
        )}
      </Field>
      {root && childList.length > 0 && (
        <Field label={catalogText.filterSubcategory}>
          {(control) => (
            <NativeSelect
              {...control}
              className="search-filters__control"
              value={category && category !== root.id ? category : ''}
              options={[{ value: '', label: catalogText.filterAllIn(root.name_vi ?? root.name) }, ...childList.map((node) => ({ value: node.id, label: categoryLabel(node) }))]}
              onChange={(event) => onChange(event.target.value || root.id)}
            />
          )}
        </Field>
      )}
    </>
  );
}

function PriceFilter({ min, max, onApply }: { min: number | null; max: number | null; onApply: (min: number | null, max: number | null) => void }) {
  const id = useId();
  const [minText, setMinText] = useState(min === null ? '' : String(min));
  const [maxText, setMaxText] = useState(max === null ? '' : String(max));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextMin = minText.trim() ? parseYen(minText) : null;
    const nextMax = maxText.trim() ? parseYen(maxText) : null;
    if ((minText.trim() && nextMin === null) || (maxText.trim() && nextMax === null)) {
      setError(catalogText.filterPriceNotNumber);
      return;
    }
    if (nextMin !== null && nextMax !== null && nextMin > nextMax) {
      setError(catalogText.filterPriceInvalid);
      return;
    }
    setError(null);
    onApply(nextMin, nextMax);
  };
  const errorId = `${id}-error`;
  return (
    <form className="search-filters__price" onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="search-filters__legend">
        {catalogText.filterPrice}
      </p>
      <div className="search-filters__price-row">
        <label className="sr-only" htmlFor={`${id}-min`}>
          {catalogText.filterPriceMin}
        </label>
        <Input
          id={`${id}-min`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={catalogText.filterPriceFromPlaceholder}
          value={minText}
          onChange={(e) => setMinText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span aria-hidden="true">–</span>
        <label className="sr-only" htmlFor={`${id}-max`}>
          {catalogText.filterPriceMax}
        </label>
        <Input
          id={`${id}-max`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={catalogText.filterPriceToPlaceholder}
          value={maxText}
          onChange={(e) => setMaxText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} className="k-field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" size="sm">
        {catalogText.filterPriceApply}
      </Button>
    </form>
  );
}

/** On, off or auto (native radios: light, and arrow keys work out of the box). */
export function AutoTranslateSwitch({ value, onChange }: { value: AutoTranslateMode; onChange: (mode: AutoTranslateMode) => void }) {
  const name = useId();
  const modes: AutoTranslateMode[] = ['auto', 'on', 'off'];
  return (
    <fieldset className="segmented">
      <legend className="search-filters__legend">{catalogText.searchAutoTranslate}</legend>
      <div className="segmented__options">
        {modes.map((mode) => (
          <label key={mode} className="segmented__option">
            <input type="radio" name={name} value={mode} checked={value === mode} onChange={() => onChange(mode)} />
            <span>{catalogText.autoTranslateModes[mode]}</span>
          </label>
        ))}
      </div>
      <p className="search-filters__hint">{catalogText.autoTranslateHint}</p>
    </fieldset>
  );
}

export interface SearchFiltersProps {
  site: SiteCode;
  query: SiteSearchQuery;
  onChange: (changes: Partial<SiteSearchQuery>) => void;
  /** The page's path fixes the category (no category filter then). */
  fixedCategory?: boolean;
  id: string;
}

/** Category, price range, condition, listing type (auction sites), sort; every change goes to the URL. */
export function SearchFilters({ site, query, onChange, fixedCategory = false, id }: SearchFiltersProps) {
  const conditionOptions = (['all', 'new', 'used'] as const).map((value) => ({ value: value === 'all' ? '' : value, label: catalogText.filterConditions[value] }));
  const listingOptions = (['all', 'auction', 'fixed'] as const).map((value) => ({ value: value === 'all' ? '' : value, label: catalogText.filterListingTypes[value] }));
  return (
    <div id={id} className="search-filters__fields">
      {!fixedCategory && <CategoryFilter site={site} category={query.category} onChange={(category) => onChange({ category })} />}
      <Field label={catalogText.filterSort}>
        {(control) => (
          <NativeSelect
            {...control}
            className="search-filters__control"
            value={query.sort}
            options={sortsOf(site).map((sort) => ({ value: sort, label: catalogText.sorts[sort] }))}
            onChange={(event) => onChange({ sort: event.target.value as SortKey })}
          />
        )}
      </Field>
      <Field label={catalogText.filterCondition}>
        {(control) => (
          <NativeSelect
            {...control}
            className="search-filters__control"
            value={query.condition ?? ''}
            options={conditionOptions}
            onChange={(event) => onChange({ condition: (event.target.value || null) as ConditionFilter | null })}
          />
        )}
      </Field>
      {hasListingType(site) && (
        <Field label={catalogText.filterListingType}>
          {(control) => (
            <NativeSelect
              {...control}
              className="search-filters__control"
              value={query.listingType ?? ''}
              options={listingOptions}
              onChange={(event) => onChange({ listingType: (event.target.value || null) as ListingTypeFilter | null })}
            />
          )}
        </Field>
      )}
      <PriceFilter
        key={`${query.priceMin}-${query.priceMax}`}
        min={query.priceMin}
        max={query.priceMax}
        onApply={(priceMin, priceMax) => onChange({ priceMin, priceMax })}
      />
      {query.keyword && <AutoTranslateSwitch value={query.autoTranslate} onChange={(autoTranslate) => onChange({ autoTranslate })} />}
      {hasNarrowingFilters(query) && (
        <Button variant="ghost" size="sm" onClick={() => onChange({ priceMin: null, priceMax: null, condition: null, listingType: null })}>
          {catalogText.clearFilters}
        </Button>
      )}
    </div>
  );
}
