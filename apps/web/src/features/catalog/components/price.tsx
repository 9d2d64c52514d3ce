import { catalogText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { MoneyText } from '@/shared/ui/money-text';

/** "¥12,000 ≈ 1.980.000 ₫" (yen first: it is the real price; the đồng amount is an estimate). */
export function PriceLine({ jpy, vnd, className }: { jpy: number | null; vnd: number | null; className?: string }) {
  if (jpy === null) return <p className={cx('price-line', 'price-line--none', className)}>{catalogText.noPrice}</p>;
  return (
    <p className={cx('price-line', className)}>
      <MoneyText amount={jpy} currency="JPY" className="price-line__jpy" />
      {vnd !== null && (
        <span className="price-line__vnd">
          {catalogText.approx} <MoneyText amount={vnd} currency="VND" />
        </span>
      )}
    </p>
  );
}
