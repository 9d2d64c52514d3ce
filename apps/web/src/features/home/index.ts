export { HomeHero, HomeSection, HowItWorks, SiteGrid, WhyUs, FeesTeaser, Faq } from './components/home-sections';
