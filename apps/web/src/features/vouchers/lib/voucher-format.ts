import type { SiteCode, VoucherDto, VoucherService } from '@kaimono/contracts';
import { siteText, vouchersText, vouchersWebText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import { formatDate } from '@/shared/lib/format-date';

const card = vouchersWebText.card;
const percentFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/** 1250000 → '1.250.000 ₫'. */
export const vndText = (amountVnd: number): string => formatVnd(vnd(amountVnd));

/** Basis points as a Vietnamese percentage number: 1000 → '10', 250 → '2,5' (display only). */
export const percentText = (bps: number): string => percentFormat.format(bps / 100);

type Discount = Pick<VoucherDto, 'discount_type' | 'amount_vnd' | 'percent_bps' | 'max_discount_vnd'>;

/** 'Giảm 50.000 ₫', 'Giảm 10%', 'Giảm 10% tối đa 200.000 ₫' (the server's summary wording). */
export function discountText(voucher: Discount): string {
  if (voucher.discount_type === 'fixed') return vouchersText.summary.fixed(vndText(voucher.amount_vnd ?? 0));
  const percent = percentText(voucher.percent_bps ?? 0);
  return voucher.max_discount_vnd ? vouchersText.summary.percentCapped(percent, vndText(voucher.max_discount_vnd)) : vouchersText.summary.percent(percent);
}

/** '500.000 ₫', or 'Mọi giá trị đơn hàng' when there is no minimum. */
export const minOrderText = (minOrderVnd: number): string => (minOrderVnd > 0 ? vndText(minOrderVnd) : card.noMinimum);

/** 'Mercari, Rakuten Ichiba', or 'Tất cả các sàn' when the list is empty. */
export function sitesText(sites: readonly SiteCode[]): string {
  return sites.length === 0 ? card.allSites : sites.map((s) => siteText[s]?.name ?? s).join(', ');
}

/** 'Phí dịch vụ, Phí vận chuyển nội địa Nhật', or 'Toàn bộ đơn hàng' when the list is empty. */
export function servicesText(services: readonly VoucherService[]): string {
  return services.length === 0 ? card.wholeOrder : services.map((s) => vouchersText.services[s] ?? s).join(', ');
}

/** '01/03/2026 – 01/03/2027' in Vietnam's time zone. */
export const validityText = (validFrom: string, validTo: string): string => card.validRange(formatDate(validFrom), formatDate(validTo));

/**
 * Uses left: 'Bạn còn 1 lượt, còn 998 lượt cho mọi khách hàng'. `mine` is null for a visitor,
 * `total` null when the voucher has no total limit; with neither, the per-customer rule.
 */
export function remainingText(mine: number | null, total: number | null, perCustomerLimit: number): string {
  const parts: string[] = [];
  if (mine !== null) parts.push(card.mine(mine));
  if (total !== null) parts.push(card.total(total));
  const text = parts.length > 0 ? parts.join(', ') : card.perCustomer(perCustomerLimit);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
