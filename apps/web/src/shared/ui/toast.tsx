import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; errors stay a little longer by default. */
  duration?: number;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

export interface ToastApi {
  toast: (input: ToastInput) => void;
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
  info: (title: string, description?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

// Radix Toast is only needed once something is announced: keep it out of the first page load.
const ToastViewport = lazy(() => import('./toast-viewport'));

/** Holds the toasts of the whole app and renders them (bottom of the screen, Radix Toast). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const toast = useCallback((input: ToastInput) => {
    const variant = input.variant ?? 'info';
    const item: ToastItem = {
      id: nextId.current++,
      title: input.title,
      description: input.description,
      variant,
      duration: input.duration ?? (variant === 'error' ? 7000 : 5000),
      open: true,
    };
    setItems((current) => [...current.slice(-3), item]);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      toast,
      success: (title, description) => toast({ title, description, variant: 'success' }),
      error: (title, description) => toast({ title, description, variant: 'error' }),
      info: (title, description) => toast({ title, description, variant: 'info' }),
    }),
    [toast],
  );

  const close = useCallback((id: number) => {
    setItems((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
    window.setTimeout(() => setItems((current) => current.filter((t) => t.id !== id)), 300);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {items.length > 0 && (
        <Suspense fallback={null}>
          <ToastViewport items={items} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** Shows a toast: `const toast = useToast(); toast.success('Đăng nhập thành công')`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
