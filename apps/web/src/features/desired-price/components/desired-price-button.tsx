import { lazy, Suspense, useState } from 'react';
import { desiredPriceWebText } from '@kaimono/i18n';
import { Button } from '@/shared/ui/button';
import type { DesiredPriceItem, DesiredPriceSupport } from './types';

const DesiredPriceDialog = lazy(() => import('./desired-price-dialog'));

export interface DesiredPriceButtonProps {
  item: DesiredPriceItem;
  support: DesiredPriceSupport;
  /** Called before the dialog opens (the route then loads addresses and routes). */
  onWantSupport?: () => void;
}

/** "Thương lượng giá" on an item page: opens the desired-price dialog (downloaded when first wanted). */
export function DesiredPriceButton({ item, support, onWantSupport }: DesiredPriceButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        onPointerEnter={() => {
          onWantSupport?.();
          void import('./desired-price-dialog');
        }}
        onClick={() => {
          onWantSupport?.();
          setOpen(true);
        }}
      >
        {desiredPriceWebText.button}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DesiredPriceDialog open={open} onOpenChange={setOpen} item={item} support={support} />
        </Suspense>
      )}
    </>
  );
}
