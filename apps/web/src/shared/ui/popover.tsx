import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { uiKitText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { Icon } from './icons';
import './popover.css';

export interface PopoverProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (asChild). */
  trigger: ReactNode;
  /** Accessible name of the popover content. */
  label: string;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  className?: string;
  showClose?: boolean;
}

/** A non-modal floating panel attached to its trigger (Escape and outside click close it). */
export function Popover({ open, onOpenChange, trigger, label, children, align = 'center', className, showClose = false }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content className={cx('k-popover', className)} align={align} sideOffset={8} collisionPadding={8} aria-label={label}>
          {children}
          {showClose && (
            <RadixPopover.Close className="k-popover__close" aria-label={uiKitText.close}>
              <Icon name="close" size={16} />
            </RadixPopover.Close>
          )}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Parts for custom popovers (e.g. the search combobox anchors one to its input). */
export const PopoverRoot = RadixPopover.Root;
export const PopoverAnchor = RadixPopover.Anchor;
export const PopoverContent = RadixPopover.Content;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;
