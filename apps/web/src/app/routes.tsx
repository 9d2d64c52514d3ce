import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from '@/features/auth';
import { siteCodes } from '@/shared/config/sites';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './errors/route-error';
import { NotFoundPage } from './errors/not-found-page';
import { HomeRoute } from './routes/home';

// Every page but the home page is downloaded when first visited.
const StaticPageRoute = lazy(() => import('./routes/static-page'));
const NewsListRoute = lazy(() => import('./routes/news-list'));
const NewsArticleRoute = lazy(() => import('./routes/news-article'));
const LoginRoute = lazy(() => import('./routes/account/login'));
const RegisterRoute = lazy(() => import('./routes/account/register'));
const ForgotRoute = lazy(() => import('./routes/account/forgot'));
const ProfileRoute = lazy(() => import('./routes/account/profile'));
const DashboardRoute = lazy(() => import('./routes/account/dashboard'));
const AccountSectionRoute = lazy(() => import('./routes/account/section'));
const SiteLandingRoute = lazy(() => import('./routes/site/landing'));
const SiteSearchRoute = lazy(() => import('./routes/site/search'));
const SiteItemRoute = lazy(() => import('./routes/site/item'));
const SurugayaCategoryRoute = lazy(() => import('./routes/site/surugaya-category'));
const ExploreRoute = lazy(() => import('./routes/site/explore'));
const UnusualTrafficRoute = lazy(() => import('./routes/unusual-traffic'));
const TransRoute = lazy(() => import('./routes/trans'));

const siteRoutes: RouteObject[] = siteCodes.flatMap((site) => [
  { path: site, element: <SiteLandingRoute site={site} /> },
  { path: `${site}/search`, element: <SiteSearchRoute site={site} /> },
  { path: `${site}/item/:code`, element: <SiteItemRoute site={site} /> },
]);

/** Every route of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'about', element: <StaticPageRoute /> },
          { path: 'page/:slug', element: <StaticPageRoute /> },
          { path: 'tin-tuc', element: <NewsListRoute /> },
          { path: 'tin-tuc/:slug', element: <NewsArticleRoute /> },
          {
            path: 'account',
            children: [
              {
                path: 'login',
                element: (
                  <GuestOnly>
                    <LoginRoute />
                  </GuestOnly>
                ),
              },
              {
                path: 'register',
                element: (
                  <GuestOnly>
                    <RegisterRoute />
                  </GuestOnly>
                ),
              },
              { path: 'forgot', element: <ForgotRoute /> },
              {
                element: <RequireAuth />,
                children: [
                  { index: true, element: <ProfileRoute /> },
                  { path: 'dashboard', element: <DashboardRoute /> },
                  { path: 'quotes', element: <AccountSectionRoute section="quotes" /> },
                  { path: 'invoices', element: <AccountSectionRoute section="invoices" /> },
                  { path: 'wallet', element: <AccountSectionRoute section="wallet" /> },
                  { path: 'bids', element: <AccountSectionRoute section="bids" /> },
                  { path: 'cart', element: <AccountSectionRoute section="cart" /> },
                  { path: 'user/notification-mgmt', element: <AccountSectionRoute section="notificationMgmt" /> },
                  { path: 'user/notification-setting', element: <AccountSectionRoute section="notificationSetting" /> },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
          ...siteRoutes,
          { path: 'suruga-ya/category/:code', element: <SurugayaCategoryRoute /> },
          { path: 'unusual-traffic', element: <UnusualTrafficRoute /> },
          { path: 'trans', element: <TransRoute /> },
          // `/{product}-go` (all-sites explore); any other single segment is a 404.
          { path: ':slug', element: <ExploreRoute /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
