import { lazy } from 'react';

/**
 * Purchasing and the Japan warehouse (issue 16 items 3 and 4): /admin/purchasing (the queue of paid
 * orders to buy, the record dialog, the seller's cancellation), /admin/warehouse-jp (receive a
 * package: scan, weigh, measure, photos, shelf; the customers' photo requests), and the customer's
 * package card in the order's timeline (composed by the order page's route).
 */
export const AdminPurchasing = lazy(() => import('./components/admin-purchasing'));
export const AdminWarehouseJp = lazy(() => import('./components/admin-warehouse-jp'));
export const OrderPackage = lazy(() => import('./components/order-package'));
