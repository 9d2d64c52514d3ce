import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { uiKitText } from '@kaimono/i18n';
import { Icon } from './icons';
import { ToastSlot } from './toast-slot';
import './drawer.css';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opens the drawer (rendered with asChild). */
  trigger: ReactNode;
  title: ReactNode;
  children: ReactNode;
}

/** A panel sliding in from the left edge (phone menus): modal, focus trap, Escape or a tap outside closes it. */
export function Drawer({ open, onOpenChange, trigger, title, children }: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="k-drawer__overlay" />
        <RadixDialog.Content className="k-drawer__content" aria-describedby={undefined}>
          <div className="k-drawer__header">
            <RadixDialog.Title className="k-drawer__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="k-drawer__close" aria-label={uiKitText.close}>
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          <div className="k-drawer__body">
            <ToastSlot />
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
