import { lazy } from 'react';

// Both pages are split off: nothing of them is on the first page.
export const OrdersView = lazy(() => import('./components/orders-view'));
export const OrderDetail = lazy(() => import('./components/order-detail'));
// Staff screens (/admin/orders, /admin/orders/{id}).
export const AdminOrdersView = lazy(() => import('./components/admin-orders-view'));
export const AdminOrderDetail = lazy(() => import('./components/admin-order-detail'));
export { ordersKeys } from './api/query-keys';
export type { OrderDto } from './api/orders-api';
