import type { VipLevelDto, vipMonthOptions } from '@kaimono/contracts';
import { vipWebText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';

const t = vipWebText.levels;
const percentFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/** 1250000 → '1.250.000 ₫'. */
export const vndText = (amountVnd: number): string => formatVnd(vnd(amountVnd));

/** Basis points as a percentage: 1000 → '10%', 250 → '2,5%' (display only). */
export const bpsText = (bps: number): string => `${percentFormat.format(bps / 100)}%`;

/** '99.000 ₫ / tháng', or 'Miễn phí' for the standard level. */
export const monthlyPriceText = (priceVnd: number): string => (priceVnd > 0 ? `${vndText(priceVnd)} ${t.perMonth}` : t.free);

/** What `months` months of a level cost before any upgrade credit (whole dong, no float). */
export const totalPriceVnd = (priceVnd: number, months: number): number => vnd(priceVnd * months);

/** The comparison rows of a level card, in the order the cards show them. */
export function perkRows(level: VipLevelDto): Array<{ key: string; label: string; value: string }> {
  return [
    { key: 'fee', label: t.feeDiscount, value: level.service_fee_discount_bps > 0 ? bpsText(level.service_fee_discount_bps) : t.none },
    { key: 'deposit', label: t.depositShare, value: bpsText(level.deposit_share_bps) },
    { key: 'bids', label: t.openBids, value: String(level.max_open_bids) },
    { key: 'hold', label: t.holdLimit, value: vndText(level.max_hold_vnd) },
    { key: 'support', label: t.prioritySupport, value: level.priority_support ? t.yes : t.no },
  ];
}

export type LevelAction = 'current' | 'default' | 'lower' | 'activate' | 'upgrade';

/**
 * What a level's card offers a customer at `currentRank`: the standard level is never bought,
 * a lower level cannot replace a running one (the server refuses downgrades), a higher one is an
 * upgrade when a paid level runs, else a plain activation.
 */
export function levelAction(level: Pick<VipLevelDto, 'rank' | 'price_vnd'>, isCurrent: boolean, currentRank: number): LevelAction {
  if (isCurrent) return 'current';
  if (level.rank === 0 || level.price_vnd <= 0) return 'default';
  if (level.rank < currentRank) return 'lower';
  return currentRank > 0 ? 'upgrade' : 'activate';
}

/**
 * A fresh id for one activation the customer means to make: a double click or a retry after a lost
 * answer sends the same one, and the server never pays twice for it.
 */
export function newRequestId(): string {
  const c = typeof crypto === 'undefined' ? undefined : crypto;
  // randomUUID needs a secure context; getRandomValues does not.
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The period lengths offered (spec: 1, 3, 6 or 12 months; the server checks the same list). */
export const VIP_MONTH_OPTIONS = [1, 3, 6, 12] as const satisfies ReadonlyArray<(typeof vipMonthOptions)[number]>;
export type VipMonths = (typeof VIP_MONTH_OPTIONS)[number];
