import { createPortal } from 'react-dom';
import * as RadixToast from '@radix-ui/react-toast';
import { uiKitText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { Icon, type IconName } from './icons';
import type { ToastItem, ToastVariant } from './toast';
import { useToastSlot } from './toast-slot';
import './toast.css';

const icons: Record<ToastVariant, IconName> = { success: 'check', error: 'alert', info: 'info' };

/**
 * The Radix part of the toaster, downloaded with the first toast. While a dialog is open the
 * viewport sits in the dialog's toast slot (top of the dialog, in its flow) so a toast never lies
 * on the dialog; otherwise at the bottom of the screen.
 */
export default function ToastViewport({ items, onClose }: { items: ReadonlyArray<ToastItem>; onClose: (id: number) => void }) {
  const slot = useToastSlot();
  const viewport = <RadixToast.Viewport className={cx('k-toast__viewport', slot && 'k-toast__viewport--in-dialog')} label={uiKitText.toastRegion} />;
  return (
    <RadixToast.Provider swipeDirection="right" label={uiKitText.toastRegion.replace(' ({hotkey})', '')}>
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          type={item.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onClose(item.id);
          }}
          className={cx('k-toast', `k-toast--${item.variant}`)}
        >
          <span className="k-toast__icon">
            <Icon name={icons[item.variant]} />
          </span>
          <div className="k-toast__text">
            <RadixToast.Title className="k-toast__title">{item.title}</RadixToast.Title>
            {item.description && <RadixToast.Description className="k-toast__description">{item.description}</RadixToast.Description>}
          </div>
          <RadixToast.Close className="k-toast__close" aria-label={uiKitText.toastClose}>
            <Icon name="close" size={16} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {slot ? createPortal(viewport, slot) : viewport}
    </RadixToast.Provider>
  );
}
