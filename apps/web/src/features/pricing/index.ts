import { lazy } from 'react';

// The item page needs only the small landed-cost box; the three pages are split off.
export { LandedCost, estimateHref } from './components/landed-cost';
export type { EstimatorProduct, PriceEstimatorProps } from './components/price-estimator';
export const FeeScheduleView = lazy(() => import('./components/fee-schedule-view'));
export const PriceEstimator = lazy(() => import('./components/price-estimator'));
export const RoutesAdminView = lazy(() => import('./components/routes-admin-view'));
export const AdminFeeScheduleView = lazy(() => import('./components/admin-fee-schedule'));
export { pricingKeys } from './api/query-keys';
