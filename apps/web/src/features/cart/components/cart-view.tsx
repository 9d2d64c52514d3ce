import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CartItemDto, CartResponse } from '@kaimono/contracts';
import { cartWebText, siteText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { Button, buttonClass } from '@/shared/ui/button';
import { CalcDetails } from '@/shared/ui/calc-details';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { MoneyText } from '@/shared/ui/money-text';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { useCart, useRemoveFromCart, useServiceExtras, useSetIntended, useUpdateCartItem } from '../hooks/use-cart';
import { rateText } from '../lib/rate';
import { CartItemRow } from './cart-item-row';
import '@/shared/ui/input.css';
import './cart.css';

const t = cartWebText.cart;

function Summary({ cart, selectedCount, activeCount, onCheckout, busy }: { cart: CartResponse; selectedCount: number; activeCount: number; onCheckout: () => void; busy: boolean }) {
  const totals = cart.intended_totals;
  return (
    <aside className="cart-summary card" aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t.summaryTitle}
      </h2>
      <p className="muted" data-testid="cart-selected-count">
        {t.selectedCount(selectedCount, activeCount)}
      </p>
      <dl className="cart-summary__lines" aria-busy={busy || undefined}>
        <div>
          <dt>{t.goodsJpy}</dt>
          <dd data-testid="cart-goods-jpy">
            <MoneyText amount={totals.goods_jpy} currency="JPY" />
          </dd>
        </div>
        <div>
          <dt>
            {t.firstPayment}
            <span className="cart-summary__hint">{t.firstPaymentHint}</span>
          </dt>
          <dd data-testid="cart-first-payment">
            <MoneyText amount={totals.first_payment} currency="VND" />
          </dd>
        </div>
        <div>
          <dt>{t.secondPayment}</dt>
          <dd>
            <MoneyText amount={totals.second_payment} currency="VND" />
          </dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t.total}</dt>
          <dd data-testid="cart-total">
            <MoneyText amount={totals.total_vnd} currency="VND" />
          </dd>
        </div>
      </dl>
      <CalcDetails groups={totals.details} rateScaled={cart.rate} totals={[
          { label: t.firstPayment, amountVnd: totals.first_payment },
          { label: t.secondPayment, amountVnd: totals.second_payment },
          { label: t.total, amountVnd: totals.total_vnd },
        ]} testId="cart-calc" />
      {totals.calc_error && (
        <p className="cart-summary__error" role="note">
          {totals.calc_error}
        </p>
      )}
      <p className="muted cart-summary__rate">{t.rate(rateText(cart.rate))}</p>
      {busy && (
        <p className="muted" role="status">
          {t.totalsUpdating}
        </p>
      )}
      <Button block size="lg" disabled={selectedCount === 0} onClick={onCheckout}>
        {t.checkout(selectedCount)}
      </Button>
      {selectedCount === 0 && <p className="muted cart-summary__hint">{t.checkoutHint}</p>}
    </aside>
  );
}

/** Items grouped by site and seller (the server's groups), each group with a select-all box. */
function ActiveList({ cart, onToggle, onRemove }: { cart: CartResponse; onToggle: (ids: string[], on: boolean) => void; onRemove: (item: CartItemDto) => void }) {
  const toast = useToast();
  const update = useUpdateCartItem();
  const extras = useServiceExtras();
  const byId = new Map(cart.results.map((item) => [item.id, item]));
  const sites = [...new Set(cart.groups.map((group) => group.site_code))];
  const save = (item: CartItemDto, options: Parameters<typeof update.mutateAsync>[0]['options']) =>
    update.mutateAsync({ id: item.id, options }).catch((error: unknown) => {
      toast.error(errorText(error));
      throw error;
    });
  return (
    <div className="cart-sites">
      {sites.map((site) => {
        const groups = cart.groups.filter((group) => group.site_code === site);
        const count = groups.reduce((n, group) => n + group.item_ids.length, 0);
        return (
          <section key={site} className="cart-site card" aria-labelledby={`cart-site-${site}`} data-testid="cart-site">
            <h2 id={`cart-site-${site}`} className="cart-site__title">
              {t.siteGroup(siteText[site].name, count)}
            </h2>
            {groups.map((group) => {
              const items = group.item_ids.map((id) => byId.get(id)).filter((item): item is CartItemDto => !!item);
              const ids = items.map((item) => item.id);
              const allOn = items.length > 0 && items.every((item) => item.intended);
              const seller = group.seller.name ?? t.sellerUnknown;
              return (
                <div key={group.key} className="cart-group">
                  <div className="cart-group__head">
                    <label className="cart-check">
                      <input type="checkbox" checked={allOn} onChange={(event) => onToggle(ids, event.target.checked)} aria-label={t.selectGroup(seller)} />
                      <span className="cart-group__seller">
                        <Icon name="store" size={16} /> {group.seller.name ? t.seller(group.seller.name) : t.sellerUnknown}
                      </span>
                    </label>
                  </div>
                  <ul className="cart-list">
                    {items.map((item) => (
                      <CartItemRow
                        key={item.id}
                        item={item}
                        selected={item.intended}
                        onSelect={(on) => onToggle([item.id], on)}
                        onQty={(qty) => void save(item, { qty }).catch(() => {})}
                        onSaveOptions={(options) => save(item, options)}
                        onRemove={() => onRemove(item)}
                        extras={extras.data ?? []}
                      />
                    ))}
                  </ul>
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}

/** /account/cart: active items by site and seller, sold-out items apart, live totals, select → checkout. */
export default function CartView() {
  const navigate = useNavigate();
  const toast = useToast();
  const cart = useCart();
  const intended = useSetIntended();
  const remove = useRemoveFromCart();
  const [removing, setRemoving] = useState<{ ids: string[]; name: string | null } | null>(null);

  if (cart.isPending) {
    return (
      <LoadingRegion label={t.loading}>
        <Skeleton height={220} radius={10} />
      </LoadingRegion>
    );
  }
  if (cart.isError) return <LoadFailed onRetry={() => void cart.refetch()} retrying={cart.isFetching} />;

  const data = cart.data;
  const active = data.results;
  const soldout = data.soldout;
  if (active.length === 0 && soldout.length === 0) {
    return (
      <EmptyState
        icon="cart"
        headingLevel={2}
        title={t.empty}
        description={t.emptyBody}
        action={
          <Link to={paths.home} className={buttonClass('primary')}>
            {t.startShopping}
          </Link>
        }
      />
    );
  }

  const selectedIds = active.filter((item) => item.intended).map((item) => item.id);
  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(selectedIds);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    intended.mutate([...next], { onError: (error) => toast.error(errorText(error)) });
  };
  const changed = active.filter((item) => item.price_changed).length;

  return (
    <div className="cart-page">
      <div className="cart-page__main stack">
        {data.message && (
          <div className="notice" role="status">
            <Icon name="info" />
            <p>{data.message}</p>
          </div>
        )}
        {!data.message && changed > 0 && (
          <div className="notice" role="status">
            <Icon name="alert" />
            <p>{t.priceChangedNotice(changed)}</p>
          </div>
        )}
        {active.length > 0 && (
          <div className="cart-page__toolbar">
            <label className="cart-check">
              <input
                type="checkbox"
                checked={selectedIds.length === active.length}
                onChange={(event) =>
                  toggle(
                    active.map((item) => item.id),
                    event.target.checked,
                  )
                }
              />
              <span>{t.selectAll}</span>
            </label>
            <span className="muted">{t.count(active.length)}</span>
          </div>
        )}
        <ActiveList cart={data} onToggle={toggle} onRemove={(item) => setRemoving({ ids: [item.id], name: item.name_vi || item.name })} />
        {soldout.length > 0 && (
          <section className="cart-soldout card" aria-labelledby="cart-soldout-title" data-testid="cart-soldout">
            <h2 id="cart-soldout-title" className="cart-site__title">
              {t.soldOutTitle} ({soldout.length})
            </h2>
            <p className="muted">{t.soldOutLead}</p>
            <ul className="cart-list">
              {soldout.map((item) => (
                <CartItemRow key={item.id} item={item} extras={[]} onRemove={() => setRemoving({ ids: [item.id], name: item.name_vi || item.name })} />
              ))}
            </ul>
            <Button variant="secondary" size="sm" onClick={() => setRemoving({ ids: soldout.map((item) => item.id), name: null })}>
              {t.removeSoldOut}
            </Button>
          </section>
        )}
      </div>
      {active.length > 0 && (
        <Summary
          cart={data}
          selectedCount={selectedIds.length}
          activeCount={active.length}
          busy={intended.isPending || cart.isFetching}
          onCheckout={() => void navigate(paths.account.cartCheckout)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t.removeTitle}
        description={removing?.name ? t.removeBody(removing.name) : t.removeSoldOutBody(removing?.ids.length ?? 0)}
        confirmLabel={t.remove}
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.ids, {
            onSuccess: () => toast.success(t.removed),
            onError: (error) => toast.error(errorText(error)),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </div>
  );
}
