import { catalogText } from '@kaimono/i18n';
import { HomeCategories, HomeRankings, RecentlyViewed } from '@/features/catalog';
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

export function HomeCategoriesSection() {
  return (
    <HomeSection id="home-categories" title={catalogText.homeCategoriesTitle} lead={catalogText.homeCategoriesLead}>
      <HomeCategories />
    </HomeSection>
  );
}

export function HomeRankingsSection() {
  return (
    <HomeSection id="home-rankings" title={catalogText.homeRankingsTitle} lead={catalogText.homeRankingsLead} muted>
      <HomeRankings />
    </HomeSection>
  );
}
