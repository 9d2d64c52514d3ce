import { lazy, memo } from 'react';
import { homeContent, homeText } from '@kaimono/i18n';
import { useAuthState } from '@/features/auth';
import { Testimonials } from '@/features/feedback';
import { Faq, FeesTeaser, HomeHero, HomeSection, HowItWorks, SiteGrid, WhyUs } from '@/features/home';
import { LatestNews } from '@/features/news';
import { SearchBar } from '@/features/search';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { HydrateWhenVisible } from '@/shared/ui/hydrate-when-visible';
import { RenderWhenVisible } from '@/shared/ui/render-when-visible';

// The shop (categories, product rails, rankings, keywords) and recently viewed come in their own
// chunk, each part loaded and rendered when its place nears the viewport: the first page stays two
// scripts and the first view renders only what it shows.
const HomeRecentlyViewed = lazy(() => import('./home-catalog').then((m) => ({ default: m.HomeRecentlyViewed })));
const HomeCategoriesSection = lazy(() => import('./home-catalog').then((m) => ({ default: m.HomeCategoriesSection })));
const HomeRailsSection = lazy(() => import('./home-catalog').then((m) => ({ default: m.HomeRailsSection })));
const HomeRankingsSection = lazy(() => import('./home-catalog').then((m) => ({ default: m.HomeRankingsSection })));
const HomeKeywordsSection = lazy(() => import('./home-catalog').then((m) => ({ default: m.HomeKeywordsSection })));

/** Sections further down start rendering this close to the viewport (less than a screen ahead). */
const SHOP_AHEAD = '200px 0px';
/** The first shop section: once 120 px of it are inside the viewport (the visitor has started scrolling to it). */
const SHOP_IN_VIEW = '0px 0px -120px 0px';

/**
 * The home page (loaded eagerly; everything heavier is lazy). The server renders the hero and the
 * reading sections (steps, why us, fees, testimonials, news, FAQ); the browser hydrates the hero at
 * once and each reading section only when it nears the viewport (they need no JavaScript to be
 * read), so the first view does not pay for hydrating the whole long page.
 */
export function HomeRoute() {
  usePageMeta(null);
  const { isLoggedIn, isPending } = useAuthState();
  return (
    <>
      <HomeHero search={<SearchBar isLoggedIn={isLoggedIn} variant="hero" />} showSignup={!isLoggedIn || isPending} sites={<SiteGrid />} />
      <HomeShop />
      <HomeReading />
    </>
  );
}

/** The shop under the hero, rendered in the browser part by part as the visitor scrolls to it. */
const HomeShop = memo(function HomeShop() {
  return (
    <>
      {/* At the bottom edge of a phone's first screen: rendered once some of it (not just its top margin) is in view. */}
      <RenderWhenVisible minHeight={420} rootMargin={SHOP_IN_VIEW}>
        <HomeCategoriesSection />
      </RenderWhenVisible>
      {/* After the tiles (not above them): empty for most visitors, it need not load with the first view. */}
      <RenderWhenVisible minHeight={0} rootMargin={SHOP_AHEAD}>
        <HomeRecentlyViewed />
      </RenderWhenVisible>
      <RenderWhenVisible minHeight={1400} rootMargin={SHOP_AHEAD}>
        <HomeRailsSection />
      </RenderWhenVisible>
      <RenderWhenVisible minHeight={480} rootMargin={SHOP_AHEAD}>
        <HomeRankingsSection />
      </RenderWhenVisible>
      <RenderWhenVisible minHeight={300} rootMargin={SHOP_AHEAD}>
        <HomeKeywordsSection />
      </RenderWhenVisible>
    </>
  );
});

/**
 * The reading sections: in the server's HTML, hydrated each when it nears the viewport. A memo
 * without props, so the hero's updates (the login state) never reach a section still waiting to
 * hydrate (React would then throw its server HTML away and render it again).
 */
export const HomeReading = memo(function HomeReading() {
  return (
    <>
      <HydrateWhenVisible>
        <HomeSection id="home-steps" title={homeText.stepsTitle}>
          <HowItWorks />
        </HomeSection>
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <HomeSection id="home-why" title={homeText.whyTitle}>
          <WhyUs />
        </HomeSection>
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <section className="home-section" aria-labelledby="home-fees-title" style={{ paddingTop: 0 }}>
          <div className="container">
            <FeesTeaser />
          </div>
        </section>
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <HomeSection id="home-testimonials" title={homeContent.testimonialsTitle} lead={homeText.testimonialsLead} muted>
          <Testimonials />
        </HomeSection>
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <HomeSection id="home-news" title={homeContent.newsTitle}>
          <LatestNews />
        </HomeSection>
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <HomeSection id="home-faq" title={homeText.faqTitle} muted>
          <Faq />
        </HomeSection>
      </HydrateWhenVisible>
    </>
  );
});
