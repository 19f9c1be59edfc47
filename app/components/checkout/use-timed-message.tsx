import { useCallback, useEffect, useState } from 'react';

/** The payment form's error clears after 30 seconds. */
const PAYMENT_ERROR_MS = 30_000;

export function useTimedMessage(ms = PAYMENT_ERROR_MS) {
  const [message, setMessage] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(timer);
  }, [message, ms]);
  const show = useCallback((text: string | null) => setMessage(text ? { text, at: Date.now() } : null), []);
  return [message?.text ?? null, show] as const;
}
