import { catalogText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { MoneyText } from '@/shared/ui/money-text';

/**
 * "≈ 1.980.000 ₫" large, "¥12,000" small below: a Vietnamese buyer reads the price in đồng first
 * (as on Shopee or Tiki); the yen price is the seller's real one, so it stays on the card.
 */
export function PriceLine({ jpy, vnd, className }: { jpy: number | null; vnd: number | null; className?: string }) {
  if (jpy === null) return <p className={cx('price-line', 'price-line--none', className)}>{catalogText.noPrice}</p>;
  if (vnd === null) {
    return (
      <p className={cx('price-line', className)}>
        <MoneyText amount={jpy} currency="JPY" className="price-line__jpy price-line__jpy--main" />
      </p>
    );
  }
  return (
    <p className={cx('price-line', className)}>
      <span className="price-line__main">
        <span className="price-line__approx">{catalogText.approx}</span> <MoneyText amount={vnd} currency="VND" />
      </span>
      <MoneyText amount={jpy} currency="JPY" className="price-line__jpy" />
    </p>
  );
}
