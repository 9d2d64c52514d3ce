import { lazy } from 'react';
import { homeContent, homeText } from '@kaimono/i18n';
import { useAuthState } from '@/features/auth';
import { Testimonials } from '@/features/feedback';
import { Faq, FeesTeaser, HomeHero, HomeSection, HowItWorks, SiteGrid, WhyUs } from '@/features/home';
import { LatestNews } from '@/features/news';
import { SearchBar } from '@/features/search';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { RenderWhenVisible } from '@/shared/ui/render-when-visible';

// The shop (categories, product rails, rankings, keywords) and recently viewed come in their own
// chunk, loaded when their place nears the viewport: the first page stays two scripts.
const HomeRecentlyViewed = lazy(() => import('./home-catalog').then((m) => ({ default: m.HomeRecentlyViewed })));
const HomeShopSections = lazy(() => import('./home-catalog').then((m) => ({ default: m.HomeShopSections })));

/** The home page (loaded eagerly; everything heavier is lazy). */
export function HomeRoute() {
  usePageMeta(null);
  const { isLoggedIn, isPending } = useAuthState();
  return (
    <>
      <HomeHero search={<SearchBar isLoggedIn={isLoggedIn} variant="hero" />} showSignup={!isLoggedIn || isPending} sites={<SiteGrid />} />
      <RenderWhenVisible minHeight={0}>
        <HomeRecentlyViewed />
      </RenderWhenVisible>
      <RenderWhenVisible minHeight={2600}>
        <HomeShopSections />
      </RenderWhenVisible>
      <HomeSection id="home-steps" title={homeText.stepsTitle}>
        <HowItWorks />
      </HomeSection>
      <HomeSection id="home-why" title={homeText.whyTitle}>
        <WhyUs />
      </HomeSection>
      <section className="home-section" aria-labelledby="home-fees-title" style={{ paddingTop: 0 }}>
        <div className="container">
          <FeesTeaser />
        </div>
      </section>
      <HomeSection id="home-testimonials" title={homeContent.testimonialsTitle} lead={homeText.testimonialsLead} muted>
        <Testimonials />
      </HomeSection>
      <HomeSection id="home-news" title={homeContent.newsTitle}>
        <LatestNews />
      </HomeSection>
      <HomeSection id="home-faq" title={homeText.faqTitle} muted>
        <Faq />
      </HomeSection>
    </>
  );
}
