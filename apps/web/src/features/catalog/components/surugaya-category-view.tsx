import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { catalogText, siteText, surugayaCategoryText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { isSurugayaCategoryCode } from '@/shared/config/sites';
import { surugayaCategoryUrl } from '@/shared/lib/marketplace-links';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { buttonClass } from '@/shared/ui/button';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { Icon } from '@/shared/ui/icons';
import { getTopCategories } from '../api/catalog-api';
import { catalogKeys } from '../api/query-keys';
import { useSearchQuery } from '../hooks/use-search-query';
import { SearchLayout } from './site-search-view';
import './catalog.css';

/** The category's Vietnamese and Japanese names: the catalogue's, else the popover's list, else the code. */
function useSurugayaCategory(code: string) {
  const tops = useQuery({
    queryKey: catalogKeys.topCategories('suruga-ya'),
    queryFn: ({ signal }) => getTopCategories('suruga-ya', signal),
    staleTime: 60 * 60_000,
  });
  const node = tops.data?.find((n) => n.id === code);
  if (node) return { vietnamese: node.name_vi ?? node.name, japanese: node.name_vi ? node.name : null, others: tops.data ?? [] };
  const known = isSurugayaCategoryCode(code) ? surugayaCategoryText[code] : null;
  return { vietnamese: known?.vietnamese ?? null, japanese: known?.japanese ?? null, others: tops.data ?? [] };
}

/** /suruga-ya/category/:code — the Suruga-ya search filtered by the category, with its name. */
export function SurugayaCategoryView({ code, search }: { code: string; search: ReactNode }) {
  const { query, update, hrefForPage } = useSearchQuery(code);
  const category = useSurugayaCategory(code);
  const title = category.vietnamese ? catalogText.categoryTitle(category.vietnamese) : catalogText.categoryCodeTitle(code);
  usePageMeta(title);
  const original = surugayaCategoryUrl(code);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: siteText['suruga-ya'].name, to: paths.site('suruga-ya') }, { label: title }]} />
      <header className="page__header">
        {category.japanese && (
          <p className="site-hero__ja" lang="ja">
            {category.japanese}
          </p>
        )}
        <h1 data-testid="category-title">{title}</h1>
        <p className="page__lead">{catalogText.categoryLead}</p>
        <div className="category-search">
          <h2 className="sr-only">{catalogText.categorySearchLabel}</h2>
          {search}
        </div>
      </header>
      <SearchLayout site="suruga-ya" query={query} update={update} hrefForPage={hrefForPage} fixedCategory />
      <section className="catalog-section" aria-labelledby="category-others">
        <h2 id="category-others" className="catalog-section__title">
          {catalogText.categoryOthers}
        </h2>
        <ul className="catalog-chips">
          {category.others
            .filter((node) => node.id !== code)
            .map((node) => (
              <li key={node.id}>
                <Link to={paths.surugayaCategory(node.id)} className="catalog-chip">
                  {node.name_vi ?? node.name}
                  {node.name_vi && <span lang="ja">{node.name}</span>}
                </Link>
              </li>
            ))}
        </ul>
        {original && (
          <p className="catalog-note">
            <a href={original} target="_blank" rel="noopener noreferrer nofollow" className={buttonClass('ghost')}>
              {catalogText.categoryOnOriginal} <Icon name="external" size={16} />
              <span className="sr-only">{catalogText.opensInNewTab}</span>
            </a>
          </p>
        )}
      </section>
    </div>
  );
}
