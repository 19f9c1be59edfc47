import { useState } from 'react';
import { useToast, type ToastInput } from '../../lib/toast';
import { CheckIcon, CopyIcon } from '../icons-later';

/**
 * 'Copy' button: writes `text` to the clipboard and confirms with a toast. The tick stays for a
 * moment so the button itself also says it worked.
 */
export function CopyButton({
  text,
  copied,
  label = 'Copy',
  tone = 'dark',
  className = '',
}: {
  text: string;
  copied: ToastInput;
  label?: string;
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const toast = useToast();
  const [done, setDone] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ variant: 'success', ...copied });
      setDone(true);
      window.setTimeout(() => setDone(false), 2_000);
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Your browser blocked the clipboard. Select the text and copy it by hand.',
        variant: 'error',
      });
    }
  };
  const look = tone === 'dark' ? 'bg-cocoa-900 text-sand-50 hover:bg-cocoa-950' : 'bg-sand-50 text-cocoa-950 hover:bg-white';
  return (
    <button
      type="button"
      onClick={copy}
      className={`inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-full px-5 text-[12px] font-semibold tracking-[0.16em] uppercase transition-colors ${look} ${className}`}
    >
      {done ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
      {label}
    </button>
  );
}
