import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductDetailDto } from '@kaimono/contracts';
import { itemText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { MoneyText } from '@/shared/ui/money-text';
import { Icon } from '@/shared/ui/icons';
import { yenToVnd } from '../lib/product-text';

/** Japanese domestic shipping as far as it is known: an amount, a range, or nothing yet. */
export type DomesticShipping = { kind: 'known'; jpy: number } | { kind: 'range'; minJpy: number; maxJpy: number } | { kind: 'unknown' };

export interface ItemActionsProps {
  product: ProductDetailDto;
  shipping: DomesticShipping;
  /**
   * The buying controls (ItemView's `renderBuying`: add to cart, buy now, desired price). Without
   * them it shows how to order through staff.
   */
  children?: ReactNode;
}

function YenRange({ min, max }: { min: number; max: number }) {
  return (
    <>
      <MoneyText amount={min} currency="JPY" /> – <MoneyText amount={max} currency="JPY" />
    </>
  );
}

/** The price estimate summary (item + domestic shipping, in yen and đồng) and the buying area. */
export function ItemActions({ product, shipping, children }: ItemActionsProps) {
  const rate = product.exchange_rate.vnd_per_jpy_scaled;
  const itemJpy = product.auction ? product.auction.current_price_jpy : product.price_jpy;
  const vnd = (jpy: number) => yenToVnd(jpy, rate);
  return (
    <section className="item-actions" aria-labelledby="item-actions-title" data-testid="item-actions">
      <h2 id="item-actions-title" className="item-actions__title">
        <Icon name="calculator" size={18} /> {itemText.actionsTitle}
      </h2>
      {itemJpy === null ? (
        <p className="muted">{itemText.noPrice}</p>
      ) : (
        <dl className="item-actions__lines">
          <div>
            <dt>{itemText.actionsItemPrice}</dt>
            <dd>
              <MoneyText amount={itemJpy} currency="JPY" />
            </dd>
          </div>
          <div>
            <dt>{itemText.actionsShipping}</dt>
            <dd>
              {shipping.kind === 'known' ? (
                shipping.jpy === 0 ? (
                  itemText.shippingFree
                ) : (
                  <MoneyText amount={shipping.jpy} currency="JPY" />
                )
              ) : shipping.kind === 'range' ? (
                <YenRange min={shipping.minJpy} max={shipping.maxJpy} />
              ) : (
                itemText.actionsShippingUnknown
              )}
            </dd>
          </div>
          <div className="item-actions__total">
            <dt>{itemText.actionsSubtotal}</dt>
            <dd data-testid="item-estimate-vnd">
              {shipping.kind === 'range' ? (
                <>
                  ≈ <MoneyText amount={vnd(itemJpy + shipping.minJpy)} currency="VND" /> – <MoneyText amount={vnd(itemJpy + shipping.maxJpy)} currency="VND" />
                </>
              ) : (
                <>
                  ≈ <MoneyText amount={vnd(itemJpy + (shipping.kind === 'known' ? shipping.jpy : 0))} currency="VND" />
                </>
              )}
            </dd>
          </div>
        </dl>
      )}
      {children ?? (
        <>
          <p className="item-actions__note">{itemText.actionsNote}</p>
          <p className="item-actions__links">
            <Link to={paths.page.fees}>{itemText.actionsFees}</Link>
            <Link to={paths.page.priceEstimate}>{itemText.actionsEstimate}</Link>
          </p>
        </>
      )}
    </section>
  );
}
