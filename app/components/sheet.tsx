import { Dialog } from 'radix-ui';
import type { ComponentProps } from 'react';

/**
 * A full-height panel sliding in from one side over a dimmed page (bag, account menu, mobile menu):
 * the one slide-over of the shop. Put it inside a Dialog.Root; `className` sets the width.
 */
export function SheetContent({
  side,
  className = '',
  children,
  ...props
}: ComponentProps<typeof Dialog.Content> & { side: 'left' | 'right' }) {
  const position = side === 'right' ? 'right-0 starting:translate-x-full' : 'left-0 starting:-translate-x-full';
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-cocoa-950/40 transition-opacity duration-300 starting:opacity-0" />
      <Dialog.Content
        aria-describedby={undefined}
        {...props}
        className={`fixed inset-y-0 z-50 flex flex-col bg-sand-50 shadow-2xl transition-transform duration-300 ease-out ${position} ${className}`}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
