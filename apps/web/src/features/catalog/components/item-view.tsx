import type { SiteCode } from '@kaimono/contracts';
import { catalogText, siteText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { originalListingUrl } from '@/shared/lib/marketplace-links';
import { buttonClass } from '@/shared/ui/button';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { Icon } from '@/shared/ui/icons';
import './catalog.css';

/** /{site}/item/:code — the item's site and code, and its listing on the marketplace. */
export function ItemView({ site, code, type }: { site: SiteCode; code: string; type: string | null }) {
  const name = siteText[site].name;
  const original = originalListingUrl(site, code, type);
  const isMercariShops = site === 'mercari' && (type === 'mers' || !/^m\d+$/.test(code));
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: name, to: paths.site(site) }, { label: code }]} />
      <header className="page__header">
        <h1>{catalogText.itemTitle(name)}</h1>
      </header>
      <section className="card" aria-labelledby="item-facts">
        <h2 id="item-facts" className="catalog-card-title">
          {catalogText.itemCode}: <span className="catalog-code-inline">{code}</span>
        </h2>
        <dl className="catalog-facts">
          <div>
            <dt>{catalogText.itemSite}</dt>
            <dd>
              {name} <span lang="ja">({siteText[site].japaneseName})</span>
            </dd>
          </div>
          <div>
            <dt>{catalogText.itemCode}</dt>
            <dd data-testid="item-code">{code}</dd>
          </div>
          {isMercariShops && (
            <div>
              <dt>{catalogText.itemType}</dt>
              <dd>{catalogText.itemMercariShops}</dd>
            </div>
          )}
        </dl>
        <p className="catalog-note">
          {original ? (
            <a href={original} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
              {catalogText.itemOriginal(name)} <Icon name="external" size={16} />
              <span className="sr-only">{catalogText.opensInNewTab}</span>
            </a>
          ) : (
            <span className="muted">{catalogText.itemNoOriginal}</span>
          )}
        </p>
      </section>
      <div className="notice catalog-section" role="note">
        <Icon name="info" />
        <p>
          {catalogText.itemPending} {catalogText.itemHelp}
        </p>
      </div>
    </div>
  );
}
