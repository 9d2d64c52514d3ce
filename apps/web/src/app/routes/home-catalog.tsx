import { catalogText } from '@kaimono/i18n';
import { HomeCategories, HomeKeywords, HomeRails, HomeRankings, RecentlyViewed } from '@/features/catalog';
import { HomeSection } from '@/features/home';

/**
 * The catalog parts of the home page, in their own chunk: the home route loads this module only
 * when the visitor scrolls near them, and renders each section when its own place nears the
 * viewport, so the first load stays small and the first view renders only what it shows.
 */
export function HomeRecentlyViewed() {
  return (
    <div className="container">
      <RecentlyViewed id="home-recently-viewed" />
    </div>
  );
}

/** The shop under the hero: category tiles, product rails, each site's ranking, hot keywords. */
export function HomeCategoriesSection() {
  return (
    <HomeSection id="home-categories" title={catalogText.homeTilesTitle} compact>
      <HomeCategories />
    </HomeSection>
  );
}

export function HomeRailsSection() {
  return (
    <div className="home-section home-section--compact home-section--muted">
      <div className="container">
        <HomeRails />
      </div>
    </div>
  );
}

export function HomeRankingsSection() {
  return (
    <HomeSection id="home-rankings" title={catalogText.homeRankingsTitle} lead={catalogText.homeRankingsLead} compact>
      <HomeRankings />
    </HomeSection>
  );
}

export function HomeKeywordsSection() {
  return (
    <HomeSection id="home-keywords" title={catalogText.homeKeywordsTitle} compact muted>
      <HomeKeywords />
    </HomeSection>
  );
}
