import { Suspense, lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { adminPaths } from '@/shared/config/paths';
import { GuestOnly, RequireAuth } from '@/features/auth';
import { siteCodes } from '@/shared/config/sites';
import { RootLayout, RouteFallback } from './layout/root-layout';
import { RouteError } from './errors/route-error';
import { NotFoundPage } from './errors/not-found-page';
import { HomeRoute } from './routes/home';
import { lazyPage } from './lazy-page';

// Every page but the home page is downloaded when first visited.
const StaticPageRoute = lazyPage('src/app/routes/static-page.tsx', () => import('./routes/static-page'));
const NewsListRoute = lazyPage('src/app/routes/news-list.tsx', () => import('./routes/news-list'));
const NewsArticleRoute = lazyPage('src/app/routes/news-article.tsx', () => import('./routes/news-article'));
const LoginRoute = lazy(() => import('./routes/account/login'));
const RegisterRoute = lazy(() => import('./routes/account/register'));
const ForgotRoute = lazy(() => import('./routes/account/forgot'));
const ProfileRoute = lazy(() => import('./routes/account/profile'));
const DashboardRoute = lazy(() => import('./routes/account/dashboard'));
const SecurityRoute = lazy(() => import('./routes/account/security'));
const QrApproveRoute = lazy(() => import('./routes/account/qr-approve'));
const SocialCallbackRoute = lazy(() => import('./routes/account/social-callback'));
const AdminShell = lazy(() => import('./routes/admin/admin-shell'));
const AdminIndexRoute = lazy(() => import('./routes/admin/index'));
const SmsOutboxRoute = lazy(() => import('./routes/admin/sms-outbox'));
const LoginFailuresRoute = lazy(() => import('./routes/admin/login-failures'));
const AdminStaffRoute = lazy(() => import('./routes/admin/staff'));
const AdminAuditRoute = lazy(() => import('./routes/admin/audit'));
const AdminAccountsRoute = lazy(() => import('./routes/admin/accounts'));
const AdminCodRoute = lazy(() => import('./routes/admin/cod'));
const SystemRoutesRoute = lazy(() => import('./routes/admin/system-routes'));
const AdminPricingRoute = lazy(() => import('./routes/admin/pricing'));
const AdminOrdersRoute = lazy(() => import('./routes/admin/orders'));
const AdminOrderDetailRoute = lazy(() => import('./routes/admin/order-detail'));
const AdminBillsRoute = lazy(() => import('./routes/admin/bills'));
const AdminBillDetailRoute = lazy(() => import('./routes/admin/bill-detail'));
const AdminShipmentsRoute = lazy(() => import('./routes/admin/shipments'));
const AdminShipmentDetailRoute = lazy(() => import('./routes/admin/shipment-detail'));
const ShipmentsRoute = lazy(() => import('./routes/account/shipments'));
const AdminWalletRoute = lazy(() => import('./routes/admin/wallet'));
const AdminVouchersRoute = lazy(() => import('./routes/admin/vouchers'));
const AdminBidsRoute = lazy(() => import('./routes/admin/bids'));
const AdminPurchasingRoute = lazy(() => import('./routes/admin/purchasing'));
const AdminWarehouseJpRoute = lazy(() => import('./routes/admin/warehouse-jp'));
const AdminDesiredPricesRoute = lazy(() => import('./routes/admin/desired-prices'));
const AdminComplaintsRoute = lazy(() => import('./routes/admin/complaints'));
const AdminComplaintDetailRoute = lazy(() => import('./routes/admin/complaint-detail'));
const AdminNotificationsRoute = lazy(() => import('./routes/admin/notifications'));
const AdminSalesStaffRoute = lazy(() => import('./routes/admin/sales-staff'));
const AdminKeywordsRoute = lazy(() => import('./routes/admin/keywords'));
const AdminTranslationsRoute = lazy(() => import('./routes/admin/translations'));
const FeeScheduleRoute = lazyPage('src/app/routes/fee-schedule.tsx', () => import('./routes/fee-schedule'));
const PriceEstimateRoute = lazyPage('src/app/routes/price-estimate.tsx', () => import('./routes/price-estimate'));
const FavoritesRoute = lazy(() => import('./routes/account/favorites'));
const SavedSearchesRoute = lazy(() => import('./routes/account/saved-searches'));
const AddressesRoute = lazy(() => import('./routes/account/addresses'));
const NotificationSettingRoute = lazy(() => import('./routes/account/notification-setting'));
const NotificationsRoute = lazy(() => import('./routes/account/notifications'));
const ComplaintsRoute = lazy(() => import('./routes/account/complaints'));
const QuotesRoute = lazy(() => import('./routes/account/quotes'));
const InvoicesRoute = lazy(() => import('./routes/account/invoices'));
const CartRoute = lazy(() => import('./routes/account/cart'));
const CartCheckoutRoute = lazy(() => import('./routes/account/cart-checkout'));
const DesiredPricesRoute = lazy(() => import('./routes/account/desired-prices'));
const BidsRoute = lazy(() => import('./routes/account/bids'));
const WalletRoute = lazy(() => import('./routes/account/wallet'));
const WalletCardsRoute = lazy(() => import('./routes/account/wallet-cards'));
const VouchersRoute = lazy(() => import('./routes/account/vouchers'));
const VipRoute = lazy(() => import('./routes/account/vip'));
const SiteLandingRoute = lazyPage('src/app/routes/site/landing.tsx', () => import('./routes/site/landing'));
const SiteSearchRoute = lazyPage('src/app/routes/site/search.tsx', () => import('./routes/site/search'));
const SiteItemRoute = lazyPage('src/app/routes/site/item.tsx', () => import('./routes/site/item'));
const SurugayaCategoryRoute = lazyPage('src/app/routes/site/surugaya-category.tsx', () => import('./routes/site/surugaya-category'));
const ExploreRoute = lazyPage('src/app/routes/site/explore.tsx', () => import('./routes/site/explore'));
const UnusualTrafficRoute = lazyPage('src/app/routes/unusual-traffic.tsx', () => import('./routes/unusual-traffic'));
const TransRoute = lazyPage('src/app/routes/trans.tsx', () => import('./routes/trans'));

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
          // The fee schedule and the estimator are live pages; the other /page/* are static content.
          { path: 'page/bieu-phi', element: <FeeScheduleRoute /> },
          { path: 'page/bao-gia-tu-dong', element: <PriceEstimateRoute /> },
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
              { path: 'social/:provider', element: <SocialCallbackRoute /> },
              {
                element: <RequireAuth />,
                children: [
                  { index: true, element: <ProfileRoute /> },
                  { path: 'dashboard', element: <DashboardRoute /> },
                  { path: 'quotes', element: <QuotesRoute view="list" /> },
                  { path: 'quotes/:code', element: <QuotesRoute view="detail" /> },
                  { path: 'invoices', element: <InvoicesRoute /> },
                  { path: 'shipments', element: <ShipmentsRoute view="list" /> },
                  { path: 'shipments/new', element: <ShipmentsRoute view="new" /> },
                  { path: 'shipments/:code', element: <ShipmentsRoute view="detail" /> },
                  { path: 'wallet', element: <WalletRoute /> },
                  { path: 'wallet/cards', element: <WalletCardsRoute /> },
                  { path: 'vouchers', element: <VouchersRoute /> },
                  { path: 'vip', element: <VipRoute /> },
                  { path: 'bids', element: <BidsRoute /> },
                  { path: 'cart', element: <CartRoute /> },
                  { path: 'cart/checkout', element: <CartCheckoutRoute /> },
                  { path: 'desired-prices', element: <DesiredPricesRoute /> },
                  { path: 'security', element: <SecurityRoute /> },
                  { path: 'qr-approve', element: <QrApproveRoute /> },
                  { path: 'favorites', element: <FavoritesRoute tab="products" /> },
                  { path: 'favorites/stores', element: <FavoritesRoute tab="stores" /> },
                  { path: 'saved-searches', element: <SavedSearchesRoute /> },
                  { path: 'addresses', element: <AddressesRoute /> },
                  { path: 'user/notification-mgmt', element: <NotificationsRoute /> },
                  { path: 'complaints', element: <ComplaintsRoute view="list" /> },
                  { path: 'complaints/new', element: <ComplaintsRoute view="new" /> },
                  { path: 'complaints/:id', element: <ComplaintsRoute view="detail" /> },
                  { path: 'user/notification-setting', element: <NotificationSettingRoute /> },
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
  {
    // The back office is its own app: its shell (side navigation by permission), no storefront frame.
    path: 'admin',
    element: (
      <Suspense fallback={<RouteFallback />}>
        <RequireAuth />
      </Suspense>
    ),
    errorElement: <RouteError />,
    children: [
      {
        element: <AdminShell />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <AdminIndexRoute /> },
          { path: 'sms-outbox', element: <SmsOutboxRoute /> },
          { path: 'login-failures', element: <LoginFailuresRoute /> },
          { path: 'system-routes', element: <SystemRoutesRoute /> },
          { path: 'pricing', element: <AdminPricingRoute /> },
          { path: 'orders', element: <AdminOrdersRoute /> },
          { path: 'orders/:id', element: <AdminOrderDetailRoute /> },
          { path: 'bills', element: <AdminBillsRoute /> },
          { path: 'bills/:id', element: <AdminBillDetailRoute /> },
          { path: 'wallet', element: <AdminWalletRoute /> },
          { path: 'vouchers', element: <AdminVouchersRoute /> },
          { path: 'bids', element: <Navigate to={adminPaths.bids} replace /> },
          { path: 'purchasing', element: <AdminPurchasingRoute /> },
          { path: 'purchasing/bids', element: <AdminBidsRoute /> },
          { path: 'warehouse-jp', element: <AdminWarehouseJpRoute /> },
          { path: 'shipments', element: <AdminShipmentsRoute /> },
          { path: 'shipments/:id', element: <AdminShipmentDetailRoute /> },
          { path: 'staff', element: <AdminStaffRoute /> },
          { path: 'audit', element: <AdminAuditRoute /> },
          { path: 'accounts', element: <AdminAccountsRoute /> },
          { path: 'cod', element: <AdminCodRoute /> },
          { path: 'desired-prices', element: <AdminDesiredPricesRoute /> },
          { path: 'complaints', element: <AdminComplaintsRoute /> },
          { path: 'complaints/:id', element: <AdminComplaintDetailRoute /> },
          { path: 'notifications', element: <AdminNotificationsRoute /> },
          { path: 'sales-staff', element: <AdminSalesStaffRoute /> },
          { path: 'keywords', element: <AdminKeywordsRoute /> },
          { path: 'translations', element: <AdminTranslationsRoute /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Pages the server renders with their data (ADR 0011): everything public. Account and staff pages
 * are client-rendered (the server sends the app shell for them).
 */
export function isServerRendered(pathname: string): boolean {
  return !/^\/(account|admin)(\/|$)/.test(pathname);
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
