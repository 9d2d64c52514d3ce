import { useCallback, useSyncExternalStore } from 'react';

/**
 * Where toasts go while a dialog is open. A toast fixed at the bottom of the screen would lie on
 * the dialog (on a phone often on its action button, e.g. "Đặt giá"); instead every open dialog
 * renders a slot at its top and the toast viewport moves into the newest one, in the dialog's own
 * flow: it pushes the dialog's content down and covers nothing.
 */
let slots: HTMLElement[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The slot of the newest open dialog, or null when no dialog is open. */
export function useToastSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => slots[slots.length - 1] ?? null,
    () => null,
  );
}

/** Placed inside a dialog's content: toasts show here (in the flow) while the dialog is open. */
export function ToastSlot() {
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    slots = [...slots, element];
    emit();
    return () => {
      slots = slots.filter((slot) => slot !== element);
      emit();
    };
  }, []);
  return <div className="k-toast-slot" ref={ref} />;
}
