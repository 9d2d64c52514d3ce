import { useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { OrderDto, ProductDetailDto, QuoteRequestBody } from '@kaimono/contracts';
import { cartWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatVnd } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icons';
import { MoneyText } from '@/shared/ui/money-text';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { buyNow, previewQuote } from '../api/checkout-api';
import { cartKeys } from '../api/query-keys';
import { useShippingRoutes } from '../hooks/use-cart';
import { defaultChoice, findChoice, shippingChoices } from '../lib/shipping';
import { AddressChoice } from './address-choice';
import { OrderCreated } from './order-created';
import { PriceBreakdown } from './price-breakdown';
import type { BuyingSupport } from './types';
import '@/shared/ui/input.css';

const t = cartWebText.buyNow;
const tc = cartWebText.checkout;

export interface BuyNowDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: ProductDetailDto;
  qty: number;
  variant: { id: string; name: string } | null;
  priceJpy: number;
  support: BuyingSupport;
}

/**
 * "Mua ngay": address and shipping for this one item → the priced preview of exactly that request
 * (POST /api/quote/user/request without confirm: the same breakdown as the checkout, in dong) →
 * confirm → POST /api/buy-product-now (the order, whose first payment is the one previewed) → pay.
 */
export default function BuyNowDialog({ open, onOpenChange, product, qty, variant, priceJpy, support }: BuyNowDialogProps) {
  const toast = useToast();
  const routes = useShippingRoutes();
  const [addressId, setAddressId] = useState<string | null>(null);
  const [shippingValue, setShippingValue] = useState<string | null>(null);
  const [created, setCreated] = useState<OrderDto | null>(null);
  const requestId = useRef(globalThis.crypto.randomUUID());
  const routeList = routes.data ?? [];
  const addresses = support.addresses ?? [];
  const address = addresses.find((a) => a.id === addressId) ?? addresses.find((a) => a.is_default) ?? addresses[0] ?? null;
  // Until the buyer picks a route, it follows the delivery address.
  const choice = (shippingValue ? findChoice(routeList, shippingValue) : null) ?? defaultChoice(routeList, { provinceCode: address?.province_code });
  const name = product.title_vi ?? product.title;

  // The order buy-now creates, described once: the preview prices it, the confirm sends it.
  const item = { site_code: product.site, code: product.code, qty, ...(variant ? { variant: variant.id } : {}), price: priceJpy };
  const shipping = { route_code: choice?.routeCode ?? null, ship_mode: choice?.shipMode ?? null };
  const previewBody: QuoteRequestBody = { items: [item], ...shipping, ...(address ? { address_id: address.id } : {}) };
  const preview = useQuery({
    queryKey: cartKeys.quote(previewBody),
    queryFn: ({ signal }) => previewQuote(previewBody, signal),
    enabled: open && !created && routes.isSuccess && !!choice,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const quote = preview.data;
  const firstVnd = quote?.price.first_payment ?? null;
  const balance = support.balanceVnd;
  const missing = firstVnd !== null && balance !== undefined ? Math.max(0, firstVnd - balance) : 0;

  const submit = useMutation({
    mutationFn: () => buyNow({ ...item, address_id: address?.id, ...shipping, request_id: requestId.current }),
    onSuccess: (answer) => {
      setCreated(answer.data);
      toast.success(answer.message || tc.created);
      support.onOrderChanged();
    },
    onError: (error) => {
      requestId.current = globalThis.crypto.randomUUID();
      toast.error(tc.failed, errorText(error));
      void preview.refetch();
    },
  });
  const ready = !!address && !!choice && !!quote && !preview.isFetching && !preview.isError && !quote.calc_error;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description}
      size="lg"
      footer={
        created ? null : (
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t.cancel}</Button>
            </DialogClose>
            <Button loading={submit.isPending} disabled={!ready} onClick={() => submit.mutate()} data-testid="buy-now-confirm">
              {firstVnd !== null ? t.confirm(formatVnd(firstVnd)) : t.submit}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <OrderCreated order={created} support={support} />
      ) : (
        <div className="buy-now stack">
          <div className="buy-now__product">
            {product.image && <img src={product.image} alt="" width={56} height={56} />}
            <div>
              <p className="buy-now__name" lang="ja">
                {name}
              </p>
              <p className="muted">
                {variant ? `${variant.name} · ` : ''}
                <MoneyText amount={priceJpy} currency="JPY" /> × {qty}
              </p>
            </div>
          </div>
          <AddressChoice
            compact
            addresses={support.addresses}
            pending={support.addressesPending}
            value={address?.id ?? null}
            onChange={(id) => {
              setAddressId(id);
              setShippingValue(null);
            }}
            addHref={support.addAddressHref}
          />
          {routes.isPending ? (
            <Skeleton height={40} radius={8} />
          ) : routeList.length === 0 ? (
            <p className="muted">{tc.routesEmpty}</p>
          ) : (
            <label className="address-choice__compact">
              <span className="k-field__label">{tc.shipMode}</span>
              <select className="k-input" value={choice?.value ?? ''} onChange={(event) => setShippingValue(event.target.value)}>
                {shippingChoices(routeList).map((c) => (
                  <option key={c.value} value={c.value}>
                    {`${c.route.name} – ${c.mode.name} (${formatVnd(c.mode.price_per_kg_vnd)}/kg)`}
                  </option>
                ))}
              </select>
            </label>
          )}

          <section className="buy-now__preview" aria-labelledby="buy-now-preview-title" aria-busy={preview.isFetching || undefined} data-testid="buy-now-preview">
            <h3 id="buy-now-preview-title" className="checkout__title">
              {t.previewTitle}
            </h3>
            <p className="muted">{t.previewHint}</p>
            {(address || choice) && (
              <ul className="buy-now__facts">
                {address && <li data-testid="buy-now-address">{t.deliverTo(address.full_address)}</li>}
                {choice && <li data-testid="buy-now-route">{t.route(choice.route.name, choice.mode.name)}</li>}
              </ul>
            )}
            {!choice ? null : preview.isPending ? (
              <LoadingRegion label={tc.quoteLoading}>
                <Skeleton height={160} radius={10} />
              </LoadingRegion>
            ) : preview.isError ? (
              <div className="form-error" role="alert">
                <Icon name="alert" />
                <span>
                  {tc.quoteFailed} {errorText(preview.error)}
                </span>
              </div>
            ) : quote ? (
              <>
                {preview.isFetching && (
                  <p className="muted" role="status">
                    {tc.quoteStale}
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
                {balance !== undefined && (
                  <p className="buy-now__balance">
                    {t.balance}: <MoneyText amount={balance} currency="VND" />
                  </p>
                )}
                {missing > 0 && (
                  <p className="order-created__missing" role="note" data-testid="buy-now-short">
                    {t.short(formatVnd(missing))}
                  </p>
                )}
                {firstVnd !== null && support.renderTopUp({ dueVnd: firstVnd, ...(ready ? { onPay: () => submit.mutate(), payLabel: t.createAfterTopUp } : {}) })}
              </>
            ) : null}
          </section>
        </div>
      )}
    </Dialog>
  );
}
