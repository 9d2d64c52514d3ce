import { useState } from 'react';
import type { ProductDetailDto } from '@kaimono/contracts';
import { cartWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { MoneyText } from '@/shared/ui/money-text';
import { useToast } from '@/shared/ui/toast';
import { useAddToCart } from '../hooks/use-cart';
import { namedVariants } from '../lib/buyable';
import { QtyStepper } from './qty-stepper';
import { useVariantChoice } from './variant-field';

const t = cartWebText.addToCart;
const tb = cartWebText.buying;

export interface AddToCartDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: ProductDetailDto;
  priceJpy: number;
  /** Called once the item is in the cart. */
  onAdded: () => void;
}

/**
 * "Thêm vào giỏ hàng" as a dialog, pre-filled (quantity 1, the variant still to choose when the item
 * has several): an alert's cart link (`?action=cart`) opens the item with it, and one confirmation
 * adds the item. Nothing is added without that tap.
 */
export default function AddToCartDialog({ open, onOpenChange, product, priceJpy, onAdded }: AddToCartDialogProps) {
  const toast = useToast();
  const add = useAddToCart();
  const namedOnly = namedVariants(product);
  const { variant, stock, missing, field: variantField } = useVariantChoice(product, namedOnly.length === 1 && namedOnly[0]!.quantity !== 0 ? namedOnly[0]!.id : '');
  const [qty, setQty] = useState(1);
  const name = product.title_vi ?? product.title;

  const confirm = () => {
    if (missing()) return;
    add.mutate(
      { site_code: product.site, code: product.code, qty, variant: variant?.id ?? null },
      {
        onSuccess: () => {
          toast.success(tb.added, tb.addedBody(name));
          onAdded();
          onOpenChange(false);
        },
        onError: (error) => toast.error(tb.addFailed, errorText(error)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t.cancel}</Button>
          </DialogClose>
          <Button loading={add.isPending} onClick={confirm} data-testid="add-to-cart-confirm">
            {t.confirm}
          </Button>
        </>
      }
    >
      <div className="buy-now stack">
        <div className="buy-now__product">
          {product.image && <img src={product.image} alt="" width={56} height={56} />}
          <div>
            <p className="buy-now__name">{name}</p>
            <p className="muted">
              <MoneyText amount={priceJpy} currency="JPY" />
            </p>
          </div>
        </div>
        {variantField}
        <div className="buying__field buying__field--inline">
          <span className="k-field__label">{tb.qty}</span>
          <QtyStepper value={qty} onChange={setQty} name={name} max={stock} />
        </div>
      </div>
    </Dialog>
  );
}
