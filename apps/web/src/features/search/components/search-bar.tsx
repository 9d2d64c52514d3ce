import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { normalizeKeyword, type SiteCode } from '@kaimono/contracts';
import { searchText, surugayaCategoryText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { isSurugayaCategoryCode, siteFromPathname, SURUGAYA_ALL_CATEGORIES, type SurugayaCategoryCode } from '@/shared/config/sites';
import { Icon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { getAutocomplete } from '../api/get-autocomplete';
import { getTopSearches } from '../api/get-top-searches';
import { clearKeywordHistory } from '../api/clear-keyword-history';
import { searchKeys } from '../api/query-keys';
import { useSearchHistory } from '../hooks/use-search-history';
import { useSearchSubmit } from '../hooks/use-search-submit';
import { clearHistory, removeFromHistory } from '../lib/search-history';
import { isUrlLike } from '../lib/is-url-like';
import { buildSuggestionGroups, type SuggestionKind, type SuggestionOption } from '../lib/suggestion-groups';
import { SiteSelect } from './site-select';
import './search-bar.css';

/** Suggestions are requested 500 ms after the last keystroke (spec §9). */
export const SUGGESTION_DEBOUNCE_MS = 500;
export const DEFAULT_SEARCH_SITE: SiteCode = 'auction';

export interface SearchBarProps {
  /** Logged-in customers also have a server-side history, cleared together with the local one. */
  isLoggedIn: boolean;
  variant?: 'header' | 'hero';
  className?: string;
}

const groupTitles: Record<SuggestionKind, string> = {
  history: searchText.historyHeading,
  suggestion: searchText.suggestionsHeading,
  top: searchText.topHeading,
};

const SurugayaCategoryPicker = lazy(() => import('./surugaya-category-picker'));

/**
 * The search bar with its site selector and suggestion popover (spec §2, §4, §5, §9).
 * Starts from the site, keyword and Suruga-ya category of the page the visitor is on.
 */
export function SearchBar(props: SearchBarProps) {
  const location = useLocation();
  const pathSite = siteFromPathname(location.pathname);
  const params = new URLSearchParams(location.search);
  const onSearchPage = !!pathSite && location.pathname === `/${pathSite}/search`;
  const keyword = onSearchPage ? (params.get('keyword') ?? '') : '';
  let category: SurugayaCategoryCode = SURUGAYA_ALL_CATEGORIES;
  if (pathSite === 'suruga-ya') {
    const fromQuery = params.get('category');
    const fromPath = location.pathname.startsWith('/suruga-ya/category/') ? decodeURIComponent(location.pathname.split('/')[3] ?? '') : null;
    const candidate = fromQuery ?? fromPath;
    if (isSurugayaCategoryCode(candidate)) category = candidate;
  }
  // A new page (other site, keyword or category) starts the bar afresh from that page.
  const key = `${pathSite ?? ''}|${keyword}|${category}`;
  return <SearchBarForm key={key} {...props} initialSite={pathSite ?? DEFAULT_SEARCH_SITE} initialKeyword={keyword} initialCategory={category} />;
}

interface FormProps extends SearchBarProps {
  initialSite: SiteCode;
  initialKeyword: string;
  initialCategory: SurugayaCategoryCode;
}

function SearchBarForm({ isLoggedIn, variant = 'header', className, initialSite, initialKeyword, initialCategory }: FormProps) {
  const baseId = useId().replace(/:/g, '');
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;
  const queryClient = useQueryClient();

  const [site, setSite] = useState<SiteCode>(initialSite);
  const [value, setValue] = useState(initialKeyword);
  const [category, setCategory] = useState<SurugayaCategoryCode>(initialCategory);
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { submit, busy } = useSearchSubmit();

  const history = useSearchHistory(site);
  const keyword = normalizeKeyword(value);
  const isLink = isUrlLike(value);
  const debounced = useDebouncedValue(keyword, SUGGESTION_DEBOUNCE_MS);

  const suggestions = useQuery({
    queryKey: searchKeys.autocomplete(site, debounced),
    queryFn: ({ signal }) => getAutocomplete(site, debounced, signal),
    enabled: open && !!debounced && !isUrlLike(debounced),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const top = useQuery({
    queryKey: searchKeys.topSearches(site),
    queryFn: ({ signal }) => getTopSearches(site, signal),
    enabled: open,
    staleTime: 10 * 60_000,
    retry: false,
  });

  const groups = useMemo(
    () =>
      buildSuggestionGroups({
        keyword,
        isLink,
        history,
        suggestions: debounced ? suggestions.data : undefined,
        top: top.data,
      }),
    [keyword, isLink, history, debounced, suggestions.data, top.data],
  );
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const groupStarts = useMemo(() => {
    const starts: number[] = [];
    let next = 0;
    for (const group of groups) {
      starts.push(next);
      next += group.options.length;
    }
    return starts;
  }, [groups]);
  const activeIndex = activeKey ? options.findIndex((o) => o.key === activeKey) : -1;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  const optionDomId = (index: number) => `${baseId}-option-${index}`;
  const showSurugaCategories = site === 'suruga-ya';
  const panelOpen = open && (options.length > 0 || showSurugaCategories || (suggestions.isFetching && !!keyword));
  const listboxShown = open && options.length > 0;

  // Close the popover on a pointer press anywhere outside the search bar.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (formRef.current && !formRef.current.contains(event.target as Node)) {
        setOpen(false);
        setActiveKey(null);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  const run = async (input: string) => {
    setError(null);
    const outcome = await submit({ site, input, category });
    if (!outcome.ok) {
      setError(outcome.error);
      inputRef.current?.focus();
      return;
    }
    close();
  };

  const choose = (option: SuggestionOption) => {
    setValue(option.keyword);
    void run(option.keyword);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (open && activeOption) choose(activeOption);
    else void run(value);
  };

  const move = (delta: 1 | -1) => {
    if (!options.length) return;
    const next = activeIndex < 0 ? (delta === 1 ? 0 : options.length - 1) : (activeIndex + delta + options.length) % options.length;
    setActiveKey(options[next]!.key);
    document.getElementById(optionDomId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else move(-1);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      case 'Delete':
        if (open && activeOption?.kind === 'history') {
          event.preventDefault();
          removeFromHistory(site, activeOption.keyword);
          setActiveKey(null);
        }
        break;
      default:
        break;
    }
  };

  const onClearHistory = () => {
    clearHistory(site);
    setActiveKey(null);
    if (isLoggedIn) {
      void clearKeywordHistory(site)
        .then(() => queryClient.invalidateQueries({ queryKey: searchKeys.autocompleteAll() }))
        .catch(() => undefined);
    }
    inputRef.current?.focus();
  };

  const hasHistory = groups.some((g) => g.kind === 'history') && !keyword;

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={searchText.formLabel}
      className={cx('search-bar', `search-bar--${variant}`, className)}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
      noValidate
    >
      <div className={cx('search-bar__box', error && 'search-bar__box--invalid')}>
        <SiteSelect
          className="search-bar__site"
          value={site}
          onChange={(next) => {
            setSite(next);
            setActiveKey(null);
            setError(null);
          }}
        />
        <div className="search-bar__field">
          <label htmlFor={inputId} className="sr-only">
            {searchText.inputLabel}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="search-bar__input"
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listboxShown}
            aria-controls={listboxShown ? listboxId : undefined}
            aria-activedescendant={listboxShown && activeIndex >= 0 ? optionDomId(activeIndex) : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            aria-invalid={error ? true : undefined}
            placeholder={variant === 'hero' ? searchText.placeholder : searchText.placeholderShort}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setOpen(true);
              setActiveKey(null);
              if (error) setError(null);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            // Links can be long; keywords are cut to 100 characters on submit.
            maxLength={2048}
          />
          {showSurugaCategories && category !== SURUGAYA_ALL_CATEGORIES && (
            <span className="search-bar__chip">{searchText.categoryChip(surugayaCategoryText[category].vietnamese)}</span>
          )}
        </div>
        <button type="submit" className="search-bar__submit" aria-label={searchText.submit} aria-busy={busy || undefined}>
          {busy ? <Spinner size={20} decorative /> : <Icon name="search" />}
          {variant === 'hero' && <span className="search-bar__submit-text">{searchText.submit}</span>}
        </button>
      </div>
      <span id={hintId} className="sr-only">
        {searchText.keyboardHint} {searchText.removeHistoryHint}
      </span>
      <span className="sr-only" role="status">
        {busy ? (isLink ? searchText.resolvingLink : searchText.searching) : listboxShown ? searchText.resultsCount(options.length) : ''}
      </span>
      {error && (
        <p id={errorId} className="search-bar__error" role="alert">
          <Icon name="alert" size={16} />
          {error}
        </p>
      )}
      {panelOpen && (
        // Pressing inside the panel keeps focus in the input, so clicks land on the options.
        <div className="search-bar__panel" onMouseDown={(event) => event.preventDefault()}>
          {listboxShown && (
            <div role="listbox" id={listboxId} aria-label={searchText.suggestionsLabel} className="search-bar__listbox">
              {groups.map((group, groupIndex) => (
                <div key={group.kind} role="group" aria-labelledby={`${baseId}-group-${group.kind}`} className="search-bar__group">
                  <div role="presentation" id={`${baseId}-group-${group.kind}`} className="search-bar__group-title">
                    <Icon name={group.kind === 'history' ? 'clock' : group.kind === 'top' ? 'trending' : 'search'} size={14} />
                    {groupTitles[group.kind]}
                  </div>
                  {group.options.map((option, i) => {
                    const index = (groupStarts[groupIndex] ?? 0) + i;
                    return (
                      <div
                        key={option.key}
                        id={optionDomId(index)}
                        role="option"
                        aria-selected={index === activeIndex}
                        className={cx('search-bar__option', index === activeIndex && 'search-bar__option--active')}
                        onClick={() => choose(option)}
                        onMouseMove={() => activeKey !== option.key && setActiveKey(option.key)}
                      >
                        <span className="search-bar__option-text">
                          {option.keyword}
                          {option.translation && option.translation !== option.keyword && (
                            <span className="search-bar__option-translation"> — {option.translation}</span>
                          )}
                        </span>
                        {option.kind === 'history' && (
                          <span
                            className="search-bar__option-remove"
                            aria-hidden="true"
                            title={searchText.removeHistoryItem(option.keyword)}
                            data-action="remove-history"
                            onClick={(event) => {
                              event.stopPropagation();
                              removeFromHistory(site, option.keyword);
                            }}
                          >
                            <Icon name="close" size={16} />
                          </span>
                        )}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          )}
          {suggestions.isFetching && keyword && !options.length && <p className="search-bar__status">{searchText.loadingSuggestions}</p>}
          {hasHistory && (
            <div className="search-bar__panel-actions">
              <button type="button" className="search-bar__clear" aria-label={searchText.clearHistoryLabel} onClick={onClearHistory}>
                {searchText.clearHistory}
              </button>
            </div>
          )}
          {showSurugaCategories && (
            <div className="search-bar__categories">
              <Suspense fallback={<div style={{ minHeight: 180 }} />}>
                <SurugayaCategoryPicker idPrefix={`${baseId}-category`} value={category} onChange={setCategory} />
              </Suspense>
            </div>
          )}
        </div>
      )}
    </form>
  );
}
