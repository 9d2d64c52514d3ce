/**
 * Bills: the second payment (issue 6 item 5; DESIGN.md §6). Staff record a parcel weighed at the
 * Vietnamese warehouse (POST /api/admin/orders/{id}/parcels) → a bill for international shipping by
 * chargeable weight plus the order's second-payment services (rate stored), the order's second
 * payment due (orders `setSecondPaymentDue`), the order moved to at_vn_warehouse, a notification.
 * The customer pays bills from the wallet (key `bill:<id>`, in one transaction with the bill row
 * lock and orders `recordOrderPayment`), prints slips and exports them to Excel.
 */
export { billsRoutes } from './bills.routes.ts';
export {
  billsContext,
  recordParcel,
  payBulk,
  payBillIn,
  cancelBillIn,
  onBillCancelled,
  billRefundKey,
  type CancelOutcome,
  type BillCancelListener,
  announceBillPaid,
  ordersBilledAsParcels,
  ownedBillByCode,
  BILL_DUE_DAYS,
  type BillsContext,
  type PayOutcome,
} from './bills.service.ts';
export {
  billShipmentIn,
  shippingOfBoxes,
  shipmentRoute,
  splitByWeight,
  quotedLinesOf,
  billsById,
  type BoxMeasure,
  type ShippingOfBoxes,
  type ShipmentBillInput,
} from './bills.shipment.ts';
