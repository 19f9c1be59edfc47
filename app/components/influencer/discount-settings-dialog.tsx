import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useHydrated } from '../form/form-alert';
import { CloseIcon } from '../icons-later';
import { SplitForm } from './split-form';

/**
 * 'Discount Settings' button and modal: the influencer chooses the customer's share of
 * the 15%; the form starts from the current share each time it opens.
 */
export function DiscountSettingsDialog({ customerPercent }: { customerPercent: number }) {
  const [open, setOpen] = useState(false);
  // The dashboard comes rendered from the server: the button opens nothing until the page's scripts run.
  const hydrated = useHydrated();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        disabled={!hydrated}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-sand-50/40 px-6 text-[12px] font-semibold tracking-[0.16em] text-sand-50 uppercase transition-colors hover:border-sand-50 hover:bg-sand-50/10 disabled:opacity-60"
      >
        Discount Settings
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-cocoa-950/40 transition-opacity duration-300 starting:opacity-0" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-[2rem] bg-sand-50 shadow-2xl transition duration-300 ease-out starting:translate-y-8 starting:opacity-0 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[30rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[2rem]">
          <div className="flex items-start justify-between gap-4 border-b border-sand-200 px-6 pt-6 pb-4 sm:px-8">
            <div>
              <Dialog.Title className="font-serif text-2xl text-cocoa-950">Discount Settings</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-cocoa-700">
                Your code gives away 15% in total. Choose how much goes to your customers; the rest is your commission.
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close" className="rounded-full p-2 hover:bg-sand-100">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="px-6 pt-6 pb-8 sm:px-8">
            <SplitForm initialPercent={customerPercent} onSaved={() => setOpen(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
