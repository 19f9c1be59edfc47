import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { deferred } from './deferred';
import type { ToastInput, ToastItem } from './toast-types';

export type { ToastInput } from './toast-types';

const toastList = deferred(() => import('./toast-list'));

/** Shows a toast; resolves once its code is in, so what follows it (leaving the page) can wait until it is on screen. */
type ShowToast = (t: ToastInput) => Promise<void>;

const ToastContext = createContext<ShowToast | null>(null);

/** The one toast of the storefront. Its code (Radix Toast) is fetched with the first toast. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback<ShowToast>((t) => {
    setToasts((all) => [...all, { ...t, id: Date.now() + Math.random() }]);
    return toastList.preload().then(
      () => undefined,
      () => undefined,
    );
  }, []);
  const closed = useCallback((id: number) => setToasts((all) => all.filter((x) => x.id !== id)), []);
  const list = toastList.useModule(toasts.length > 0);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {list && <list.ToastList toasts={toasts} onClosed={closed} />}
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}

/** The error toast of failed sign-in, sign-up, address and recovery calls. */
export const ERROR_TOAST: ToastInput = {
  title: 'An error occurred.',
  description: 'Oops! Something went wrong. Please try again.',
  variant: 'error',
};
