import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { uiKitText } from '@kaimono/i18n';
import { buttonClass } from './button';
import { Spinner } from './spinner';
import { ToastSlot } from './toast-slot';
import './dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
  busy?: boolean;
}

/** A yes/no question that must be answered (alert dialog: focus starts on Cancel). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = uiKitText.confirm,
  cancelLabel = uiKitText.cancel,
  onConfirm,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="k-dialog__overlay" />
        <AlertDialog.Content className="k-dialog__content k-dialog__content--sm">
          <ToastSlot />
          <AlertDialog.Title className="k-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="k-dialog__description" style={{ marginTop: 8 }}>
            {description}
          </AlertDialog.Description>
          <div className="k-dialog__footer">
            <AlertDialog.Cancel className={buttonClass('secondary')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass(destructive ? 'danger' : 'primary')}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {busy && <Spinner size={16} decorative />}
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
