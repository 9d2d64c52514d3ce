import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { OrderDto, ProductDetailDto } from '@kaimono/contracts';
import { cartWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatVnd } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { MoneyText } from '@/shared/ui/money-text';
import { Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { buyNow } from '../api/checkout-api';
import { useShippingRoutes } from '../hooks/use-cart';
import { defaultChoice, findChoice, shippingChoices } from '../lib/shipping';
import { AddressChoice } from './address-choice';
import { OrderCreated } from './order-created';
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

/** "Mua ngay": address and shipping for this one item → POST /api/buy-product-now → pay the first payment. */
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

  const submit = useMutation({
    mutationFn: () =>
      buyNow({
        site_code: product.site,
        code: product.code,
        qty,
        variant: variant?.id,
        price: priceJpy,
        address_id: address?.id,
        route_code: choice?.routeCode ?? null,
        ship_mode: choice?.shipMode ?? null,
        request_id: requestId.current,
      }),
    onSuccess: (answer) => {
      setCreated(answer.data);
      toast.success(answer.message || tc.created);
      support.onOrderChanged();
    },
    onError: (error) => {
      requestId.current = globalThis.crypto.randomUUID();
      toast.error(tc.failed, errorText(error));
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description}
      size="md"
      footer={
        created ? null : (
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t.cancel}</Button>
            </DialogClose>
            <Button loading={submit.isPending} disabled={!address || !choice} onClick={() => submit.mutate()}>
              {t.submit}
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
        </div>
      )}
    </Dialog>
  );
}
