import { lazy } from 'react';

// Split off: nothing of the shipments pages is on the first page.
export const ShipmentsView = lazy(() => import('./components/shipments-view'));
// Staff screens (/admin/shipments, /admin/shipments/{id}).
export const AdminShipmentsView = lazy(() => import('./components/admin-shipments-view'));
export const AdminShipmentDetail = lazy(() => import('./components/admin-shipment-detail'));
// /admin/cod: the carriers' COD remittances (accounting).
export const AdminCodView = lazy(() => import('./components/admin-cod-view'));
