import { VisuallyHidden as RadixVisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';

/** Text for assistive technology only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <RadixVisuallyHidden>{children}</RadixVisuallyHidden>;
}
