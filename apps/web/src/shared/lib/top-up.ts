import type { ReactNode } from 'react';

/**
 * A top-up offered from a payment (checkout, buy-now, an order, bills, a bid): the screens say what
 * the payment needs; the composition (src/app) renders the wallet's one top-up dialog, compares
 * with the live balance, pre-fills the shortfall and, once money arrived, offers to pay.
 */
export interface TopUpRequest {
  /** What the payment needs from the wallet now (đồng). The shortfall is this minus the available balance. */
  dueVnd: number;
  /** Opened from a payment: "Thanh toán" once money arrived (the dialog closes, then this runs). */
  onPay?: () => void;
  /** The pay button's text (default "Thanh toán"). */
  payLabel?: string;
}

export type RenderTopUp = (request: TopUpRequest) => ReactNode;

/** Top-ups are suggested in whole thousands of đồng. */
export const TOP_UP_STEP_VND = 1_000;

/**
 * The amount to pre-fill for a shortfall: rounded up to the next 1.000 ₫ (a transfer of 1.234.001 ₫
 * is awkward to type; the rest stays in the wallet), and at least `minimumVnd`. 0 when nothing is missing.
 */
export function suggestedTopUpVnd(shortfallVnd: number, minimumVnd = 0): number {
  if (!Number.isFinite(shortfallVnd) || shortfallVnd <= 0) return 0;
  const rounded = Math.ceil(shortfallVnd / TOP_UP_STEP_VND) * TOP_UP_STEP_VND;
  return Math.max(rounded, minimumVnd);
}
