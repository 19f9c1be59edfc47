import { Toast } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'success' | 'error';
  /** Spec §9: toasts last 9 s unless said otherwise. */
  durationMs?: number;
}

type ToastItem = ToastInput & { id: number };

const ToastContext = createContext<((t: ToastInput) => void) | null>(null);

/** The one toast of the storefront. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback((t: ToastInput) => setToasts((all) => [...all, { ...t, id: Date.now() + Math.random() }]), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider swipeDirection="right">
        {children}
        {toasts.map((t) => (
          <Toast.Root
            key={t.id}
            duration={t.durationMs ?? 9_000}
            onOpenChange={(open) => !open && setToasts((all) => all.filter((x) => x.id !== t.id))}
            className={`rounded-xl border px-4 py-3 shadow-lg ${t.variant === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-sand-200 bg-white text-cocoa-950'}`}
          >
            <Toast.Title className="font-semibold">{t.title}</Toast.Title>
            {t.description && <Toast.Description className="mt-1 text-sm">{t.description}</Toast.Description>}
            <Toast.Close aria-label="Dismiss" className="absolute right-3 top-2 text-lg leading-none">×</Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className="fixed right-4 top-4 z-[100] flex w-[22rem] max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}

/** Spec §8: the error toast of failed sign-in, sign-up, address and recovery calls. */
export const ERROR_TOAST: ToastInput = {
  title: 'An error occurred.',
  description: 'Oops! Something went wrong. Please try again.',
  variant: 'error',
};
