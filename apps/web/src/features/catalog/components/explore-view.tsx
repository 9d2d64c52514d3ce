import { Link } from 'react-router';
import { siteCodes } from '@kaimono/contracts';
import { catalogText, siteText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { Icon } from '@/shared/ui/icons';
import './catalog.css';

/** /{product}-go — the all-sites explore search: one search link per marketplace. */
export function ExploreView({ product }: { product: string }) {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: product }]} />
      <header className="page__header">
        <h1>{catalogText.exploreTitle(product)}</h1>
        <p className="page__lead">{catalogText.exploreLead}</p>
      </header>
      <ul className="explore-grid">
        {siteCodes.map((site) => (
          <li key={site}>
            <Link to={paths.siteSearch(site, { keyword: product })} className="explore-card">
              <span className="explore-card__text">
                <strong>{catalogText.exploreSearchOn(siteText[site].name)}</strong>
                <span>{siteText[site].tagline}</span>
              </span>
              <Icon name="chevronRight" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
