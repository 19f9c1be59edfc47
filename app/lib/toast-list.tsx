import { Toast } from 'radix-ui';
import type { ToastItem } from './toast-types';

/** The toasts on screen (Radix Toast), loaded with the first toast of the visit. */
export function ToastList({ toasts, onClosed }: { toasts: ToastItem[]; onClosed: (id: number) => void }) {
  return (
    <Toast.Provider swipeDirection="right">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          duration={t.durationMs ?? 9_000}
          onOpenChange={(open) => !open && onClosed(t.id)}
          className={`rounded-xl border px-4 py-3 shadow-lg ${t.variant === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-sand-200 bg-white text-cocoa-950'}`}
        >
          <Toast.Title className="font-semibold">{t.title}</Toast.Title>
          {t.description && <Toast.Description className="mt-1 text-sm">{t.description}</Toast.Description>}
          <Toast.Close aria-label="Dismiss" className="absolute right-3 top-2 text-lg leading-none">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-4 top-4 z-[100] flex w-[22rem] max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
