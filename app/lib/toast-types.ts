/** What a toast says; shared by the provider (`toast.tsx`) and the list it loads later (`toast-list.tsx`). */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'success' | 'error';
  /** Toasts last 9 s unless said otherwise. */
  durationMs?: number;
}

export type ToastItem = ToastInput & { id: number };
