import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductDetailDto } from '@kaimono/contracts';
import { cartWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { Button, buttonClass } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { useToast } from '@/shared/ui/toast';
import { formatJpy } from '@/shared/lib/money';
import { useAddToCart } from '../hooks/use-cart';
import { buyablePrice } from '../lib/buyable';
import { QtyStepper } from './qty-stepper';
import { useVariantChoice } from './variant-field';
import type { BuyingSupport } from './types';
import './cart.css';

const t = cartWebText.buying;
const BuyNowDialog = lazy(() => import('./buy-now-dialog'));
const AddToCartDialog = lazy(() => import('./add-to-cart-dialog'));

export interface BuyingPanelProps {
  product: ProductDetailDto;
  isLoggedIn: boolean;
  authPending?: boolean;
  /** Where a guest goes (login with ?next back to this page). */
  loginHref: string;
  /** Address book and wallet, loaded once `onWantSupport` was called. */
  support: BuyingSupport;
  onWantSupport: () => void;
  /** More buttons beside ours (the desired-price dialog). */
  extra?: ReactNode;
  /**
   * Opened from an alert's cart link (`?action=cart`): the "add to cart" dialog opens pre-filled
   * (once, when the customer is logged in and the item can be bought); `onIntentHandled` then lets
   * the page drop the intent from its address.
   */
  addToCartIntent?: boolean;
  onIntentHandled?: () => void;
}

/**
 * The buying controls of an item page: quantity, variant, "Thêm vào giỏ hàng" and "Mua ngay" (an
 * order for this item alone). An auction without a buy-now price gets neither (bidding is elsewhere);
 * a guest is sent to login and back.
 */
export function BuyingPanel({ product, isLoggedIn, authPending = false, loginHref, support, onWantSupport, extra, addToCartIntent = false, onIntentHandled }: BuyingPanelProps) {
  const toast = useToast();
  const add = useAddToCart();
  const [qty, setQty] = useState(1);
  const { variant, stock, missing: needVariant, field: variantField } = useVariantChoice(product);
  const [added, setAdded] = useState(false);
  const [buyNowOpen, setBuyNowOpen] = useState(false);
  const [cartDialogOpen, setCartDialogOpen] = useState(false);
  const price = buyablePrice(product);

  let blocked: string | null = null;
  if (!product.available) blocked = t.soldOut;
  else if (product.auction && product.auction.buy_now_price_jpy === null) blocked = t.auctionOnly;
  else if (price === null) blocked = t.noPrice;

  // The alert's intent opens the dialog once (as soon as the customer and the item allow it), then
  // the page is told so it can drop the intent from its address.
  const [intentTaken, setIntentTaken] = useState(false);
  if (addToCartIntent && isLoggedIn && !blocked && !intentTaken) {
    setIntentTaken(true);
    setCartDialogOpen(true);
  }
  useEffect(() => {
    if (intentTaken && addToCartIntent) onIntentHandled?.();
  }, [intentTaken, addToCartIntent, onIntentHandled]);

  return (
    <div className="buying" data-testid="buying-panel">
      {blocked ? (
        <p className="buying__blocked" role="note">
          <Icon name="info" size={18} /> {blocked}
        </p>
      ) : (
        <>
          {product.auction && price !== null && <p className="muted">{t.auctionBuyNow(formatJpy(price))}</p>}
          {variantField}
          <div className="buying__field buying__field--inline">
            <span className="k-field__label">{t.qty}</span>
            <QtyStepper value={qty} onChange={setQty} name={product.title_vi ?? product.title} max={stock} />
          </div>
          {isLoggedIn ? (
            <div className="buying__buttons">
              <Button
                leadingIcon={<Icon name="cart" size={18} />}
                loading={add.isPending}
                onClick={() => {
                  if (needVariant()) return;
                  setAdded(false);
                  add.mutate(
                    { site_code: product.site, code: product.code, qty, variant: variant?.id ?? null },
                    {
                      onSuccess: () => {
                        setAdded(true);
                        toast.success(t.added, t.addedBody(product.title_vi ?? product.title));
                      },
                      onError: (error) => toast.error(t.addFailed, errorText(error)),
                    },
                  );
                }}
              >
                {t.addToCart}
              </Button>
              <Button
                variant="secondary"
                onPointerEnter={onWantSupport}
                onFocus={onWantSupport}
                onClick={() => {
                  if (needVariant()) return;
                  onWantSupport();
                  setBuyNowOpen(true);
                }}
              >
                {t.buyNow}
              </Button>
              {extra}
            </div>
          ) : (
            <div className="buying__buttons">
              <Link to={loginHref} className={buttonClass('primary')} aria-disabled={authPending || undefined}>
                {t.loginToBuy}
              </Link>
              <p className="muted buying__guest">{t.guestHint}</p>
            </div>
          )}
          {added && (
            <p className="buying__added" role="status">
              <Icon name="check" size={16} /> {t.added} · <Link to={paths.account.cart}>{t.viewCart}</Link>
            </p>
          )}
        </>
      )}
      {blocked && isLoggedIn && extra && <div className="buying__buttons">{extra}</div>}
      <p className="buying__links">
        <Link to={paths.page.fees}>{t.feesLink}</Link>
        <Link to={paths.page.priceEstimate}>{t.estimateLink}</Link>
      </p>
      {cartDialogOpen && price !== null && (
        <Suspense fallback={null}>
          <AddToCartDialog open={cartDialogOpen} onOpenChange={setCartDialogOpen} product={product} priceJpy={price} onAdded={() => setAdded(true)} />
        </Suspense>
      )}
      {buyNowOpen && price !== null && (
        <Suspense fallback={null}>
          <BuyNowDialog
            open={buyNowOpen}
            onOpenChange={setBuyNowOpen}
            product={product}
            qty={qty}
            variant={variant}
            priceJpy={price}
            support={support}
          />
        </Suspense>
      )}
    </div>
  );
}
