import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { uiKitText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { Icon } from './icons';
import { ToastSlot } from './toast-slot';
import './dialog.css';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered with asChild). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** A modal dialog: focus trap, Escape to close, labelled by its title. */
export function Dialog({ open, onOpenChange, trigger, title, description, children, footer, size = 'md' }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="k-dialog__overlay" />
        <RadixDialog.Content className={cx('k-dialog__content', `k-dialog__content--${size}`)}>
          <div className="k-dialog__header">
            <RadixDialog.Title className="k-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="k-dialog__close" aria-label={uiKitText.close}>
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          <ToastSlot />
          {description ? (
            <RadixDialog.Description className="k-dialog__description">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="k-dialog__body">{children}</div>
          {footer && <div className="k-dialog__footer">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
