/**
 * Spec §4 and §9: when a voucher is saved, the customer's coupons reload and the page's callback
 * fires 2000 ms later (long enough to read the success message before the form resets).
 */
export const VOUCHER_CALLBACK_DELAY_MS = 2000;
