import { formatMoney, type Currency } from '@/shared/lib/money';
import { cx } from '@/shared/lib/cx';

export interface MoneyTextProps {
  /** A whole amount in the currency's unit (đồng or yen). */
  amount: number | bigint;
  currency: Currency;
  className?: string;
}

/** An amount of money, e.g. "1.250.000 ₫" or "¥12,000". Tabular digits so columns line up. */
export function MoneyText({ amount, currency, className }: MoneyTextProps) {
  return (
    <span className={cx('k-money', className)} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-currency={currency}>
      {formatMoney(amount, currency)}
    </span>
  );
}
