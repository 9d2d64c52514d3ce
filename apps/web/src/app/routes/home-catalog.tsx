import { catalogText } from '@kaimono/i18n';
import { HomeCategories, HomeKeywords, HomeRails, HomeRankings, RecentlyViewed } from '@/features/catalog';
import { HomeSection } from '@/features/home';

/**
 * The catalog parts of the home page, in their own chunk: the home route loads this module only
 * when the visitor scrolls near it, so the first load stays small.
 */
export function HomeRecentlyViewed() {
  return (
    <div className="container">
      <RecentlyViewed id="home-recently-viewed" />
    </div>
  );
}

/** The shop under the hero: category tiles, product rails, each site's ranking, hot keywords. */
export function HomeShopSections() {
  return (
    <>
      <HomeSection id="home-categories" title={catalogText.homeTilesTitle} compact>
        <HomeCategories />
      </HomeSection>
      <div className="home-section home-section--compact home-section--muted">
        <div className="container">
          <HomeRails />
        </div>
      </div>
      <HomeSection id="home-rankings" title={catalogText.homeRankingsTitle} lead={catalogText.homeRankingsLead} compact>
        <HomeRankings />
      </HomeSection>
      <HomeSection id="home-keywords" title={catalogText.homeKeywordsTitle} compact muted>
        <HomeKeywords />
      </HomeSection>
    </>
  );
}
