import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDto, QuoteRequestBody } from '@kaimono/contracts';
import { cartWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { formatVnd } from '@/shared/lib/money';
import { Button, buttonClass } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { MoneyText } from '@/shared/ui/money-text';
import { ProductTitle } from '@/shared/ui/product-title';
import { NativeSelect } from '@/shared/ui/native-select';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { checkCoupon, confirmQuote, previewQuote } from '../api/checkout-api';
import { cartKeys } from '../api/query-keys';
import { refreshCartContents, useCart, useServiceExtras, useShippingRoutes } from '../hooks/use-cart';
import { defaultChoice, findChoice, shippingChoices } from '../lib/shipping';
import { AddressChoice } from './address-choice';
import { OrderCreated } from './order-created';
import { PriceBreakdown } from './price-breakdown';
import type { BuyingSupport } from './types';
import './cart.css';

const t = cartWebText.checkout;

function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

interface AppliedCoupon {
  coupon_code: string;
  discount_vnd: number;
  summary: string;
}

/**
 * The quote request (spec §4 "Quote: has a confirm step"): the chosen cart items, address, route and
 * mode, extra services, coupon and note → the priced preview (POST /api/quote/user/request without
 * confirm, refreshed on every change) → confirm (confirm flag with the address) → the order.
 */
export default function CheckoutView({ support }: { support: BuyingSupport }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const cart = useCart();
  const routes = useShippingRoutes();
  const extras = useServiceExtras();
  const [addressId, setAddressId] = useState<string | null>(null);
  const [shippingValue, setShippingValue] = useState<string | null>(null);
  const [services, setServices] = useState<string[]>([]);
  const [couponInput, setCouponInput] = useState('');
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [created, setCreated] = useState<OrderDto | null>(null);
  const requestId = useRef(newRequestId());
  const noteId = useId();

  const items = (cart.data?.results ?? []).filter((item) => item.intended);
  const ids = items.map((item) => item.id);
  const routeList = routes.data ?? [];
  const addresses = support.addresses ?? [];
  const address = addresses.find((a) => a.id === addressId) ?? addresses.find((a) => a.is_default) ?? addresses[0] ?? null;
  // Until the buyer picks a route, it follows the delivery address (JP-HCM for TP. Hồ Chí Minh …).
  const choice =
    (shippingValue ? findChoice(routeList, shippingValue) : null) ??
    defaultChoice(routeList, { routeCode: items[0]?.route_code, shipMode: items[0]?.ship_mode, provinceCode: address?.province_code });

  const body: QuoteRequestBody = {
    cart_item_ids: ids,
    route_code: choice?.routeCode ?? null,
    ship_mode: choice?.shipMode ?? null,
    services_extra: services,
    coupon_code: coupon?.coupon_code ?? null,
  };
  const preview = useQuery({
    queryKey: cartKeys.quote(body),
    queryFn: ({ signal }) => previewQuote(body, signal),
    // After the address book: the route follows the delivery address.
    enabled: !created && ids.length > 0 && routes.isSuccess && !support.addressesPending,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });

  const applyCoupon = useMutation({
    mutationFn: (code: string) => checkCoupon(body, code),
    onSuccess: (answer) => {
      setCoupon(answer.coupon);
      setCouponError(null);
    },
    onError: (error) => {
      setCoupon(null);
      setCouponError(errorText(error));
    },
  });

  const confirm = useMutation({
    mutationFn: (addressIdToUse: string) => confirmQuote({ ...body, address_id: addressIdToUse, note: note.trim() || undefined, request_id: requestId.current }),
    onSuccess: (answer) => {
      setConfirming(false);
      if (answer.order) setCreated(answer.order);
      toast.success(answer.message || t.created);
      void refreshCartContents(queryClient);
      support.onOrderChanged();
    },
    onError: (error) => {
      setConfirming(false);
      requestId.current = newRequestId();
      toast.error(t.failed, errorText(error));
      void refreshCartContents(queryClient);
    },
  });

  if (created) return <OrderCreated order={created} support={support} />;

  if (cart.isPending || routes.isPending) {
    return (
      <LoadingRegion>
        <Skeleton height={260} radius={10} />
      </LoadingRegion>
    );
  }
  if (cart.isError) return <LoadFailed onRetry={() => void cart.refetch()} retrying={cart.isFetching} />;
  if (items.length === 0) {
    return (
      <EmptyState
        icon="cart"
        headingLevel={2}
        title={t.noItems}
        description={t.noItemsBody}
        action={
          <Link to={paths.account.cart} className={buttonClass('primary')}>
            {t.back}
          </Link>
        }
      />
    );
  }

  const quote = preview.data;
  return (
    <div className="checkout">
      <div className="checkout__main stack">
        <Link to={paths.account.cart} className="checkout__back">
          <Icon name="chevronLeft" size={16} /> {t.back}
        </Link>

        <section className="card" aria-labelledby="checkout-items">
          <h2 id="checkout-items" className="checkout__title">
            {t.itemsTitle(items.length)}
          </h2>
          <ul className="checkout-items">
            {items.map((item) => (
              <li key={item.id} data-testid="checkout-item">
                {item.image ? <img src={item.image} alt="" width={48} height={48} loading="lazy" /> : <Icon name="cart" />}
                <span className="checkout-items__name">
                  <ProductTitle original={item.name} vietnamese={item.name_vi} />
                  {item.variant && <span className="muted"> · {item.variant}</span>}
                </span>
                <span className="checkout-items__qty">× {item.qty}</span>
                <MoneyText amount={item.price * item.qty} currency="JPY" />
              </li>
            ))}
          </ul>
        </section>

        <section className="card" aria-labelledby="checkout-address">
          <h2 id="checkout-address" className="checkout__title">
            {t.addressTitle}
          </h2>
          <AddressChoice
            addresses={support.addresses}
            pending={support.addressesPending}
            value={address?.id ?? null}
            onChange={(id) => {
              setAddressId(id);
              // Another address: the route follows it again.
              setShippingValue(null);
            }}
            addHref={support.addAddressHref}
          />
        </section>

        <section className="card" aria-labelledby="checkout-route">
          <h2 id="checkout-route" className="checkout__title">
            {t.routeTitle}
          </h2>
          {routes.isError ? (
            <LoadFailed onRetry={() => void routes.refetch()} />
          ) : routeList.length === 0 ? (
            <p className="muted">{t.routesEmpty}</p>
          ) : (
            <>
              <Field label={t.shipMode}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={choice?.value ?? ''}
                    onChange={(event) => setShippingValue(event.target.value)}
                    options={shippingChoices(routeList).map((c) => ({ value: c.value, label: `${c.route.name} – ${c.mode.name}` }))}
                  />
                )}
              </Field>
              {choice && (
                <p className="muted checkout__mode-detail">
                  {t.shipModeDetail(formatVnd(choice.mode.price_per_kg_vnd), `${choice.mode.min_weight_g} g`, t.leadDays(choice.mode.lead_days_min, choice.mode.lead_days_max))} · {t.warehouse(choice.route.warehouse.name)}
                </p>
              )}
            </>
          )}
        </section>

        <section className="card" aria-labelledby="checkout-services">
          <h2 id="checkout-services" className="checkout__title">
            {t.servicesTitle}
          </h2>
          {(extras.data ?? []).length === 0 ? (
            <p className="muted">{t.servicesNone}</p>
          ) : (
            <div className="checkout__services">
              {(extras.data ?? []).map((extra) => (
                <label key={extra.code} className="cart-check">
                  <input
                    type="checkbox"
                    checked={services.includes(extra.code)}
                    onChange={(event) => setServices((list) => (event.target.checked ? [...list, extra.code] : list.filter((code) => code !== extra.code)))}
                  />
                  <span>
                    {extra.name}
                    {extra.description && <span className="muted"> — {extra.description}</span>}
                  </span>
                </label>
              ))}
            </div>
          )}
        </section>

        <section className="card" aria-labelledby="checkout-coupon">
          <h2 id="checkout-coupon" className="checkout__title">
            {t.couponTitle}
          </h2>
          <form
            className="checkout__coupon"
            onSubmit={(event) => {
              event.preventDefault();
              const code = couponInput.trim();
              if (code) applyCoupon.mutate(code);
            }}
          >
            <Field label={t.coupon} error={couponError} className="checkout__coupon-field">
              {(control) => <Input {...control} value={couponInput} onChange={(event) => setCouponInput(event.target.value)} autoComplete="off" maxLength={40} />}
            </Field>
            <Button type="submit" variant="secondary" loading={applyCoupon.isPending} disabled={!couponInput.trim()} className="checkout__coupon-apply">
              {t.couponApply}
            </Button>
            {coupon && (
              <Button
                variant="ghost"
                onClick={() => {
                  setCoupon(null);
                  setCouponInput('');
                }}
                className="checkout__coupon-apply"
              >
                {t.couponRemove}
              </Button>
            )}
          </form>
          {coupon && (
            <p className="checkout__coupon-ok" role="status">
              <Icon name="check" size={16} /> {t.couponApplied(coupon.coupon_code, formatVnd(coupon.discount_vnd))} {coupon.summary}
            </p>
          )}
        </section>

        <section className="card" aria-labelledby="checkout-note">
          <h2 id="checkout-note" className="checkout__title">
            {t.noteTitle}
          </h2>
          <label htmlFor={noteId} className="sr-only">
            {t.note}
          </label>
          <textarea id={noteId} className="k-input checkout__note" rows={3} maxLength={1000} value={note} placeholder={t.notePlaceholder} onChange={(event) => setNote(event.target.value)} />
        </section>
      </div>

      <aside className="checkout__side card" aria-labelledby="checkout-quote" aria-busy={preview.isFetching || undefined}>
        <h2 id="checkout-quote" className="checkout__title">
          {t.quoteTitle}
        </h2>
        {preview.isPending ? (
          <LoadingRegion label={t.quoteLoading}>
            <Skeleton height={200} radius={10} />
          </LoadingRegion>
        ) : preview.isError && !quote ? (
          <div className="form-error" role="alert">
            <Icon name="alert" />
            <span>
              {t.quoteFailed} {errorText(preview.error)}
            </span>
          </div>
        ) : quote ? (
          <>
            {preview.isFetching && (
              <p className="muted" role="status">
                {t.quoteStale}
              </p>
            )}
            {preview.isError && (
              <p className="form-error" role="alert">
                {errorText(preview.error)}
              </p>
            )}
            <PriceBreakdown
              details={quote.price.details}
              firstPaymentVnd={quote.price.first_payment}
              secondPaymentVnd={quote.price.second_payment}
              totalVnd={quote.price.total_vnd}
              rate={quote.rate}
              calcError={quote.calc_error}
            />
          </>
        ) : null}
        {!address && !support.addressesPending && <p className="form-error">{t.addressRequired}</p>}
        <Button block size="lg" disabled={!quote || !address || preview.isFetching || !!quote.calc_error} onClick={() => setConfirming(true)}>
          {t.review}
        </Button>
      </aside>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.confirmTitle}
        description={quote ? t.confirmBody(formatVnd(quote.price.first_payment)) : ''}
        confirmLabel={t.confirm}
        busy={confirm.isPending}
        onConfirm={() => address && confirm.mutate(address.id)}
      />
    </div>
  );
}
