import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { catalogText, siteText, surugayaCategoryText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { isSurugayaCategoryCode, surugayaCategoryCodes } from '@/shared/config/sites';
import { surugayaCategoryUrl } from '@/shared/lib/marketplace-links';
import { buttonClass } from '@/shared/ui/button';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { Icon } from '@/shared/ui/icons';
import './catalog.css';

/** /suruga-ya/category/:code — the category, a search inside it and the other top categories. */
export function SurugayaCategoryView({ code, search }: { code: string; search: ReactNode }) {
  const known = isSurugayaCategoryCode(code) ? surugayaCategoryText[code] : null;
  const title = known ? catalogText.categoryTitle(known.vietnamese) : catalogText.categoryCodeTitle(code);
  const original = surugayaCategoryUrl(code);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: siteText['suruga-ya'].name, to: paths.site('suruga-ya') }, { label: title }]} />
      <header className="page__header">
        {known && (
          <p className="site-hero__ja" lang="ja">
            {known.japanese}
          </p>
        )}
        <h1>{title}</h1>
        <p className="page__lead">{catalogText.categoryLead}</p>
      </header>
      <section className="card" aria-labelledby="category-search">
        <h2 id="category-search" className="catalog-card-title">
          {catalogText.categorySearchLabel}
        </h2>
        {search}
        {original && (
          <p className="catalog-note">
            <a href={original} target="_blank" rel="noopener noreferrer" className={buttonClass('ghost')}>
              {catalogText.categoryOnOriginal} <Icon name="external" size={16} />
              <span className="sr-only">{catalogText.opensInNewTab}</span>
            </a>
          </p>
        )}
      </section>
      <section className="catalog-section" aria-labelledby="category-others">
        <h2 id="category-others">{catalogText.categoryOthers}</h2>
        <ul className="catalog-chips">
          {surugayaCategoryCodes
            .filter((c) => c !== '0' && c !== code)
            .map((c) => (
              <li key={c}>
                <Link to={paths.surugayaCategory(c)} className="catalog-chip">
                  {surugayaCategoryText[c].vietnamese}
                  <span lang="ja">{surugayaCategoryText[c].japanese}</span>
                </Link>
              </li>
            ))}
        </ul>
      </section>
    </div>
  );
}
