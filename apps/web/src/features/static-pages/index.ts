export { StaticPageView, slugify } from './components/static-page-view';
