import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useCountry } from '../../lib/country';
import { useToast } from '../../lib/toast';
import { PlusIcon } from '../icons';
import { CloseIcon } from '../icons-later';
import { AddAddressForm, addressSchema, EMPTY_ADDRESS } from './add-address-form';
import { useHydrated } from '../form/form-alert';
import { primaryButton } from '../form/styles';
import { useZodForm } from '../form/use-zod-form';

/**
 * 'Add Address' button and its dialog. The form is made at the first opening (a page that only
 * lists her addresses never builds it) and outlives the dialog from then on, so closing it or a
 * failed save keeps what was typed; a change of the visitor's country starts the region over.
 */
export function AddAddressDialog({ hasAddresses }: { hasAddresses: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (next) setOpened(true);
    setOpen(next);
  };
  // The address list comes rendered from the server: the button opens nothing until the page's scripts run.
  const hydrated = useHydrated();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={primaryButton} disabled={!hydrated}>
        <PlusIcon width={18} height={18} />
        Add Address
      </Dialog.Trigger>
      {opened && <AddressDialogContent open={open} onClose={() => setOpen(false)} hasAddresses={hasAddresses} />}
    </Dialog.Root>
  );
}

function AddressDialogContent({ open, onClose, hasAddresses }: { open: boolean; onClose: () => void; hasAddresses: boolean }) {
  const { country } = useCountry();
  const toast = useToast();
  const form = useZodForm(addressSchema, { defaultValues: EMPTY_ADDRESS, reValidateMode: 'onSubmit', shouldFocusError: false });
  const { clearErrors, setFormError, setValue } = form;
  useEffect(() => {
    for (const name of ['state', 'city', 'zip_code'] as const) setValue(name, '');
  }, [country, setValue]);
  // Each opening starts without the last attempt's messages; what was typed stays.
  useEffect(() => {
    if (!open) return;
    clearErrors();
    setFormError(null);
  }, [open, clearErrors, setFormError]);
  const onSaved = () => {
    onClose();
    form.reset(EMPTY_ADDRESS);
    toast({ title: 'Address saved', variant: 'success', durationMs: 5_000 });
  };
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-cocoa-950/40 transition-opacity duration-300 starting:opacity-0" />
      <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-[2rem] bg-sand-50 shadow-2xl transition duration-300 ease-out starting:translate-y-8 starting:opacity-0 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[88vh] sm:w-[36rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[2rem]">
        <div className="flex items-start justify-between gap-4 border-b border-sand-200 px-6 pt-6 pb-4 sm:px-8">
          <div>
            <Dialog.Title className="font-serif text-2xl text-cocoa-950">Add Address</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-cocoa-700">Where should we deliver your order?</Dialog.Description>
          </div>
          <Dialog.Close aria-label="Close" className="rounded-full p-2 hover:bg-sand-100">
            <CloseIcon />
          </Dialog.Close>
        </div>
        <div className="overflow-y-auto px-6 py-6 sm:px-8">
          <AddAddressForm form={form} country={country} onSaved={onSaved} canBeDefault={hasAddresses} />
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
