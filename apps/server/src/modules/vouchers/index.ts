/**
 * Vouchers and saved coupons. The buying module (quotes, orders) applies a voucher through:
 *
 *   const preview = await evaluateVoucher(db, { userId, code, siteCode, orderTotalVnd, lines });
 *   if (!preview.ok) throw voucherFailureError(preview);          // 'Chưa thể áp dụng được mã giảm giá.' + reason
 *   const used = await redeemVoucher(tx, { ...same, orderRef: { type: 'order', id: order.id } });
 *   await releaseRedemption(tx, { orderRef: { type: 'order', id: order.id } });   // order cancelled
 *
 * A voucher is applied by its code (saving it first is not required). The discount is whole dong,
 * never more than the eligible part of the order or the voucher's cap (percent rounds down).
 */
export { vouchersRoutes } from './vouchers.routes.ts';
export {
  evaluateVoucher,
  redeemVoucher,
  releaseRedemption,
  voucherFailureError,
  seedVouchers,
  type EvaluateInput as VoucherEvaluateInput,
  type Evaluation as VoucherEvaluation,
  type Redemption as VoucherRedemption,
  type VoucherFailure,
  type VoucherFailureCode,
  type VoucherLine,
  type OrderRef as VoucherOrderRef,
} from './vouchers.service.ts';
