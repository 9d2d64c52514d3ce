import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteCodes, type SiteCode } from '@kaimono/contracts';
import { alertsText, siteText } from '@kaimono/i18n';
import { formatJpy, formatVnd } from '@/shared/lib/money';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { useToast } from '@/shared/ui/toast';
import { alertsKeys, deleteSavedSearch, deleteWatch, getMatches, getSavedSearches, getWatches, updateSavedSearch, type SavedSearchDto } from '../api/alerts-api';
import './alerts.css';

const siteName = (site: string) => (site === 'all' ? alertsText.allSites : (siteText[site as SiteCode]?.name ?? site));

function Matches({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const matches = useQuery({ queryKey: alertsKeys.matches(id), queryFn: ({ signal }) => getMatches(id, signal), staleTime: Infinity });
  // Opening the matches records the visit: the list's "mới" count is then zero.
  useEffect(() => {
    if (matches.isSuccess) void queryClient.invalidateQueries({ queryKey: alertsKeys.savedSearches() });
  }, [matches.isSuccess, queryClient]);
  if (matches.isPending) return <p className="muted">…</p>;
  if (matches.isError) return <p role="alert">{matches.error.message}</p>;
  if (matches.data.results.length === 0) return <p className="muted">{alertsText.noMatches}</p>;
  return (
    <ul className="alert-items" data-testid="saved-search-matches">
      {matches.data.results.map((item) => (
        <li key={`${item.site}:${item.code}`} className="alert-item">
          {item.image ? <img src={item.image} alt="" loading="lazy" /> : <span />}
          <div>
            <Link to={item.path}>{item.title_vi ?? item.title}</Link> {item.is_new && <span className="badge">{alertsText.newBadge}</span>}
            <div className="muted">
              {item.price_jpy !== null && formatJpy(item.price_jpy)}
              {item.price_vnd !== null && ` (~${formatVnd(item.price_vnd)})`} · {siteName(item.site)}
            </div>
            <div className="alert-item__links">
              {item.bid_path && <Link to={item.bid_path}>{alertsText.bidNow}</Link>}
              {item.cart_path && <Link to={item.cart_path}>{alertsText.addToCart}</Link>}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function EditForm({ search, onDone }: { search: SavedSearchDto; onDone: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [site, setSite] = useState(search.site);
  const [category, setCategory] = useState(search.category ?? '');
  const [keyword, setKeyword] = useState(search.keyword);
  const [min, setMin] = useState(search.price_min === null ? '' : String(search.price_min));
  const [max, setMax] = useState(search.price_max === null ? '' : String(search.price_max));
  const [condition, setCondition] = useState(search.condition ?? '');
  const [listingType, setListingType] = useState(search.listing_type ?? '');
  const [autoTranslate, setAutoTranslate] = useState(search.auto_translate);
  const save = useMutation({
    mutationFn: () =>
      updateSavedSearch(search.id, {
        site,
        // A category belongs to one site: the server answers SAVED_SEARCH_CATEGORY_UNKNOWN for an id
        // the site does not have, or with all six sites.
        category: category.trim() || null,
        keyword,
        auto_translate: autoTranslate,
        price_min: min.trim() === '' ? null : Number(min),
        price_max: max.trim() === '' ? null : Number(max),
        condition: condition || null,
        listing_type: listingType || null,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: alertsKeys.all });
      onDone();
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className="saved-search__form" onSubmit={submit}>
      <label>
        {alertsText.site}
        <select className="k-input" value={site} onChange={(e) => setSite(e.target.value)}>
          <option value="all">{alertsText.allSites}</option>
          {siteCodes.map((s) => (
            <option key={s} value={s}>
              {siteName(s)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {alertsText.categoryId}
        <input className="k-input" value={category} onChange={(e) => setCategory(e.target.value)} />
      </label>
      <label>
        {alertsText.keyword}
        <input className="k-input" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </label>
      <label>
        {alertsText.autoTranslate}
        <select className="k-input" value={autoTranslate} onChange={(e) => setAutoTranslate(e.target.value as typeof autoTranslate)}>
          {(['auto', 'on', 'off'] as const).map((m) => (
            <option key={m} value={m}>
              {alertsText.autoTranslateModes[m]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {alertsText.priceMin}
        <input className="k-input" inputMode="numeric" value={min} onChange={(e) => setMin(e.target.value.replace(/\D/g, ''))} />
      </label>
      <label>
        {alertsText.priceMax}
        <input className="k-input" inputMode="numeric" value={max} onChange={(e) => setMax(e.target.value.replace(/\D/g, ''))} />
      </label>
      <label>
        {alertsText.condition}
        <select className="k-input" value={condition} onChange={(e) => setCondition(e.target.value as typeof condition)}>
          <option value="">{alertsText.conditions.any}</option>
          <option value="new">{alertsText.conditions.new}</option>
          <option value="used">{alertsText.conditions.used}</option>
        </select>
      </label>
      <label>
        {alertsText.listingType}
        <select className="k-input" value={listingType} onChange={(e) => setListingType(e.target.value as typeof listingType)}>
          <option value="">{alertsText.listingTypes.any}</option>
          <option value="auction">{alertsText.listingTypes.auction}</option>
          <option value="fixed">{alertsText.listingTypes.fixed}</option>
        </select>
      </label>
      <div className="saved-search__actions">
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={save.isPending}>
          {alertsText.save}
        </button>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onDone}>
          {alertsText.cancel}
        </button>
      </div>
    </form>
  );
}

function SavedSearchCard({ search, initiallyOpen }: { search: SavedSearchDto; initiallyOpen: boolean }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(initiallyOpen);
  const [editing, setEditing] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: alertsKeys.all });
  const pause = useMutation({ mutationFn: () => updateSavedSearch(search.id, { paused: !search.paused }), onSuccess: refresh, onError: (e: Error) => toast.error(e.message) });
  const remove = useMutation({ mutationFn: () => deleteSavedSearch(search.id), onSuccess: refresh, onError: (e: Error) => toast.error(e.message) });
  const price = alertsText.priceRange(search.price_min === null ? null : formatJpy(search.price_min), search.price_max === null ? null : formatJpy(search.price_max));
  return (
    <li className="saved-search" data-testid="saved-search">
      <div className="saved-search__head">
        <h2 className="saved-search__title">“{search.keyword}”</h2>
        <span className="badge">{search.paused ? alertsText.paused : alertsText.active}</span>
      </div>
      <div className="saved-search__meta muted">
        <span>{siteName(search.site)}</span>
        {search.searched_keyword !== search.keyword && <span>→ {search.searched_keyword}</span>}
        {search.category && <span>{alertsText.category(search.category)}</span>}
        {price && <span>{price}</span>}
        {search.condition && <span>{alertsText.conditions[search.condition]}</span>}
        {search.listing_type && <span>{alertsText.listingTypes[search.listing_type]}</span>}
      </div>
      <p data-testid="saved-search-new">{alertsText.newSince(search.new_count)}</p>
      <div className="saved-search__actions">
        <button type="button" className={buttonClass('secondary', 'sm')} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? alertsText.hideMatches : alertsText.showMatches}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => pause.mutate()} disabled={pause.isPending}>
          {search.paused ? alertsText.resume : alertsText.pause}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing((v) => !v)}>
          {alertsText.edit}
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={() => {
            if (window.confirm(alertsText.removeConfirm)) remove.mutate();
          }}
          disabled={remove.isPending}
        >
          {alertsText.remove}
        </button>
      </div>
      {editing && <EditForm search={search} onDone={() => setEditing(false)} />}
      {open && <Matches id={search.id} />}
    </li>
  );
}

function WatchList() {
  const queryClient = useQueryClient();
  const watches = useQuery({ queryKey: alertsKeys.watches(), queryFn: ({ signal }) => getWatches({}, signal) });
  const remove = useMutation({ mutationFn: (id: string) => deleteWatch(id), onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertsKeys.all }) });
  return (
    <section aria-labelledby="watches-title">
      <h2 id="watches-title">{alertsText.watchesTitle}</h2>
      <p className="muted">{alertsText.outbidNote}</p>
      {watches.data && watches.data.results.length === 0 && <p className="muted">{alertsText.watchesEmpty}</p>}
      <ul className="watch-list" data-testid="watch-list">
        {watches.data?.results.map((w) => (
          <li key={w.id}>
            <span>
              <span className="badge">{alertsText.watchKinds[w.kind]}</span> <Link to={w.path}>{w.title}</Link> · {siteName(w.site)}
              <span className="muted"> — {w.events.map((e) => alertsText.watchEvents[e]).join(', ')}</span>
            </span>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => remove.mutate(w.id)}>
              {alertsText.unwatch}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /account/saved-searches: the saved searches (pause, edit, delete, what matched since the last visit) and the watches. */
export function SavedSearchesView() {
  const [params] = useSearchParams();
  const openId = params.get('open');
  const list = useQuery({ queryKey: alertsKeys.savedSearches(), queryFn: ({ signal }) => getSavedSearches(signal) });
  return (
    <div className="saved-searches">
      <p>{alertsText.pageIntro}</p>
      {list.isError && <p role="alert">{list.error.message}</p>}
      {list.data && <p className="muted">{alertsText.used(list.data.used, list.data.limit)}</p>}
      {list.data && list.data.results.length === 0 && <EmptyState icon="search" headingLevel={2} title={alertsText.pageTitle} description={alertsText.empty} />}
      {list.data && list.data.results.length > 0 && (
        <ul className="saved-searches" data-testid="saved-searches">
          {list.data.results.map((search) => (
            <SavedSearchCard key={search.id} search={search} initiallyOpen={search.id === openId} />
          ))}
        </ul>
      )}
      <WatchList />
    </div>
  );
}
